import { eq } from 'drizzle-orm';
import type { UserConsentResponse } from '#shared/consent.ts';
import type { Db } from '#server/db/client.ts';
import { consentEvents, userConsents } from '#server/db/schema.ts';

export type ConsentChoice = { analytics: boolean; marketing: boolean; thirdPartySharing: boolean };

const toResponse = (row: typeof userConsents.$inferSelect): UserConsentResponse => ({
  consentCookiesNecessary: row.consentCookiesNecessary,
  consentCookiesAnalytics: row.consentCookiesAnalytics,
  consentCookiesMarketing: row.consentCookiesMarketing,
  consentThirdPartySharing: row.consentThirdPartySharing,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getConsent(db: Db, userId: string): Promise<UserConsentResponse | null> {
  const [row] = await db.select().from(userConsents).where(eq(userConsents.userId, userId));
  return row ? toResponse(row) : null;
}

/** Stores the current choice and, in the same transaction, the dated event of the change. */
export async function saveConsent(
  db: Db,
  userId: string,
  choice: ConsentChoice,
  source: 'banner' | 'settings',
): Promise<UserConsentResponse> {
  return db.transaction(async (tx) => {
    const values = {
      consentCookiesNecessary: true,
      consentCookiesAnalytics: choice.analytics,
      consentCookiesMarketing: choice.marketing,
      consentThirdPartySharing: choice.thirdPartySharing,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(userConsents)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userConsents.userId, set: values })
      .returning();
    await tx.insert(consentEvents).values({ userId, necessary: true, ...choice, source });
    return toResponse(row);
  });
}
