import type { Db } from '#server/db/client.ts';
import { accountActivity } from '#server/db/schema.ts';

/** A sign-in: the account is active again, and any inactivity warning is void. */
export async function recordSignIn(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insert(accountActivity)
    .values({ userId, lastSignInAt: at })
    .onConflictDoUpdate({ target: accountActivity.userId, set: { lastSignInAt: at, inactivityWarnedAt: null } });
}
