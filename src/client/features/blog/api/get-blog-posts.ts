import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '#shared/blog.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const blogPostsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/blog'], queryFn: () => apiFetch<BlogListResponse>('/api/blog') });

export const useBlogPosts = () => useQuery(blogPostsQueryOptions());

export const blogTagQueryOptions = (tag: string) =>
  queryOptions({
    queryKey: ['/api/blog/tag', tag],
    queryFn: () => apiFetch<BlogListResponse>(`/api/blog/tag/${encodeURIComponent(tag)}`),
  });

export const useBlogTag = (tag: string) => useQuery(blogTagQueryOptions(tag));
