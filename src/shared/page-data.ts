import type { Answer } from '#domain/eligibility/quiz.ts';
import type { BlogListResponse, BlogPost } from './blog.ts';
import type { PricingResponse } from './pricing.ts';
import type { PublicConfig } from './public-config.ts';

/** The id of the `<script type="application/json">` element that carries the page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * What a form posted without JavaScript led to, rendered into the page that answers the POST
 * (decision 063): the eligibility check's answers so far, or the sign-in link's outcome (`field`:
 * the address itself was refused).
 */
export type PostedForm =
  | { form: 'eligibility'; answers: Answer[] }
  | { form: 'sign-in'; email: string; sent: boolean; error: { message: string; field: boolean } | null };

/**
 * What the server already knows when it sends a page, so the first render needs no request:
 * `signedOut` when the request carries no session cookie, the prices on the landing page, the
 * article on a blog post page, the list on the blog and on a tag's page, and on every page the
 * public configuration (the footer's company identity). Each field is the same JSON its API route
 * would answer. The server renders the page's HTML from the same data (decision 032), so the
 * client's first render matches it.
 */
export type PageData = {
  signedOut?: true;
  config?: PublicConfig;
  pricing?: PricingResponse;
  blogPost?: BlogPost;
  blogPosts?: BlogListResponse;
  blogTag?: { tag: string } & BlogListResponse;
  posted?: PostedForm;
  /**
   * On a signed-in page, what its first screen reads (src/shared/first-screen.ts), each under the
   * client's query key with the JSON its API route answered for this user. Such a page is built
   * for its request and never kept or cached by anyone but the user's browser.
   */
  queries?: { key: readonly unknown[]; data: unknown }[];
};
