import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/** The user profile: delivery address and notification preferences. */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  county: text('county'),
  postalCode: text('postal_code'),
  country: text('country').notNull().default('Ireland'),
  phone: text('phone'),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifySms: boolean('notify_sms').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
