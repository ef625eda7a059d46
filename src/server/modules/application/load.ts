import { asc, eq } from 'drizzle-orm';
import { withSenderAddress } from '#domain/application/covering-letter.ts';
import { currentDeadline } from '#domain/application/deadlines.ts';
import { deriveItems } from '#domain/application/items.ts';
import { postalAddressLines } from '#domain/address/address-format.ts';
import { currentStep, decisionWindow, nextSteps } from '#domain/application/timeline.ts';
import {
  buildWorkspace,
  cardStep,
  type ExtraItem,
  type StoredItem,
  type WorkspaceView,
} from '#domain/application/workspace.ts';
import type { NameChange } from '#domain/documents/name-change.ts';
import type { EligibilityAssessment } from '#domain/eligibility/engine.ts';
import type { FamilyMember } from '#domain/tree/family-member.ts';
import type { ApplicationRecord, DecisionWindow, WorkspaceResponse } from '#shared/application.ts';
import { scanStorageLabel } from '#shared/scan-files.ts';
import { countryByName } from '#shared/countries.ts';
import type { Profile } from '#shared/profile.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { applicationItems, applications, applicationScans, applicationSteps } from '#server/db/schema.ts';
import { assessUser } from '../family/lineage-service.ts';
import { toDomainMember } from '../family/members-service.ts';
import { listNameChanges } from '../family/name-changes-service.ts';
import { getProfile } from '../profile/service.ts';

type ItemRow = typeof applicationItems.$inferSelect;
type StepRow = typeof applicationSteps.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/** Everything the workspace is built from, read for one user. */
export type Loaded = {
  tree: { members: FamilyMember[]; nameChanges: NameChange[]; assessment: EligibilityAssessment };
  view: WorkspaceView;
  rows: Map<string, ItemRow>;
  steps: StepRow[];
  application: ApplicationRow | null;
  scans: Map<string, { fileName: string; mimeType: string; size: number; createdAt: Date }>;
  /** The postal address saved in Settings, as the user's country writes it: the covering letter's sender. */
  senderAddress: string[] | null;
};

/** The profile's postal address in lines, or null when Settings has none. */
const senderAddressOf = (profile: Profile): string[] | null => {
  const country = countryByName(profile.country);
  return profile.addressLine1 && country ? postalAddressLines(profile, country) : null;
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toStored(row: ItemRow): StoredItem {
  return {
    key: row.itemKey,
    status: row.status,
    statusDates: {
      needed: iso(row.neededAt),
      ordered: iso(row.orderedAt),
      in_hand: iso(row.inHandAt),
      checked: iso(row.checkedAt),
    },
    ordered:
      row.orderedWhere && row.orderedOn
        ? {
            where: row.orderedWhere,
            orderedOn: row.orderedOn,
            expectedBy: row.expectedBy,
            reference: row.orderReference,
          }
        : null,
    check: row.check,
    resolutions: new Map(row.resolutions.map((r) => [r.flagId, r])),
    notApplicable:
      row.notApplicableReason && row.notApplicableAt
        ? { reason: row.notApplicableReason, at: row.notApplicableAt.toISOString() }
        : null,
    requestedByDfa: row.requestedOn && row.requestedText ? { on: row.requestedOn, requested: row.requestedText } : null,
  };
}

/**
 * Reads the user's tree, what they recorded on each item, the timeline and the scans, and builds
 * the workspace. Inside a transaction, pass it so the answer matches what it writes.
 */
/** `today` (yyyy-mm-dd) decides which office fees and times are fresh enough to show (docs/decisions/037-facts-that-stay-fresh.md). */
export async function loadWorkspace(
  db: Db | Tx,
  userId: string,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<Loaded> {
  const [{ assessment, members }, nameChanges, rowList, steps, [application], scanList] = await Promise.all([
    assessUser(db as Db, userId),
    listNameChanges(db as Db, userId),
    db.select().from(applicationItems).where(eq(applicationItems.userId, userId)),
    db
      .select()
      .from(applicationSteps)
      .where(eq(applicationSteps.userId, userId))
      .orderBy(asc(applicationSteps.on), asc(applicationSteps.createdAt)),
    db.select().from(applications).where(eq(applications.userId, userId)),
    db
      .select({
        itemKey: applicationScans.itemKey,
        fileName: applicationScans.fileName,
        mimeType: applicationScans.mimeType,
        size: applicationScans.size,
        createdAt: applicationScans.createdAt,
      })
      .from(applicationScans)
      .where(eq(applicationScans.userId, userId)),
  ]);
  const tree = { members: members.map(toDomainMember), nameChanges, assessment };
  const derived = deriveItems(tree.members, tree.nameChanges, assessment, today);
  const applicant = derived.people.find((p) => p.role === 'applicant');
  const extras: ExtraItem[] = applicant
    ? rowList.flatMap((r) =>
        r.extraTitle
          ? [{ key: r.itemKey, title: r.extraTitle, memberId: applicant.memberId, personName: applicant.name }]
          : [],
      )
    : [];
  const view = buildWorkspace(derived, rowList.map(toStored), extras, tree);
  // The covering letter needs the sender's postal address: the gate lists it when Settings has none.
  const senderAddress = senderAddressOf(await getProfile(db, userId));
  view.gate = withSenderAddress(view.gate, view, senderAddress);
  return {
    tree,
    view,
    rows: new Map(rowList.map((r) => [r.itemKey, r])),
    steps,
    application: application ?? null,
    scans: new Map(scanList.map((s) => [s.itemKey, s])),
    senderAddress,
  };
}

function applicationRecord(loaded: Loaded, today: string): ApplicationRecord | null {
  const { application, steps } = loaded;
  if (!application) return null;
  const current = currentStep(steps) ?? 'posted';
  return {
    postedOn: application.postedOn,
    signedOn: application.signedOn,
    trackingNumber: application.trackingNumber,
    dfaReference: application.dfaReference,
    readyWhenPosted: application.readyWhenPosted,
    missingWhenPosted: application.missingWhenPosted,
    timeline: steps.map((s) => ({
      id: s.id,
      step: s.step,
      on: s.on,
      requested: s.requested,
      itemKeys: s.itemKeys,
    })),
    currentStep: current,
    nextSteps: nextSteps(steps),
    deadline: currentDeadline(application, steps, today),
  };
}

function expectedDecision(loaded: Loaded, config: AppConfig): DecisionWindow | null {
  const window = decisionWindow(loaded.steps, config.fbrProcessing);
  return window ? { ...window, basis: config.fbrProcessing.basis, sourceUrl: config.fbrProcessing.sourceUrl } : null;
}

/** The GET /api/application answer; `now` dates the deadline's 'passed'. */
export function toResponse(loaded: Loaded, config: AppConfig, now: Date = new Date()): WorkspaceResponse {
  const { view } = loaded;
  const application = applicationRecord(loaded, now.toISOString().slice(0, 10));
  return {
    available: view.available,
    message: view.message,
    route: view.route,
    people: view.people,
    items: view.items.map((item) => {
      const scan = loaded.scans.get(item.key);
      return {
        key: item.key,
        kind: item.kind,
        memberId: item.memberId,
        role: item.role,
        personName: item.personName,
        title: item.title,
        why: item.why,
        carries: item.carries ?? null,
        office: item.office,
        obtain: item.obtain,
        required: item.required,
        notApplicable: item.notApplicable,
        status: item.status,
        statusDates: item.statusDates,
        ordered: item.ordered,
        needsCheck: item.needsCheck,
        check: item.check,
        flags: item.flags,
        scan: scan
          ? {
              fileName: scan.fileName,
              contentType: scan.mimeType,
              size: scan.size,
              uploadedAt: scan.createdAt.toISOString(),
            }
          : null,
        requestedByDfa: item.requestedByDfa,
        sharedBy: item.sharedBy,
        allowedMoves: item.allowedMoves,
        researchable: item.researchable,
      };
    }),
    summary: {
      ...view.summary,
      currentStep: cardStep(view.gate, application?.currentStep ?? null),
      postedOn: application?.postedOn ?? null,
    },
    gate: view.gate,
    sender: { address: loaded.senderAddress },
    application,
    expectedDecision: expectedDecision(loaded, config),
    scanStorage: scanStorage(loaded, config),
  };
}

function scanStorage(loaded: Loaded, config: AppConfig) {
  let usedBytes = 0;
  for (const scan of loaded.scans.values()) usedBytes += scan.size;
  const quotaBytes = config.scanQuotaBytes;
  return { usedBytes, quotaBytes, label: scanStorageLabel(usedBytes, quotaBytes) };
}

/** The user's item `key`; 404 for a key their tree does not give (another user's included). */
export async function findItem(db: Db | Tx, userId: string, key: string) {
  const item = (await loadWorkspace(db, userId)).view.items.find((i) => i.key === key);
  if (!item) throw notFound('There is no such item in your application.');
  return item;
}
