import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '#shared/page-data.ts';
import { sessionQueryOptions } from '../lib/get-session.ts';
import { blogPostQueryOptions } from '../features/blog/api/get-blog-post.ts';
import { blogPostsQueryOptions, blogTagQueryOptions } from '../features/blog/api/get-blog-posts.ts';
import { POSTED_FORM_KEY } from '../lib/posted-form.ts';
import { pricingQueryOptions } from '../lib/pricing.ts';
import { publicConfigQueryOptions } from '../lib/public-config.ts';

/**
 * Puts what the server sent with the page into the query cache, so the first render shows the
 * page itself rather than a spinner followed by a second render when the request returns.
 */
export function seedQueryCache(queryClient: QueryClient, data: PageData) {
  if (data.signedOut) queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
  if (data.config) queryClient.setQueryData(publicConfigQueryOptions().queryKey, data.config);
  if (data.pricing) queryClient.setQueryData(pricingQueryOptions().queryKey, data.pricing);
  if (data.blogPost) queryClient.setQueryData(blogPostQueryOptions(data.blogPost.slug).queryKey, data.blogPost);
  if (data.blogPosts) queryClient.setQueryData(blogPostsQueryOptions().queryKey, data.blogPosts);
  if (data.blogTag) {
    const { tag, posts } = data.blogTag;
    queryClient.setQueryData(blogTagQueryOptions(tag).queryKey, { posts });
  }
  if (data.posted) queryClient.setQueryData(POSTED_FORM_KEY, data.posted);
  // A signed-in page: the session and its first screen's answers, so it renders without a request.
  for (const { key, data: answer } of data.queries ?? []) queryClient.setQueryData(key, answer);
}
