import { z } from 'zod';

export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  readingTime: z.number().int(),
  tags: z.array(z.string()),
  featured: z.boolean(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPost = blogPostSummary.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPost>;

export const blogListResponse = z.object({ posts: z.array(blogPostSummary) });
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const blogTagParams = z.object({ tag: z.string().min(1).max(60) });
