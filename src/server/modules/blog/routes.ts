import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogListResponse, blogPost, blogSlugParams, blogTagParams } from '#shared/blog.ts';
import { notFound } from '#server/errors.ts';
import { fixedJson } from '#server/http/fixed-json.ts';
import type { Blog } from './repository.ts';

export const blogRoutes: FastifyPluginAsyncZod<{ blog: Blog }> = async (app, { blog }) => {
  // The articles are read once at start-up, so the list is a fixed answer with an ETag (decision 032).
  app.get('/api/blog', fixedJson(blogListResponse, { posts: blog.list() }, { 'cache-control': 'public, max-age=300' }));

  app.get(
    '/api/blog/tag/:tag',
    { schema: { params: blogTagParams, response: { 200: blogListResponse } } },
    async (request) => ({
      posts: blog.byTag(request.params.tag),
    }),
  );

  app.get('/api/blog/:slug', { schema: { params: blogSlugParams, response: { 200: blogPost } } }, async (request) => {
    const post = blog.get(request.params.slug);
    if (!post) throw notFound('Post Not Found');
    return post;
  });
};
