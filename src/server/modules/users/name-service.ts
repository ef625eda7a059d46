import { eq } from 'drizzle-orm';
import { displayName } from '#shared/display-name.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';

/** Sets the signed-in user's own name (issue 19 item 6); an empty name brings back the email fallback. */
export async function saveUserName(db: Db, userId: string, name: string) {
  const [row] = await db
    .update(user)
    .set({ name, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ name: user.name, email: user.email });
  if (!row) throw notFound('User not found');
  return { name: row.name, displayName: displayName(row) };
}
