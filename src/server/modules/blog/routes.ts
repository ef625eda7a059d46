import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogListResponse, blogPost, blogSlugParams, blogTagParams } from '#shared/blog.ts';
import { notFound } from '#server/errors.ts';
import type { Blog } from './repository.ts';

export const blogRoutes: FastifyPluginAsyncZod<{ blog: Blog }> = async (app, { blog }) => {
  app.get('/api/blog', { schema: { response: { 200: blogListResponse } } }, async () => ({ posts: blog.list() }));

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
