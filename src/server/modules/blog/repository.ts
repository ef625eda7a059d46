import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { BlogPost, BlogPostSummary } from '#shared/blog.ts';

const frontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  author: z.string().min(1),
  publishedAt: z.coerce.date(),
  tags: z.array(z.string().min(1)).default([]),
  featured: z.boolean().default(false),
});

const WORDS_PER_MINUTE = 220;

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2']),
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) =>
        /^https?:/.test(attribs.href ?? '')
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }
          : { tagName, attribs },
    },
  });
}

export function readingTime(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export type Blog = {
  list(): BlogPostSummary[];
  get(slug: string): BlogPost | undefined;
  byTag(tag: string): BlogPostSummary[];
  tags(): string[];
};

/**
 * Reads every `*.md` post once at start-up (its front matter checked there, so a broken post stops
 * the server as before); posts are content, versioned in git. A post's body is turned into HTML
 * on the first request for it and kept: rendering all of them (marked, sanitize-html) was a fifth
 * of the server's start-up work before its first answer (docs/performance.md, issue 33).
 */
export function loadBlog(dir: string): Blog {
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
  const posts = files.map((file) => {
    const { data, content } = matter(readFileSync(join(dir, file), 'utf8'));
    const parsed = frontMatter.safeParse(data);
    if (!parsed.success) throw new Error(`content/blog/${file}: ${parsed.error.message}`);
    const meta = parsed.data;
    const summary: BlogPostSummary = {
      slug: file.replace(/\.md$/, ''),
      title: meta.title,
      description: meta.description,
      author: meta.author,
      publishedAt: meta.publishedAt.toISOString(),
      readingTime: readingTime(content),
      tags: meta.tags.map((t) => t.toLowerCase()),
      featured: meta.featured,
    };
    return { summary, markdown: content };
  });
  posts.sort((a, b) => b.summary.publishedAt.localeCompare(a.summary.publishedAt));
  const summaries = posts.map((p) => p.summary);
  const bySlug = new Map(posts.map((p) => [p.summary.slug, p]));
  const rendered = new Map<string, BlogPost>();
  return {
    list: () => summaries,
    get: (slug) => {
      let post = rendered.get(slug);
      const source = post ? undefined : bySlug.get(slug);
      if (source) {
        post = { ...source.summary, content: renderMarkdown(source.markdown) };
        rendered.set(slug, post);
      }
      return post;
    },
    byTag: (tag) => summaries.filter((p) => p.tags.includes(tag.toLowerCase())),
    tags: () => [...new Set(summaries.flatMap((p) => p.tags))].sort(),
  };
}
