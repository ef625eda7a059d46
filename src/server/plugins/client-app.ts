import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildPricing } from '#domain/pricing/pricing.ts';
import type { BlogPost } from '#shared/blog.ts';
import { pricingResponse } from '#shared/pricing.ts';
import type { AppConfig } from '../config.ts';
import type { Blog } from '../modules/blog/repository.ts';
import { publicConfig } from '../modules/public-config/routes.ts';
import {
  blogPostMeta,
  landingMeta,
  notFoundMeta,
  privateMeta,
  renderHead,
  staticPageMeta,
  type PageMeta,
} from '../seo/head.ts';
import { robotsTxt, rssFeed, sitemapXml } from '../seo/feeds.ts';
import { pageData, renderPageData } from './page-data.ts';
import { routePreloads } from './route-preloads.ts';

const PRIVATE_PAGES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/settings': 'Settings',
  '/orders': 'My Orders',
  '/application': 'Your Application',
  '/admin': 'Admin',
  '/auth/callback': 'Signing in',
};

type ResolvedPage = { status: number; meta: PageMeta; landing?: true; post?: BlogPost };

/** Which page a path is, with its metadata and status; the React app renders the same route table. */
export function resolvePage(path: string, blog: Blog, appUrl: string): ResolvedPage {
  if (path === '/' || path === '/home') return { status: 200, meta: landingMeta(path, appUrl), landing: true };
  const fixed = staticPageMeta[path];
  if (fixed) return { status: 200, meta: { ...fixed, path } };
  const privateTitle = PRIVATE_PAGES[path];
  if (privateTitle) return { status: 200, meta: privateMeta(path, privateTitle) };
  const tag = /^\/blog\/tag\/([^/]+)$/.exec(path)?.[1];
  if (tag) {
    const name = decodeURIComponent(tag);
    const known = blog.byTag(name).length > 0;
    return {
      status: known ? 200 : 404,
      meta: known
        ? {
            title: `Articles tagged “${name}” | Blog`,
            description: `Guides about ${name} for Irish citizenship applicants.`,
            path,
          }
        : notFoundMeta(path),
    };
  }
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const post = slug ? blog.get(decodeURIComponent(slug)) : undefined;
  if (post) return { status: 200, meta: blogPostMeta(post, appUrl), post };
  return { status: 404, meta: notFoundMeta(path) };
}

/**
 * Serves the built React app: hashed assets with a year-long immutable cache, and for every
 * page path the HTML shell with that page's title, description, Open Graph and JSON-LD, plus
 * the data its first render needs (src/shared/page-data.ts; decision 016).
 */
export async function clientApp(app: FastifyInstance, opts: { config: AppConfig; blog: Blog; clientDir: string }) {
  const { config, blog, clientDir } = opts;
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The client is not built (${indexFile} is missing). Run "npm run build".`);
  }
  const template = readFileSync(indexFile, 'utf8');
  if (!template.includes('<!--app-head-->')) throw new Error('index.html has no <!--app-head--> placeholder');
  if (!template.includes('</body>')) throw new Error('index.html has no </body>');
  const preloads = routePreloads(clientDir);
  const pricing = pricingResponse.parse(buildPricing(config));
  const pagePublicConfig = publicConfig(config);

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${join(clientDir, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const { status, meta, landing, post } = resolvePage(path, blog, config.appUrl);
    const head = renderHead(meta, config.appUrl) + (post ? `\n    ${preloads.blogPost}` : '');
    const data = pageData({ request, config: pagePublicConfig, pricing: landing ? pricing : undefined, post });
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(
        template.replace('<!--app-head-->', () => head).replace('</body>', () => `${renderPageData(data)}\n  </body>`),
      );
  };

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain').send(robotsTxt(config.appUrl)));
  app.get('/sitemap.xml', async (_req, reply) => reply.type('application/xml').send(sitemapXml(config.appUrl, blog)));
  app.get('/blog/rss.xml', async (_req, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(rssFeed(config.appUrl, blog)),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !isPage) {
      return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'NOT_FOUND' });
    }
    // A missing asset file is a plain 404, not the app shell.
    if (/\.[a-z0-9]{2,5}$/i.test(path)) return reply.status(404).type('text/plain').send('Not found');
    return sendPage(request, reply, path);
  });
}
