/**
 * What the first screen of each signed-in page reads from the API, sent with the page's HTML so
 * that the page renders without a request (issue 32): each entry is the query key the client's
 * query options give it and the API route that answers it. The server asks its own routes for
 * these with the visitor's cookie, so each answer is exactly what that route gives that user.
 */
export type FirstScreenQuery = { key: readonly unknown[]; url: string };

export const SESSION_QUERY: FirstScreenQuery = { key: ['/api/session'], url: '/api/session' };
const ELIGIBILITY: FirstScreenQuery = {
  key: ['tree-state', '/api/family-tree/eligibility'],
  url: '/api/family-tree/eligibility',
};
const WORKSPACE: FirstScreenQuery = { key: ['tree-state', '/api/application'], url: '/api/application' };
const TREE_LOCK: FirstScreenQuery = { key: ['/api/family-tree-lock'], url: '/api/family-tree-lock' };
const MEMBERS: FirstScreenQuery = { key: ['tree-state', '/api/family-members'], url: '/api/family-members' };

/** Every query of this table, for the test that the keys are the client's own. */
export const FIRST_SCREEN_QUERIES = { SESSION_QUERY, ELIGIBILITY, WORKSPACE, TREE_LOCK, MEMBERS };

/**
 * The signed-in pages (decision 070) that come rendered with their first screen, by path. Paths
 * whose view depends on more than the path (a member's form reads its query string) or that open a
 * dialog over another page are left to the client.
 */
const PAGES: { pattern: RegExp; queries: FirstScreenQuery[] }[] = [
  { pattern: /^\/(dashboard)?$/, queries: [SESSION_QUERY, ELIGIBILITY, WORKSPACE, TREE_LOCK] },
  { pattern: /^\/tree$/, queries: [SESSION_QUERY, MEMBERS, ELIGIBILITY, TREE_LOCK] },
  { pattern: /^\/application(\/[a-z]+)?$/, queries: [SESSION_QUERY, WORKSPACE] },
  { pattern: /^\/(guide|order-documents|orders|settings)$/, queries: [SESSION_QUERY] },
  { pattern: /^\/admin(\/[a-z-]+)?$/, queries: [SESSION_QUERY] },
];

/** The queries the first screen at `path` reads when signed in; undefined when the page is not rendered by the server. */
export function firstScreenQueries(path: string): FirstScreenQuery[] | undefined {
  return PAGES.find((p) => p.pattern.test(path))?.queries;
}
