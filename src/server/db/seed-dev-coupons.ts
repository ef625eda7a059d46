import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PATHS } from '../paths.ts';
import type { Db } from './client.ts';
import { coupons } from './schema.ts';

const file = PATHS.devCoupons;
const entries = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    percentOff: z.number().int().optional(),
    amountOff: z.number().int().optional(),
    usageLimit: z.number().int().optional(),
  }),
);

/** Development only: the coupons of config/coupons.dev.json, added once (existing codes are left alone). */
export async function seedDevCoupons(db: Db): Promise<void> {
  const list = entries.parse(JSON.parse(readFileSync(file, 'utf8')));
  for (const c of list) {
    await db
      .insert(coupons)
      .values({
        code: c.code,
        name: c.name,
        percentOff: c.percentOff ?? null,
        amountOff: c.amountOff ?? null,
        usageLimit: c.usageLimit ?? null,
      })
      .onConflictDoNothing({ target: coupons.code });
  }
}
