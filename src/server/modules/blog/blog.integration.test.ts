import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { loadBlog } from './repository.ts';

describe('blog API over the real content/blog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists at least 6 posts, newest first, 2 of them featured, without bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    const { posts } = res.json();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((p: { featured: boolean }) => p.featured)).toHaveLength(2);
    const dates = posts.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const p of posts) {
      expect(p).not.toHaveProperty('content');
      expect(p.readingTime).toBeGreaterThanOrEqual(1);
      expect(p.tags.length).toBeGreaterThan(0);
    }
  });

  it('returns one post with its HTML, and a JSON 404 "Post Not Found" for an unknown slug', async () => {
    const { posts } = (await t.app.inject({ method: 'GET', url: '/api/blog' })).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/${posts[0].slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toContain('<h2');
    const missing = await t.app.inject({ method: 'GET', url: '/api/blog/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Post Not Found', code: 'NOT_FOUND' });
  });

  it('lists the posts of a tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/tag/eligibility' });
    const { posts } = res.json();
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) expect(p.tags).toContain('eligibility');
  });
});

describe('blog rendering', () => {
  it('renders a post with a script tag, event handlers and javascript: links inert', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    writeFileSync(
      join(dir, 'evil.md'),
      [
        '---',
        'title: Evil',
        'description: Test',
        'author: Mallory',
        'publishedAt: 2026-01-01',
        'tags: [Security]',
        '---',
        'Hello <script>alert(1)</script> <img src="x" onerror="alert(2)"> [click](javascript:alert(3))',
        '',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    const post = loadBlog(dir).get('evil')!;
    expect(post.content).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(post.content).toContain('Hello');
    expect(post.tags).toEqual(['security']);
  });

  it('refuses to start with a post whose front matter is incomplete', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    writeFileSync(join(dir, 'bad.md'), '---\ntitle: No author\n---\nBody');
    expect(() => loadBlog(dir)).toThrow(/bad\.md/);
  });
});
