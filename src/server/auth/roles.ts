import type { AppConfig } from '../config.ts';

/** An admin is named in ADMIN_EMAILS or carries the stored flag (set by `npm run admin:grant`). */
export function isAdmin(config: AppConfig, user: { email: string; isAdmin?: boolean | null }): boolean {
  return user.isAdmin === true || config.adminEmails.includes(user.email.toLowerCase());
}
