/**
 * The words the online form's answers use where the tree holds no value to type (application-steps.ts).
 * On their own, so that the client can tell them from values without loading the document rules.
 */

/** The answer for a detail the tree does not hold. */
export const NOT_IN_TREE = '____ (not in your tree yet)';
/** Beside a date the tree holds only as a year, a month or a range. */
export const PARTIAL_DATE_HINT = '(the exact day is on the certificate)';
/** The answer for a detail the pack does not fill in (a sibling's contact details). */
export const FILL_IN_YOURSELF = '____ (fill in yourself)';
/** The answer for your phone or address when Settings does not hold it. */
export const NOT_IN_SETTINGS = '____ (not in your Settings yet)';
/** The answer for previous surnames when the tree says the name never changed: a statement, not a value to type. */
export const NONE_RECORDED = 'None recorded in your tree';
