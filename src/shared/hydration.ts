/**
 * Dispatched on `document` once the app has made the server's page live (every part hydrated): the
 * page's loader then clicks again a button clicked before that (decision 074).
 */
export const HYDRATED_EVENT = 'app-hydrated';

/**
 * Set on an event once one of the app's own handlers has received it: a click the app answered
 * (on a part already live) is not one to make again.
 */
export const HANDLED_FLAG = 'appHandled';
