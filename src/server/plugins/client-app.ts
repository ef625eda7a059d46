import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildPricing } from '#domain/pricing/pricing.ts';
import type { BlogPost } from '#shared/blog.ts';
import type { PageData, PostedForm } from '#shared/page-data.ts';
import { pricingResponse } from '#shared/pricing.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
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
import { etagOf, isFresh } from '../http/etag.ts';
import { chooseEncoding, encodePage, etagForEncoding, type EncodedPage } from '../http/page-encoding.ts';
import { firstScreenQueries, SESSION_QUERY, type FirstScreenQuery } from '#shared/first-screen.ts';
import { deferScripts } from './deferred-scripts.ts';
import { hasSessionCookie, pageData, renderPageData } from './page-data.ts';
import { pageForms } from './page-forms.ts';
import type { PageRenderer } from './page-renderer.ts';
import { routePreloads } from './route-preloads.ts';
import { loadFirstScreen } from './signed-in-page.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

const PRIVATE_PAGES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/settings': 'Settings',
  '/orders': 'My Orders',
  '/application': 'Your Application',
  '/admin': 'Admin',
  '/auth/callback': 'Signing in',
  // Every signed-in view's address (docs/decisions/070-an-address-for-every-signed-in-view.md).
  '/tree': 'Your Family Tree',
  '/tree/members/new': 'Add Family Member',
  '/guide': 'Template Guide',
  '/guide/checkout': 'Payment',
  '/order-documents': 'Document Request',
  '/application/documents': 'Your Application',
  '/application/form': 'Your Application',
  '/application/ready': 'Your Application',
  '/application/posted': 'Your Application',
  '/admin/users': 'Admin',
  '/admin/orders': 'Admin',
  '/admin/purchases': 'Admin',
  '/admin/coupons': 'Admin',
  '/admin/claims': 'Admin',
  '/admin/facts': 'Admin',
  '/admin/system': 'Admin',
};

/** Signed-in views whose address names a record: the shell is built per request, never kept (one per id). */
const PRIVATE_RECORD_PAGES: Array<[RegExp, string]> = [
  [/^\/tree\/members\/[^/]+$/, 'Edit Family Member'],
  [/^\/order-documents\/[^/]+$/, 'Confirm Your Request'],
  [/^\/order-documents\/[^/]+\/checkout$/, 'Payment'],
  [/^\/orders\/[^/]+$/, 'My Orders'],
];

type BuiltPage = { body: string; encoded: EncodedPage; etag: string; complete: boolean };

type ResolvedPage = {
  status: number;
  meta: PageMeta;
  landing?: true;
  post?: BlogPost;
  tag?: string;
  /** A page per record id: built for each request, not kept. */
  record?: true;
};

/** Public pages besides the landing page, blog posts and tag pages that the server renders (decision 032). */
const RENDERED_PAGES = new Set(['/blog', '/cookie-policy', '/privacy-policy', '/guarantee', '/eligibility']);

/** Public pages built in the background once the server listens, so no visitor waits for the first build. */
const WARMED_PAGES = ['/', '/blog'];
const WARM_UP_DELAY_MS = 1000;

/** Rendered only without a session cookie: with one, the page may be a redirect the client decides (decision 063). */
const SIGNED_OUT_PAGES = new Set(['/login']);

/**
 * The page's stylesheets written into its head (a few KB gzipped), so the first paint waits for no
 * other request (decision 032). The CSP allows inline styles.
 */
function inlineStylesheets(template: string, clientDir: string) {
  return template.replace(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g, (_tag, file: string) => {
    const css = readFileSync(join(clientDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>`;
  });
}

/**
 * Whether the server renders the page: the public pages, the 404 page, and a signed-in page
 * whose user the session cookie names (issue 32). `/` with a cookie that names no one is left to
 * the client, which asks who is signed in.
 */
function isRendered(page: ResolvedPage, path: string, data: PageData) {
  // A signed-in page whose data came with it (issue 32): rendered with that data, for this request only.
  if (data.queries?.some((q) => q.key[0] === SESSION_QUERY.key[0])) return true;
  if (page.landing) return path === '/home' || data.signedOut === true;
  if (SIGNED_OUT_PAGES.has(path)) return data.signedOut === true || data.posted !== undefined;
  return page.post !== undefined || page.tag !== undefined || page.status === 404 || RENDERED_PAGES.has(path);
}

/** Whether `path` is the one spelling of its page: a post or a tag can be percent-encoded in many ways. */
function isCanonical(page: ResolvedPage, path: string) {
  if (page.post) return path === `/blog/${encodeURIComponent(page.post.slug)}`;
  if (page.tag !== undefined) return path === `/blog/tag/${encodeURIComponent(page.tag)}`;
  return true;
}

/** Which page a path is, with its metadata and status; the React app renders the same route table. */
export function resolvePage(path: string, blog: Blog, appUrl: string): ResolvedPage {
  if (path === '/' || path === '/home') return { status: 200, meta: landingMeta(path, appUrl), landing: true };
  const fixed = staticPageMeta[path];
  if (fixed) return { status: 200, meta: { ...fixed, path } };
  const privateTitle = PRIVATE_PAGES[path];
  if (privateTitle) return { status: 200, meta: privateMeta(path, privateTitle) };
  const recordTitle = PRIVATE_RECORD_PAGES.find(([pattern]) => pattern.test(path))?.[1];
  if (recordTitle) return { status: 200, meta: privateMeta(path, recordTitle), record: true };
  const tag = /^\/blog\/tag\/([^/]+)$/.exec(path)?.[1];
  if (tag) {
    const name = decodeURIComponent(tag);
    const known = blog.byTag(name).length > 0;
    return {
      status: known ? 200 : 404,
      tag: name,
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
 * the data its first render needs (src/shared/page-data.ts; decision 016). Public pages come
 * rendered by `renderPage` (decision 032); a signed-in page is rendered for its request with what
 * its first screen reads (src/shared/first-screen.ts), else it is a bare shell the client renders.
 */
export async function clientApp(
  app: FastifyInstance,
  opts: { config: AppConfig; blog: Blog; clientDir: string; db: Db; renderPage?: PageRenderer },
) {
  const { config, blog, clientDir, renderPage } = opts;
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The client is not built (${indexFile} is missing). Run "npm run build".`);
  }
  const template = inlineStylesheets(readFileSync(indexFile, 'utf8'), clientDir);
  if (!template.includes('<!--app-head-->')) throw new Error('index.html has no <!--app-head--> placeholder');
  if (!template.includes('</body>')) throw new Error('index.html has no </body>');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const preloads = routePreloads(clientDir);
  const pricing = pricingResponse.parse(buildPricing(config));
  const pagePublicConfig = publicConfig(config);

  // The hashed assets behind one route: a route per file (some 250 with HEAD) cost about 30 ms of
  // each start-up to register, and the files are found per request either way.
  await app.register(fastifyStatic, {
    root: join(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    decorateReply: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });

  // A page's HTML depends only on its path, whether the request has a session cookie, the config
  // and the articles, none of which change while the process runs: each is built once. A path
  // that is not a page (404), or another spelling of one (percent-encoded letters), is built per
  // request, so this holds a bounded set.
  const built = new Map<string, Promise<BuiltPage>>();

  /**
   * The page's HTML, compressed ahead of its requests. A page that fails to render is sent as the
   * bare shell, which the client renders, and not kept. A rendered page loads its scripts after
   * its first paint: it needs none to be read.
   */
  const buildPage = async (page: ResolvedPage, path: string, data: PageData, kept: boolean): Promise<BuiltPage> => {
    const head = renderHead(page.meta, config.appUrl) + (page.post ? `\n    ${preloads.blogPost}` : '');
    let rendered = '';
    let complete = true;
    if (renderPage && isRendered(page, path, data)) {
      try {
        rendered = await renderPage(path, data);
      } catch (error) {
        app.log.error({ err: error, path }, 'The page could not be rendered on the server: sending the shell');
        complete = false;
      }
    }
    const shell = template
      .replace('<!--app-head-->', () => head)
      .replace(ROOT_ELEMENT, () => `<div id="root">${rendered}</div>`)
      .replace('</body>', () => `${renderPageData(data)}\n  </body>`);
    const body = rendered ? deferScripts(shell) : shell;
    return { body, encoded: await encodePage(body, kept), etag: etagOf(body), complete };
  };

  /** What the page's first render needs, when no one's data goes with it. */
  const dataFor = (request: Pick<FastifyRequest, 'headers'>, page: ResolvedPage, path: string) =>
    pageData({
      request,
      config: pagePublicConfig,
      pricing: page.landing ? pricing : undefined,
      post: page.post,
      posts: path === '/blog' ? blog.list() : page.tag !== undefined ? blog.byTag(page.tag) : undefined,
      tag: page.tag,
    });

  /** The page from `built`, or built now (and kept there when it is a page under its one spelling). */
  const keptOrBuilt = (page: ResolvedPage, path: string, data: PageData) => {
    const key = `${data.signedOut === true}:${path}`;
    let html = built.get(key);
    if (!html) {
      const kept = page.status === 200 && !page.record && isCanonical(page, path);
      html = buildPage(page, path, data, kept);
      if (kept) {
        built.set(key, html);
        void html.then(({ complete }) => complete || built.delete(key));
      }
    }
    return html;
  };

  // The first page a server answers starts the page renderer's thread, which loads React's server
  // renderer and the pages' code (page-renderer.ts), and compresses the page: the blog list's slow
  // first visit (issue 32). Once the server listens, and after its first second, the landing page
  // and the blog list are built in the background as their first visitors would have built them.
  // The renderer's loading and rendering run in its own thread; this one only assembles and keeps
  // the page.
  app.addHook('onListen', () => {
    setTimeout(() => {
      for (const path of WARMED_PAGES) {
        const page = resolvePage(path, blog, config.appUrl);
        void keptOrBuilt(page, path, dataFor({ headers: {} }, page, path)).catch(() => undefined);
      }
    }, WARM_UP_DELAY_MS).unref();
  });
  app.addHook('onClose', async () => renderPage?.close?.());

  /**
   * The page at `path`. `posted`: what a form posted without JavaScript led to, rendered into this
   * one answer (never kept, never cached) with its status.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    posted?: { form: PostedForm; status: number },
  ) => {
    const page = resolvePage(path, blog, config.appUrl);
    const firstScreen = posted ? undefined : firstScreenQueries(path);
    if (firstScreen && page.status === 200 && hasSessionCookie(request) && (await app.sessionUser(request))) {
      return sendSignedInPage(request, reply, page, path, firstScreen);
    }
    const data = dataFor(request, page, path);
    if (posted) {
      data.posted = posted.form;
      const { body } = await buildPage(page, path, data, false);
      return reply
        .status(posted.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    }
    const { body, encoded, etag: identityEtag } = await keptOrBuilt(page, path, data);
    const encoding = chooseEncoding(request.headers['accept-encoding'], encoded);
    const etag = etagForEncoding(identityEtag, encoding);
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      // Revalidated on every use, so a new deployment shows at once; without a session cookie the
      // page is the same for everyone, so shared caches may keep it too.
      .header('cache-control', `${data.signedOut ? 'public' : 'private'}, no-cache`)
      .header('vary', 'cookie, accept-encoding')
      .header('etag', etag);
    if (isFresh(request, etag) && page.status === 200) return reply.status(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? encoded[encoding] : body);
  };

  /**
   * A signed-in page with what its first screen reads (issue 32): rendered for this request from
   * this user's answers, so it is built per request, never kept in `built`, and no cache but the
   * user's own browser may hold it, and that one not on disk ('private, no-store').
   */
  const sendSignedInPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: ResolvedPage,
    path: string,
    wanted: FirstScreenQuery[],
  ) => {
    const { queries, setCookies } = await loadFirstScreen(app, request, wanted);
    const data: PageData = { config: pagePublicConfig, queries };
    const { body, encoded } = await buildPage(page, path, data, false);
    const encoding = chooseEncoding(request.headers['accept-encoding'], encoded);
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('vary', 'cookie, accept-encoding');
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? encoded[encoding] : body);
  };

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain').send(robotsTxt(config.appUrl)));
  app.get('/sitemap.xml', async (_req, reply) => reply.type('application/xml').send(sitemapXml(config.appUrl, blog)));
  app.get('/blog/rss.xml', async (_req, reply) =>
    reply.type('application/rss+xml; charset=utf-8').send(rssFeed(config.appUrl, blog)),
  );

  await pageForms(app, { db: opts.db, sendPage });

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
