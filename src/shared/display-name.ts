/**
 * The name people see: their own, else the part of the email before @, else 'User'.
 * Kept apart from the session schemas so the page shell that shows it does not load zod.
 */
export function displayName(user: { name: string | null; email: string }): string {
  return user.name?.trim() || user.email.split('@')[0] || 'User';
}
