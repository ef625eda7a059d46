import { escapeHtml } from '#server/http/escape-html.ts';
import type { Blog } from '../modules/blog/repository.ts';
import { SITE_NAME } from './head.ts';

const PRIVATE_PREFIXES = [
  '/dashboard',
  '/tree',
  '/guide',
  '/order-documents',
  '/settings',
  '/orders',
  '/application',
  '/admin',
  '/auth/',
  '/login',
  '/api/',
];

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(appUrl: string, blog: Blog): string {
  const latest = blog.list()[0]?.publishedAt.slice(0, 10);
  const entries: Array<{ path: string; lastmod?: string }> = [
    { path: '/', lastmod: latest },
    { path: '/blog', lastmod: latest },
    ...blog.list().map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.publishedAt.slice(0, 10) })),
    ...blog.tags().map((t) => ({ path: `/blog/tag/${encodeURIComponent(t)}` })),
    { path: '/eligibility' },
    { path: '/guarantee' },
    { path: '/privacy-policy' },
    { path: '/cookie-policy' },
  ];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeHtml(appUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function rssFeed(appUrl: string, blog: Blog): string {
  const items = blog
    .list()
    .map(
      (p) => `    <item>
      <title>${escapeHtml(p.title)}</title>
      <link>${appUrl}/blog/${p.slug}</link>
      <guid isPermaLink="true">${appUrl}/blog/${p.slug}</guid>
      <description>${escapeHtml(p.description)}</description>
      <pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>
${p.tags.map((t) => `      <category>${escapeHtml(t)}</category>`).join('\n')}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${SITE_NAME} Blog</title>
    <link>${appUrl}/blog</link>
    <atom:link href="${appUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <description>Guides to Irish citizenship by descent and the Foreign Births Register.</description>
    <language>en-ie</language>
${items}
  </channel>
</rss>
`;
}
