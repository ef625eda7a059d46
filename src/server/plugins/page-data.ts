import type { FastifyRequest } from 'fastify';
import { blogListResponse, blogPost, type BlogPost, type BlogPostSummary } from '#shared/blog.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '#shared/page-data.ts';
import type { PricingResponse } from '#shared/pricing.ts';
import type { PublicConfig } from '#shared/public-config.ts';
import { jsonForScript } from '../seo/head.ts';

// better-auth's cookie; the __Secure- prefix is used when the app runs on https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;

/** Without a session cookie the visitor is signed out for sure; with one, the browser asks /api/session. */
export const hasSessionCookie = (request: Pick<FastifyRequest, 'headers'>) =>
  SESSION_COOKIE.test(request.headers.cookie ?? '');

/**
 * The data a page's first render needs, as the API routes would answer it: `pricing` as
 * GET /api/pricing answers (from the running server's config, never from the build), the post
 * through GET /api/blog/:slug's response schema, `posts` as GET /api/blog answers on the blog
 * and GET /api/blog/tag/:tag on the page of `tag`, `config` as GET /api/config answers.
 */
export function pageData(opts: {
  request: Pick<FastifyRequest, 'headers'>;
  config: PublicConfig;
  pricing?: PricingResponse;
  post?: BlogPost;
  posts?: BlogPostSummary[];
  tag?: string;
}): PageData {
  const data: PageData = { config: opts.config };
  if (!hasSessionCookie(opts.request)) data.signedOut = true;
  if (opts.pricing) data.pricing = opts.pricing;
  if (opts.post) data.blogPost = blogPost.parse(opts.post);
  if (opts.posts) {
    const list = blogListResponse.parse({ posts: opts.posts });
    if (opts.tag === undefined) data.blogPosts = list;
    else data.blogTag = { tag: opts.tag, ...list };
  }
  return data;
}

/** A data block, not a script: the CSP (no inline scripts) does not apply and nothing runs. */
export const renderPageData = (data: PageData) =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
