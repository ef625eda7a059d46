import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPageRenderer, type PageRenderer } from './page-renderer.ts';

/**
 * Issue 32: loading the page renderer and a page's first render took a few hundred milliseconds of
 * CPU, and on the request thread every other request waited that long. The built renderer runs in
 * a thread of its own.
 */
describe('the built page renderer', () => {
  let dir: string;
  let renderer: PageRenderer;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    // Stands in for dist/ssr/entry-server.js: busy for 300 ms per page, as a cold first render is.
    writeFileSync(
      join(dir, 'entry-server.js'),
      `export async function renderPage(path, data) {
        if (path === '/broken') throw new Error('no such page');
        const end = Date.now() + 300;
        while (Date.now() < end);
        return '<main>' + path + ' ' + data.blogPosts.posts.length + '</main>';
      }`,
    );
    renderer = builtPageRenderer(join(dir, 'entry-server.js'));
  });
  afterAll(async () => {
    await renderer.close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders a page from its data while this thread goes on answering', { timeout: 60_000 }, async () => {
    const data = { blogPosts: { posts: [{ slug: 'a' }, { slug: 'b' }] } } as never;
    // This thread's own CPU time between ticks: the longest it was held, whatever the machine's load.
    let longestHoldMs = 0;
    let last = process.threadCpuUsage();
    const probe = setInterval(() => {
      const now = process.threadCpuUsage();
      longestHoldMs = Math.max(longestHoldMs, (now.user - last.user + now.system - last.system) / 1000);
      last = now;
    }, 5);
    try {
      await expect(renderer('/blog', data)).resolves.toBe('<main>/blog 2</main>');
    } finally {
      clearInterval(probe);
    }
    expect(longestHoldMs).toBeLessThan(100);
  });

  it("passes on the renderer's failure, and renders the next page", { timeout: 60_000 }, async () => {
    await expect(renderer('/broken', {} as never)).rejects.toThrow('no such page');
    await expect(renderer('/blog', { blogPosts: { posts: [] } } as never)).resolves.toBe('<main>/blog 0</main>');
  });
});
