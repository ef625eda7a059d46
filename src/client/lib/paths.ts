/**
 * The address of every signed-in view (docs/decisions/070-an-address-for-every-signed-in-view.md).
 * Links and navigations build paths here, so a view's address is spelled in one place.
 */

export const DASHBOARD_PATH = '/dashboard';
export const TREE_PATH = '/tree';
export const GUIDE_PATH = '/guide';
export const GUIDE_CHECKOUT_PATH = '/guide/checkout';
export const ORDER_DOCUMENTS_PATH = '/order-documents';
export const ORDERS_PATH = '/orders';

/** A member's form: edit an existing member. */
export const memberPath = (memberId: string) => `${TREE_PATH}/members/${encodeURIComponent(memberId)}`;

/** The form that adds a member into a slot of the tree. */
export function newMemberPath(target: { relationship: string; parentId: string | null; gender?: string }) {
  const query = new URLSearchParams({ relationship: target.relationship });
  if (target.parentId) query.set('parent', target.parentId);
  if (target.gender) query.set('gender', target.gender);
  return `${TREE_PATH}/members/new?${query.toString()}`;
}

/** A document request's confirmation (order summary, delivery address, terms). */
export const documentRequestPath = (id: string) => `${ORDER_DOCUMENTS_PATH}/${encodeURIComponent(id)}`;

/** A document request's payment. */
export const documentCheckoutPath = (id: string) => `${documentRequestPath(id)}/checkout`;

/** One order's details over the list of My Orders. */
export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/** A tab of Your Application. */
export const APPLICATION_TABS = ['documents', 'form', 'ready', 'posted'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];
export const applicationTabPath = (tab: ApplicationTab) => `/application/${tab}`;

/** A tab of the admin area; the first tab (overview) is /admin itself. */
export const adminTabPath = (tab: string) => (tab === 'overview' ? '/admin' : `/admin/${encodeURIComponent(tab)}`);
