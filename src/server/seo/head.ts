import { escapeHtml } from '#server/http/escape-html.ts';
import type { BlogPost } from '#shared/blog.ts';
import { FAQ } from '#shared/eligibility-content.ts';

export const SITE_NAME = 'Irish Citizenship Assist';
const DEFAULT_DESCRIPTION =
  'Check in four questions whether you can become an Irish citizen through the Foreign Births Register, build your family tree, and get a personalised application pack and certificate research.';

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  jsonLd?: object[];
};

/** JSON inside a script element: '<' is escaped so no content can close the element. */
export const jsonForScript = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function renderHead(meta: PageMeta, appUrl: string): string {
  const url = `${appUrl}${meta.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${appUrl}/og-image.png">`,
    `<meta property="og:locale" content="en_IE">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.jsonLd ?? []).map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

const organization = (appUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: appUrl,
  logo: `${appUrl}/favicon.svg`,
  description: DEFAULT_DESCRIPTION,
});

const website = (appUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE_NAME,
  url: appUrl,
});

const faqPage = () => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQ.map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
});

export function landingMeta(path: string, appUrl: string): PageMeta {
  return {
    title: `${SITE_NAME} | Irish Citizenship by Descent & the Foreign Births Register`,
    description: DEFAULT_DESCRIPTION,
    path: path === '/home' ? '/' : path,
    jsonLd: [organization(appUrl), website(appUrl), faqPage()],
  };
}

export function blogPostMeta(post: BlogPost, appUrl: string): PageMeta {
  return {
    title: `${post.title} | ${SITE_NAME}`,
    description: post.description,
    path: `/blog/${post.slug}`,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description,
        datePublished: post.publishedAt,
        author: { '@type': 'Person', name: post.author },
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: `${appUrl}/favicon.svg` },
        },
        mainEntityOfPage: `${appUrl}/blog/${post.slug}`,
        keywords: post.tags.join(', '),
      },
    ],
  };
}

export const staticPageMeta: Record<string, Omit<PageMeta, 'path'>> = {
  '/blog': {
    title: `Blog: guides to Irish citizenship by descent | ${SITE_NAME}`,
    description:
      'Plain-language guides to the Foreign Births Register: eligibility, documents, certificates, fees and processing times.',
  },
  '/privacy-policy': {
    title: `Privacy Policy | ${SITE_NAME}`,
    description: 'How we collect, use, keep and protect your personal data, and how to exercise your GDPR rights.',
  },
  '/guarantee': {
    title: `Success Guarantee: no success, no fee | ${SITE_NAME}`,
    description:
      'If DFA refuses your complete Foreign Births Register application and the refusal stands after review, we refund the PDF pack and certificate research you bought from us.',
  },
  '/cookie-policy': {
    title: `Cookie Policy | ${SITE_NAME}`,
    description: 'Which cookies and local storage we use, why, and how long they last.',
  },
  '/eligibility': {
    title: `Eligibility Check: can you register as an Irish citizen? | ${SITE_NAME}`,
    description:
      'Four questions about where you and your family were born: find out whether you can become an Irish citizen through the Foreign Births Register. Free and anonymous.',
  },
  '/login': { title: `Sign In | ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, noindex: true },
};

export function privateMeta(path: string, title: string): PageMeta {
  return { title: `${title} | ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, path, noindex: true };
}

export function notFoundMeta(path: string): PageMeta {
  return { title: `404 Page Not Found | ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, path, noindex: true };
}
