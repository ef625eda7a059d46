import { z } from 'zod';
import { TIMELINE_STEPS, workspaceSummary } from './application.ts';
import { eligibilityAssessmentResponse } from './eligibility-assessment.ts';
import { familyMemberResponse } from './family.ts';
import { couponResponse } from './payments.ts';
import { singleLine } from './text.ts';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * The admin API contract: a user as the admin sees them, the admin stats, and the admin calls.
 * Money is in minor units (the spec's "pence"); rates are percentages 0-100 with one decimal.
 */

const money = { revenueInPence: z.number().int(), revenueDisplay: z.string() };

export const adminStatsResponse = z.object({
  users: z.object({
    total: z.number().int(),
    /** Created in the current calendar month in Europe/Dublin. */
    newThisMonth: z.number().int(),
  }),
  eligibilityChecks: z.object({
    total: z.number().int(),
    /** reason 'eligible' (Foreign Births Register through a grandparent or parent). */
    eligible: z.number().int(),
    /** reason 'not_eligible'. */
    notEligible: z.number().int(),
    /** reason 'born_in_ireland' or 'already_citizen': Irish already, nothing to register. */
    alreadyIrish: z.number().int(),
    /** eligible / total × 100, one decimal; 0 without checks. */
    eligibilityRate: z.number(),
  }),
  /** Paid orders only: status 'paid'. */
  pdfOrders: z.object({ paid: z.number().int(), ...money }),
  /** Paid orders only: status paid, processing, shipped or delivered. */
  documentRequests: z.object({ paid: z.number().int(), ...money }),
  conversion: z.object({
    /** Paid PDF orders / eligibility checks × 100, one decimal; 0 without checks. */
    eligibilityToOrderRate: z.number(),
  }),
  totalRevenue: z.object({ inPence: z.number().int(), display: z.string() }),
  /**
   * Where the money went (docs/decisions/060-the-admin-queue.md): everything customers paid us
   * (our fees and the registry fees collected, refunded payments included), the refunds, the
   * registry fees passed on to the offices, and what is left: the margin, with its share of takings.
   */
  money: z.object({
    taken: z.object({ inPence: z.number().int(), display: z.string() }),
    refunds: z.object({ count: z.number().int(), inPence: z.number().int(), display: z.string() }),
    registryCosts: z.object({ count: z.number().int(), inPence: z.number().int(), display: z.string() }),
    margin: z.object({ inPence: z.number().int(), display: z.string(), percentOfTaken: z.number() }),
  }),
  /** Guarantee claims waiting for a decision or a retried refund. */
  claimsWaiting: z.number().int(),
  currency: z.string(),
  /**
   * 'Your Application' (issue 21): users gathering documents (not yet posted), and posted
   * applications by their current step.
   */
  applications: z.object({
    gathering: z.number().int(),
    byStep: z.object(
      Object.fromEntries(TIMELINE_STEPS.map((s) => [s, z.number().int()])) as Record<
        (typeof TIMELINE_STEPS)[number],
        z.ZodNumber
      >,
    ),
  }),
  /**
   * The office data set's facts (fees, times, addresses) and how many were seen more than 18 months
   * ago: those show as 'ask the office' until re-checked (docs/decisions/037-facts-that-stay-fresh.md).
   */
  officeFacts: z.object({ total: z.number().int(), stale: z.number().int() }),
  /** The last 12 weeks (Monday to Sunday, Europe/Dublin), oldest first, the current week last. */
  weekly: z.array(
    z.object({
      /** ISO date of the Monday. */
      weekStart: z.string(),
      signups: z.number().int(),
      checks: z.number().int(),
      /** PDF and document orders paid that week (by paid_at). */
      paidOrders: z.number().int(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsResponse>;

/**
 * GET /api/admin/office-facts: every fact the office data set shows (each office's name, address
 * and ordering link, each fee and time found), oldest first, with its source address and the date
 * it was seen (docs/decisions/037-facts-that-stay-fresh.md).
 */
export const adminOfficeFact = z.object({
  /** '<entry>.<fee|time|address>.<events>', e.g. 'us-ny.fee.birth'. */
  id: z.string(),
  region: z.string(),
  kind: z.enum(['address', 'fee', 'time']),
  events: z.array(z.enum(['birth', 'marriage', 'death'])),
  text: z.string(),
  sourceUrl: z.string(),
  /** 'office', 'government-directory' or 'third-party'. */
  sourceKind: z.enum(['office', 'government-directory', 'third-party']),
  /** The source's date as the data set records it ('2018-04-27', 'seen 2026-11'). */
  seen: z.string(),
  /** The first day that date can mean (yyyy-mm-dd). */
  seenOn: z.string().nullable(),
  /** 'November 2026', '27 April 2018', '2010'. */
  seenLabel: z.string().nullable(),
  ageMonths: z.number().int().nullable(),
  /** Seen more than 18 months before today: shown to users as 'ask the office'. */
  stale: z.boolean(),
});
export const adminOfficeFactsResponse = z.object({
  /** The day the ages are counted to (yyyy-mm-dd, Europe/Dublin). */
  today: z.string(),
  staleAfterMonths: z.number().int(),
  total: z.number().int(),
  stale: z.number().int(),
  facts: z.array(adminOfficeFact),
});
export type AdminOfficeFacts = z.infer<typeof adminOfficeFactsResponse>;

export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
export const ADMIN_USERS_DEFAULT_PAGE_SIZE = 20;

export const adminUsersQuery = z.object({
  search: z
    .preprocess(trim, singleLine(100, undefined, 'Search must be at most 100 characters').optional())
    .transform((s) => (s ? s : undefined)),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE_SIZE).default(ADMIN_USERS_DEFAULT_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  activityCounts: z.object({
    familyMembers: z.number().int(),
    pdfOrders: z.number().int(),
    documentRequests: z.number().int(),
  }),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({
  users: z.array(adminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserIdParams = z.object({ id: z.string().min(1).max(100) });

/** A family member as the admin tree shows it: the member, its full name and birth year, and its children. */
export type AdminTreeNode = z.infer<typeof familyMemberResponse> & {
  fullName: string;
  birthYear: number | null;
  children: AdminTreeNode[];
};

export const adminTreeNode: z.ZodType<AdminTreeNode> = familyMemberResponse.extend({
  fullName: z.string(),
  birthYear: z.number().int().nullable(),
  get children(): z.ZodArray<z.ZodType<AdminTreeNode>> {
    return z.array(adminTreeNode);
  },
});

export const adminFamilyTreeResponse = z.object({
  user: adminUser,
  totalMembers: z.number().int(),
  /**
   * Roots: the applicant (self), siblings, parents, and any grandparent not linked to a parent;
   * each parent's grandparents are its children.
   */
  familyTree: z.array(adminTreeNode),
  /** The one eligibility engine's result for this tree (docs/decisions/011-eligibility-engine.md). */
  eligibility: eligibilityAssessmentResponse,
  /** 'Your Application' progress (issue 21): items ready, posted date, current step; null before there is one. */
  application: workspaceSummary.nullable(),
});
export type AdminFamilyTree = z.infer<typeof adminFamilyTreeResponse>;

export const adminAuditEntry = z.object({
  id: z.string(),
  adminUserId: z.string().nullable(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminAuditQuery = z.object({
  targetType: z.preprocess(trim, singleLine(50).min(1)),
  targetId: z.preprocess(trim, singleLine(100).min(1)),
});

export const adminAuditResponse = z.object({ entries: z.array(adminAuditEntry) });

/** GET /api/admin/coupons: each coupon with its admin history, newest first. */
export const adminCouponResponse = couponResponse.extend({ history: z.array(adminAuditEntry) });
export type AdminCoupon = z.infer<typeof adminCouponResponse>;

/** GET /api/user/is-admin. */
export const isAdminResponse = z.object({ isAdmin: z.boolean() });
export type IsAdminResponse = z.infer<typeof isAdminResponse>;
