import { z } from 'zod';
import { REGISTRY_FEE_STATUSES } from '#domain/orders/registry-fee.ts';
import { SELECTION_FLAGS, type SelectionFlag } from '#domain/documents/kinds.ts';
import {
  DOCUMENT_TYPES,
  MANUAL_BOXES,
  NOT_RESEARCHED,
  documentTypeOf,
  researchScope,
  type ManualBox,
} from '#domain/orders/research.ts';
import { multiLine, singleLine } from './text.ts';

const emptyToNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v;
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const year = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number('Must be a year')
    .int('Must be a year')
    .min(1800, 'Must be after 1800')
    .max(new Date().getFullYear(), 'Cannot be in the future')
    .nullable(),
);

export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

/** An object of booleans, one per key: the spec's shapes of ticks (document kinds through the registry). */
const booleans = <K extends string>(keys: readonly K[], optional: boolean) =>
  z.object(
    Object.fromEntries(keys.map((k) => [k, optional ? z.boolean().optional() : z.boolean()])) as Record<
      K,
      z.ZodBoolean
    >,
  );

export const lineageRequestBody = z
  .object({
    selectedFamilyMemberId: z.uuid('Please select a family member for document research.'),
    documentsNeeded: z
      .array(
        z
          .object({
            familyMemberId: z.uuid(),
            documentType: documentTypeSchema,
            // The documented shape sends the member's name too; accepted and ignored: the stored name is used.
            memberName: z.string().max(500).optional(),
          })
          .strict(),
      )
      .min(1, 'No documents selected: Please select at least one document to order')
      .max(20),
    additionalInfo: z.preprocess(emptyToNull, multiLine(2000).nullable().optional()),
  })
  .strict();

/**
 * The fields of the document request that the server owns: a client may send the whole request
 * back in place of the manual fields; they are accepted and ignored.
 */
const documentRequestEcho = {
  id: z.string().max(100).optional(),
  userId: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
  createdAt: z.string().max(40).optional(),
  documentsRequestedCount: z.number().int().optional(),
  selectedFamilyMemberId: z.string().max(100).nullish(),
  deliveryAddress: z.record(z.string().max(40), z.unknown()).nullish(),
  trackingNumber: z.string().max(100).nullish(),
  carrier: z.string().max(100).nullish(),
  estimatedDeliveryDate: z.string().max(40).nullish(),
  deliveredAt: z.string().max(40).nullish(),
};

/** The landing page's manual form, or the entity sent back; totalCost and the server's fields are accepted but ignored. */
export const manualRequestBody = z
  .object({
    requesterName: z.preprocess(emptyToNull, singleLine(200, 'Your name is required').min(1)),
    requesterEmail: z.preprocess(emptyToNull, z.email('Enter a valid email address').max(254)),
    subjectName: z.preprocess(emptyToNull, singleLine(200, 'The name of the person is required').min(1)),
    subjectBirthYear: year.optional(),
    subjectBirthLocation: z.preprocess(emptyToNull, singleLine(200).nullable().optional()),
    // Not in the spec's payload: Manual Entry asks for it so that places we do not research are refused.
    subjectBirthCountry: z.preprocess(emptyToNull, singleLine(100).nullable().optional()),
    subjectDeathYear: year.optional(),
    documentsNeeded: z
      .union([
        // The spec's legacy shape {birthCert, deathCert, marriageCert, other}: one box per kind (MANUAL_BOXES).
        booleans(
          MANUAL_BOXES.map((b) => b.flag),
          false,
        ).strict(),
        // The document request's own list of types: each type becomes its tick box.
        z
          .array(
            z
              .object({
                familyMemberId: z.string().max(100).nullish(),
                memberName: z.string().max(500).optional(),
                documentType: z.string().max(60),
              })
              .strict(),
          )
          .max(20)
          .transform((list) => {
            const types = new Set(list.map((d) => d.documentType));
            const ticked = (b: (typeof MANUAL_BOXES)[number]) =>
              b.flag === 'other'
                ? [...types].some((t) => !MANUAL_BOXES.some((m) => m.flag !== 'other' && documentTypeOf(m.kind) === t))
                : types.has(documentTypeOf(b.kind));
            return Object.fromEntries(MANUAL_BOXES.map((b) => [b.flag, ticked(b)])) as Record<ManualBox, boolean>;
          }),
      ])
      .refine((d) => Object.values(d).some(Boolean), 'Please select at least one document to order'),
    additionalInfo: z.preprocess(emptyToNull, multiLine(2000).nullable().optional()),
    totalCost: z.number().optional(),
    ...documentRequestEcho,
  })
  .strict();

/**
 * The Manual Entry form: the request with the country of birth chosen, refused there when we do
 * not research it, with the words Smart Selection uses (the server refuses it too).
 */
export const manualRequestForm = manualRequestBody
  .extend({ subjectBirthCountry: z.preprocess(trim, singleLine(100).min(1, 'Choose the country of birth')) })
  .superRefine((r, ctx) => {
    const place = { country: r.subjectBirthCountry, place: r.subjectBirthLocation, kind: 'birth' as const };
    if (researchScope(place) === 'not-researched')
      ctx.addIssue({ code: 'custom', path: ['subjectBirthCountry'], message: NOT_RESEARCHED });
  });

export const createDocumentPaymentBody = z
  .object({ documentRequestId: z.uuid('Order not found'), couponCode: z.preprocess(trim, singleLine(40).nullish()) })
  .strict();

export const documentPaymentPatchBody = z
  .object({ paymentIntentId: singleLine(255).min(1), status: singleLine(40).optional() })
  .strict();

/** The spec's selection shape: one `needs…` flag per kind we research (src/domain/documents/kinds.ts). */
export const selectionBody = booleans(SELECTION_FLAGS, true)
  .extend({ userId: singleLine(100).optional(), familyMemberId: z.uuid().optional() })
  .strict();
export type SelectionFlags = Partial<Record<SelectionFlag, boolean>>;

const address = z.object({
  /** The name saved in Settings when the order was paid; absent on orders paid before it was kept. */
  recipientName: z.string().nullable().optional(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  county: z.string(),
  eircode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
});

/**
 * One registry-fee line of an order (docs/decisions/056-the-registry-fee.md): the office's fee for
 * one certificate, in the office's currency and as charged in ours, or asked for at cost.
 */
export const registryFeeLineResponse = z.object({
  id: z.string(),
  /** Which of the order's documents it is for (its place in documentsNeeded). */
  documentIndex: z.number().int(),
  status: z.enum(REGISTRY_FEE_STATUSES),
  addedBy: z.enum(['data_set', 'admin']),
  region: z.string().nullable(),
  officeAmount: z.number().int().nullable(),
  officeCurrency: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string(),
  rate: z.string().nullable(),
  rateDate: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sourceSeen: z.string().nullable(),
  /** For the admin: why the fee is asked for at cost. */
  toConfirmReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type RegistryFeeLine = z.infer<typeof registryFeeLineResponse>;

export const documentRequestResponse = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  kind: z.enum(['lineage', 'manual']),
  status: z.enum(['pending', 'paid', 'processing', 'shipped', 'delivered', 'failed', 'refunded', 'cancelled']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  requesterName: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  subjectName: z.string().nullable(),
  totalCost: z.number().int(),
  baseAmount: z.number().int(),
  discountAmount: z.number().int(),
  unitPrice: z.number().int(),
  currency: z.string(),
  documentsRequestedCount: z.number().int(),
  documentsNeeded: z.array(
    z.object({ familyMemberId: z.string().nullable(), memberName: z.string(), documentType: z.string() }),
  ),
  additionalInfo: z.string().nullable(),
  selectedFamilyMemberId: z.string().nullable(),
  deliveryAddress: address.nullable(),
  /** On the owner's unpaid orders: certificates in it they already ordered and paid for, for the same person. */
  alreadyOrdered: z
    .array(
      z.object({
        documentType: z.string(),
        memberName: z.string(),
        orderId: z.string(),
        paidAt: z.string().nullable(),
      }),
    )
    .optional(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  registryFees: z.array(registryFeeLineResponse),
  /** Each certificate's outcome, on the owner's orders (docs/decisions/065-the-work-order.md). */
  lines: z.array(z.lazy(() => customerLineResponse)).optional(),
});
export type DocumentRequestResponse = z.infer<typeof documentRequestResponse>;

export const adminStatusBody = z
  .object({
    status: z.enum(['processing', 'shipped', 'delivered']).optional(),
    trackingNumber: z.preprocess(emptyToNull, singleLine(100).nullable().optional()),
    carrier: z.preprocess(emptyToNull, singleLine(100).nullable().optional()),
    estimatedDeliveryDate: z.preprocess(emptyToNull, z.iso.date('Must be a date (yyyy-mm-dd)').nullable().optional()),
    /** Moving to In Transit without a tracking number: the admin says it was posted untracked. */
    untracked: z.boolean().optional(),
    note: z.preprocess(emptyToNull, multiLine(2000).nullable().optional()),
  })
  .strict();
export type AdminOrderUpdate = z.input<typeof adminStatusBody>;

/** An admin cancels an unpaid order, with an optional internal note (why). */
export const adminCancelBody = z
  .object({ note: z.preprocess(emptyToNull, multiLine(2000).nullable().optional()) })
  .strict();

/** The admin sets the fee the office confirmed, in the office's currency (minor units). */
export const adminRegistryFeeBody = z
  .object({
    officeAmount: z
      .number('Enter the amount in cents or pence')
      .int('Enter the amount in cents or pence')
      .min(1)
      .max(1_000_000),
    officeCurrency: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code'),
    ),
    note: z.preprocess(emptyToNull, multiLine(2000).nullable().optional()),
  })
  .strict();
export type AdminRegistryFee = z.input<typeof adminRegistryFeeBody>;

export const adminRegistryFeeRefundBody = z
  .object({ note: z.preprocess(emptyToNull, multiLine(2000).nullable().optional()) })
  .strict();

/** POST …/registry-fees/:lineId/payment: the intent the browser confirms, as the order's payment answers it. */
export const registryFeePaymentResponse = z.object({
  lineId: z.string(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
});
export type RegistryFeePaymentResponse = z.infer<typeof registryFeePaymentResponse>;

/** What paying a registry-fee line came to (PATCH …/registry-fees/:lineId/payment). */
export const registryFeeSettlementResponse = z.object({
  lineId: z.string(),
  status: z.enum(REGISTRY_FEE_STATUSES),
  message: z.string().nullable(),
});

/** The office that issues a certificate, as the checklist and the pack name it (domain/documents/certificate-office.ts). */
export const certificateOfficeResponse = z.object({
  match: z.enum(['office', 'choose', 'other']),
  entryId: z.string().nullable(),
  region: z.string(),
  office: z.string(),
  orderUrl: z.string().nullable(),
  askFor: z.string(),
  fee: z.string(),
  time: z.string(),
  notes: z.array(z.string()),
  sources: z.array(
    z.object({
      site: z.string(),
      url: z.string(),
      checked: z.string(),
      kind: z.enum(['office', 'government-directory', 'third-party']),
    }),
  ),
});
export type CertificateOfficeResponse = z.infer<typeof certificateOfficeResponse>;

/** GET /api/document-request/lineage-recommendations, with which grandparent the server used. */
export const lineageRecommendationsResponse = z.object({
  lineageRoute: z.string().nullable(),
  irishAncestorName: z.string().nullable(),
  selectedFamilyMemberId: z.string().nullable(),
  eligibilityStatus: z.string(),
  recommendedDocumentTypes: z.array(
    z.object({
      type: z.enum(DOCUMENT_TYPES),
      subject: z.string(),
      subjectId: z.string(),
      reason: z.string(),
      priority: z.enum(['critical', 'recommended']),
      estimatedCost: z.number().int(),
      available: z.boolean(),
      unavailableReason: z.string().nullable(),
      office: certificateOfficeResponse.nullable(),
    }),
  ),
});
export type LineageRecommendations = z.infer<typeof lineageRecommendationsResponse>;

/** One family member's ticked certificates (GET and PUT /api/document-research-selections). */
export const researchSelectionResponse = booleans(SELECTION_FLAGS, false).extend({
  userId: z.string(),
  familyMemberId: z.string(),
  updatedAt: z.string(),
});
export type ResearchSelection = z.infer<typeof researchSelectionResponse>;

/** GET /api/admin/orders/:id/history: what happened to an order, oldest first. */
export const orderHistoryResponse = z.array(
  z.object({
    id: z.string(),
    actor: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    note: z.string().nullable(),
    changes: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
    /** On the admin's last status move while it can still be undone: until when. */
    undoableUntil: z.string().nullable(),
  }),
);

/** The work order (docs/decisions/065-the-work-order.md): what the office needs for one certificate. */
const lineDate = z.object({ recorded: z.string(), words: z.string() }).nullable();
const lineParent = z.object({ name: z.string(), birthSurname: z.string().nullable() }).nullable();
export const workOrderFactsResponse = z.object({
  name: z.string(),
  nameIs: z.string().nullable(),
  otherNames: z.array(z.string()),
  nameNow: z.string().nullable(),
  gender: z.string().nullable(),
  birth: z.object({ date: lineDate, place: z.string().nullable() }).nullable(),
  death: z.object({ date: lineDate, place: z.string().nullable() }).nullable(),
  marriage: z.object({ date: lineDate, place: z.string().nullable(), spouse: z.string().nullable() }).nullable(),
  father: lineParent,
  mother: lineParent,
  office: z
    .object({
      name: z.string(),
      region: z.string(),
      askFor: z.string(),
      fee: z.string(),
      orderUrl: z.string().nullable(),
    })
    .nullable(),
  customerNote: z.string().nullable(),
});

export const ORDER_LINE_OUTCOMES = ['open', 'ordered', 'received', 'posted', 'not_found'] as const;

/** One certificate of an order as the operator works it: the facts, the office, the outcome and any refund. */
export const orderLineResponse = z.object({
  documentIndex: z.number().int(),
  kind: z.string(),
  certificate: z.string(),
  facts: workOrderFactsResponse,
  /** The 'copy for the registry form' block. */
  registryForm: z.string(),
  outcome: z.enum(ORDER_LINE_OUTCOMES),
  orderedOn: z.string().nullable(),
  officeReference: z.string().nullable(),
  officeAmountPaid: z.number().int().nullable(),
  officeCurrency: z.string().nullable(),
  receivedAt: z.string().nullable(),
  postedAt: z.string().nullable(),
  notFoundAt: z.string().nullable(),
  searched: z.string().nullable(),
  /** What refunding the line would give back: its share of what was paid (0 for an unpaid or free order). */
  refundDue: z.number().int(),
  refundAmount: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
  refundedBy: z.string().nullable(),
  currency: z.string(),
});
export type OrderLine = z.infer<typeof orderLineResponse>;
export const orderLinesResponse = z.object({ lines: z.array(orderLineResponse) });

/** What the operator records on a line. */
export const adminLineOutcomeBody = z.discriminatedUnion('outcome', [
  z
    .object({
      outcome: z.literal('ordered'),
      orderedOn: z.iso.date('Must be a date (yyyy-mm-dd)'),
      officeReference: singleLine(100).min(1, 'Enter the office’s reference'),
      officeAmountPaid: z
        .number('Enter the amount in cents or pence')
        .int('Enter the amount in cents or pence')
        .min(0)
        .max(1_000_000),
      officeCurrency: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
        z.string().regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code'),
      ),
    })
    .strict(),
  z.object({ outcome: z.literal('received') }).strict(),
  z.object({ outcome: z.literal('posted') }).strict(),
  z
    .object({
      outcome: z.literal('not_found'),
      searched: multiLine(2000).min(1, 'Say what was searched (years, names, districts)'),
    })
    .strict(),
]);
export type AdminLineOutcome = z.input<typeof adminLineOutcomeBody>;

/** A line as its customer sees it. */
export const customerLineResponse = z.object({
  documentIndex: z.number().int(),
  certificate: z.string(),
  name: z.string(),
  outcome: z.enum(ORDER_LINE_OUTCOMES),
  refundAmount: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
});
export type CustomerLine = z.infer<typeof customerLineResponse>;
