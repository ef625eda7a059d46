import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Blog } from '../modules/blog/repository.ts';

/** The app's fixed page paths, spelled as the React router (src/client/app/router.tsx) spells them. */
const PAGES = new Set([
  '/',
  '/home',
  '/login',
  '/auth/callback',
  '/blog',
  '/privacy-policy',
  '/cookie-policy',
  '/guarantee',
  '/dashboard',
  '/settings',
  '/orders',
  '/admin',
  // The signed-in views' own addresses (docs/decisions/070-an-address-for-every-signed-in-view.md).
  '/tree',
  '/tree/members/new',
  '/guide',
  '/guide/checkout',
  '/order-documents',
  '/application',
  '/application/documents',
  '/application/form',
  '/application/ready',
  '/application/posted',
  '/admin/users',
  '/admin/orders',
  '/admin/purchases',
  '/admin/coupons',
  '/admin/claims',
  '/admin/facts',
  '/admin/system',
]);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The canonical spelling of a page path written with trailing slashes or in another case
 * ('/blog/', '/Privacy-Policy', '/blog/Tag/Fees'), or null when it is not one of our pages.
 */
export function canonicalPath(path: string, blog: Blog): string | null {
  const trimmed = path.replace(/\/+$/, '') || '/';
  const lower = trimmed.toLowerCase();
  if (PAGES.has(lower)) return lower;
  const tag = /^\/blog\/tag\/([^/]+)$/.exec(lower)?.[1];
  if (tag) {
    const name = decoded(tag);
    const known = blog.tags().find((t) => t.toLowerCase() === name);
    return known ? `/blog/tag/${encodeURIComponent(known)}` : null;
  }
  const slug = /^\/blog\/([^/]+)$/.exec(lower)?.[1];
  if (slug) {
    const name = decoded(slug);
    const post = blog.list().find((p) => p.slug.toLowerCase() === name);
    return post ? `/blog/${post.slug}` : null;
  }
  return null;
}

/** Moves a page asked for under another spelling to its canonical path (301), keeping the query string. */
export const canonicalPaths = fp(async (app: FastifyInstance, opts: { blog: Blog }) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    // Only a trailing slash or a capital letter can make a page path non-canonical; everything else passes untouched.
    if (path === '/' || !(path.endsWith('/') || /[A-Z]/.test(path)) || /^\/api(\/|$)/i.test(path)) return done();
    const canonical = canonicalPath(path, opts.blog);
    if (!canonical || canonical === path) return done();
    void reply.redirect(canonical + (queryAt === -1 ? '' : request.url.slice(queryAt)), 301);
  });
});
