import { z } from 'zod';
import { CLAIM_STATUSES } from '#domain/guarantee/claims.ts';
import { multiLine } from './text.ts';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** Success-guarantee claims: the contract of /api/claims and /api/admin/claims. */

export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
/** Refusal letters are accepted as a PDF or a photo; the type is read from the file's content. */
export const EVIDENCE_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
} as const;

const orderType = z.enum(['pdf', 'document']);

/** The form fields of POST /api/claims (multipart; the letter is the file part 'letter'). */
export const claimFields = z
  .object({
    /** Each 'pdf:<order id>' or 'document:<order id>'. */
    order: z
      .array(
        z
          .string()
          .regex(/^(pdf|document):[0-9a-fA-F-]{36}$/, 'Choose the orders your claim covers.')
          .refine(
            (v) => z.uuid().safeParse(v.slice(v.indexOf(':') + 1)).success,
            'Choose the orders your claim covers.',
          ),
        'Choose the orders your claim covers.',
      )
      .min(1, 'Choose at least one order for your claim.')
      .max(20, 'A claim can cover at most 20 orders.'),
    decisionDate: z.iso.date('Enter the date on the refusal letter.'),
    note: z.preprocess(trim, multiLine(2000, undefined, 'The note can be at most 2,000 characters.').optional()),
  })
  .strict();

export const claimableOrderResponse = z.object({
  type: orderType,
  id: z.string(),
  reference: z.string(),
  label: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  guaranteeTermsVersion: z.string().nullable(),
  covered: z.boolean(),
  /** Why an order cannot be claimed, in words for the user; null when it can. */
  reason: z.string().nullable(),
});
export type ClaimableOrder = z.infer<typeof claimableOrderResponse>;

const claimOrder = z.object({
  type: orderType,
  id: z.string(),
  reference: z.string(),
  label: z.string(),
  amount: z.number().int(),
  guaranteeTermsVersion: z.string(),
  refunded: z.boolean(),
});

/** One step of the application's tracker: its kind, its words and its day. */
const recordStep = z.object({ step: z.string(), label: z.string(), on: z.string() });

const evidence = z.object({ fileName: z.string(), mimeType: z.string(), size: z.number().int() });

export const claimResponse = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(CLAIM_STATUSES),
  statusLabel: z.string(),
  decisionDate: z.string(),
  note: z.string().nullable(),
  declineReason: z.string().nullable(),
  totalAmount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  refundedAt: z.string().nullable(),
  orders: z.array(claimOrder),
  evidence: evidence.nullable(),
  /**
   * The claimant's application as posted (issue 21 item 7): whether it was complete and every
   * item checked, and what was missing; null when they recorded no posting in 'Your Application'.
   */
  application: z
    .object({
      postedOn: z.string(),
      readyWhenPosted: z.boolean(),
      missingWhenPosted: z.array(z.string()),
      /** The tracker's steps now, oldest first, shown beside the letter (decision 053). */
      steps: z.array(recordStep),
    })
    .nullable(),
});
export type ClaimResponse = z.infer<typeof claimResponse>;

/**
 * GET /api/claims/record: what the tracker in 'Your Application' says, and whether it allows a
 * claim now (docs/decisions/053-claims-match-the-record.md). `refusedOn` is the date the letter
 * must carry; `message` says so, or what to record first.
 */
export const claimRecordResponse = z.object({
  ready: z.boolean(),
  refusedOn: z.string().nullable(),
  message: z.string(),
  steps: z.array(recordStep),
});
export type ClaimRecordResponse = z.infer<typeof claimRecordResponse>;

export const adminClaimResponse = claimResponse.extend({
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  /** The claimant's name on their account; null when they gave none or the account was deleted. */
  userName: z.string().nullable(),
  refundError: z.string().nullable(),
  decidedByEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminClaimResponse = z.infer<typeof adminClaimResponse>;

const statusFilter = z.enum(CLAIM_STATUSES);
export const adminClaimsQuery = z
  .object({ status: z.union([statusFilter, z.array(statusFilter)]).optional() })
  .strict();

export const claimIdParams = z.object({ id: z.uuid('Claim not found') });

export const declineClaimBody = z
  .object({
    reason: z.preprocess(
      trim,
      multiLine(1000, 'Give the claimant a reason.', 'The reason can be at most 1,000 characters.').min(
        10,
        'Give the claimant a reason of at least 10 characters.',
      ),
    ),
  })
  .strict();
