import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '#shared/blog.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/blog', slug],
    queryFn: () => apiFetch<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`),
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
