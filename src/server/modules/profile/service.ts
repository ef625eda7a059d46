import { eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY } from '#shared/countries.ts';
import type { AddressBody, Profile } from '#shared/profile.ts';
import type { Db } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema.ts';

type Row = typeof userProfiles.$inferSelect;

const toProfile = (row: Row | undefined): Profile => ({
  addressLine1: row?.addressLine1 ?? null,
  addressLine2: row?.addressLine2 ?? null,
  city: row?.city ?? null,
  county: row?.county ?? null,
  // In Ireland the postal code is the Eircode (the spec's order address lists it as 'eircode').
  eircode: row?.country === 'Ireland' ? (row.postalCode ?? null) : null,
  postalCode: row?.postalCode ?? null,
  country: row?.country ?? DEFAULT_COUNTRY,
  phone: row?.phone ?? null,
  notificationPreferences: { email: row?.notifyEmail ?? true, sms: row?.notifySms ?? false },
});

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return toProfile(row);
}

async function upsert(db: Db, userId: string, values: Partial<Omit<Row, 'userId'>>): Promise<Profile> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userProfiles.userId, set })
    .returning();
  return toProfile(row);
}

export const saveAddress = (db: Db, userId: string, a: AddressBody) =>
  upsert(db, userId, {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? null,
    city: a.city,
    county: a.county ?? null,
    postalCode: a.postalCode ? a.postalCode.toUpperCase() : null,
    country: a.country,
    phone: a.phone ?? null,
  });

export const saveNotificationPreferences = (db: Db, userId: string, p: { email: boolean; sms: boolean }) =>
  upsert(db, userId, { notifyEmail: p.email, notifySms: p.sms });
