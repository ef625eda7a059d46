const NEW_LINK = 'Please request a new one.';
const TRY_AGAIN = 'The sign-in was interrupted. Please try again.';
const USE_EMAIL_LINK = 'Google did not confirm your email address. Please sign in with an emailed link instead.';

/** Our own words for the error codes the sign-in server (better-auth) and Google send back. */
const MESSAGES: Record<string, string> = {
  INVALID_TOKEN: `This sign-in link is invalid or has already been used. ${NEW_LINK}`,
  EXPIRED_TOKEN: `This sign-in link has expired. ${NEW_LINK}`,
  TOKEN_EXPIRED: `This sign-in link has expired. ${NEW_LINK}`,
  ATTEMPTS_EXCEEDED: `This sign-in link has already been used. ${NEW_LINK}`,
  access_denied: 'Sign-in was cancelled.',
  state_mismatch: TRY_AGAIN,
  state_not_found: TRY_AGAIN,
  please_restart_the_process: TRY_AGAIN,
  payload_expired: TRY_AGAIN,
  no_code: TRY_AGAIN,
  invalid_code: TRY_AGAIN,
  email_not_found: USE_EMAIL_LINK,
  email_not_verified: USE_EMAIL_LINK,
  account_not_linked: USE_EMAIL_LINK,
  unable_to_link_account: USE_EMAIL_LINK,
};

export const GENERIC_SIGN_IN_ERROR = 'We could not sign you in. Please try again or request a new sign-in link.';

/**
 * The message for a failed sign-in. Never text from the address bar: anyone can send a link to
 * /auth/callback?error=… with words of their choosing, so an unknown code gets the generic message.
 */
export function callbackErrorMessage(code: string): string {
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : GENERIC_SIGN_IN_ERROR;
}
