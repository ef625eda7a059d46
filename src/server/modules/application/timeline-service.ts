import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { applicationGate } from '#domain/application/covering-letter.ts';
import { backToNeeded } from '#domain/application/moves.ts';
import { budgetError, stepError } from '#domain/application/timeline.ts';
import type { PostingBody, TimelineStepBody } from '#shared/application.ts';
import type { Db } from '#server/db/client.ts';
import { applicationItems, applications, applicationSteps } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import { conflict, stateColumns } from './items-service.ts';
import { loadWorkspace } from './load.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * PUT the posting details. The first time, it records the 'posted' step and what the gate said
 * then (complete and checked, or what was missing: the guarantee reads it). Later calls correct
 * the tracking number, reference and dates.
 */
export async function putPosting(db: Db, userId: string, body: PostingBody, now: Date) {
  if (body.postedOn > day(now)) throw badRequest('postedOn: The posting date cannot be in the future.');
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(applications).where(eq(applications.userId, userId)).for('update');
    const fields = {
      postedOn: body.postedOn,
      signedOn: body.signedOn,
      trackingNumber: body.trackingNumber,
      dfaReference: body.dfaReference,
      updatedAt: now,
    };
    if (existing) {
      const steps = await tx.select().from(applicationSteps).where(eq(applicationSteps.userId, userId));
      const later = steps.filter((s) => s.step !== 'posted').map((s) => s.on);
      if (later.some((on) => on < body.postedOn)) {
        throw conflict('The posting date cannot be after a later step of the timeline.');
      }
      await tx.update(applications).set(fields).where(eq(applications.userId, userId));
      await tx
        .update(applicationSteps)
        .set({ on: body.postedOn })
        .where(and(eq(applicationSteps.userId, userId), eq(applicationSteps.step, 'posted')));
      return;
    }
    const { view } = await loadWorkspace(tx, userId);
    if (!view.available) throw conflict(view.message ?? 'Your tree gives no route to the Foreign Births Register yet.');
    // What the application itself lacked: the sender's address on our letter is not part of it.
    const gate = applicationGate(view.gate);
    await tx.insert(applications).values({
      userId,
      ...fields,
      readyWhenPosted: gate.ready,
      missingWhenPosted: gate.missing.map((m) => `${m.personName}: ${m.title}`),
    });
    await tx.insert(applicationSteps).values({ userId, step: 'posted', on: body.postedOn });
  });
}

/**
 * POST the next step of the timeline. 'Further documents requested' records what DFA asked for
 * and puts those items back into the list (back to 'needed'), adding any document the list lacks.
 */
export async function addStep(db: Db, userId: string, body: TimelineStepBody, now: Date) {
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select({ userId: applications.userId })
      .from(applications)
      .where(eq(applications.userId, userId))
      .for('update');
    if (!application) throw conflict('Record when you posted the application first.');
    const loaded = await loadWorkspace(tx, userId);
    const error = stepError(loaded.steps, body, day(now));
    if (error) throw conflict(error);
    const extrasSoFar = loaded.view.items.filter((i) => i.key.startsWith('dfa.')).length;
    const newExtras = body.step === 'further_documents_requested' ? body.extraDocuments.length : 0;
    const overBudget = budgetError(loaded.steps, extrasSoFar, newExtras);
    if (overBudget) throw badRequest(overBudget, 'TIMELINE_LIMIT');
    if (body.step !== 'further_documents_requested') {
      await tx.insert(applicationSteps).values({ userId, step: body.step, on: body.on });
      return;
    }
    const known = new Set(loaded.view.items.map((i) => i.key));
    const unknown = body.itemKeys.filter((k) => !known.has(k));
    if (unknown.length > 0) throw badRequest(`itemKeys: Not items of your application: ${unknown.join(', ')}`);
    const extraKeys = body.extraDocuments.map(() => `dfa.${randomUUID()}`);
    const itemKeys = [...new Set([...body.itemKeys, ...extraKeys])];
    await tx
      .insert(applicationSteps)
      .values({ userId, step: body.step, on: body.on, requested: body.requested, itemKeys });
    const requested = { requestedOn: body.on, requestedText: body.requested, updatedAt: now };
    if (body.itemKeys.length > 0) {
      await tx
        .insert(applicationItems)
        .values(body.itemKeys.map((itemKey) => ({ userId, itemKey })))
        .onConflictDoNothing();
      await tx
        .update(applicationItems)
        .set({
          ...stateColumns(backToNeeded(now.toISOString())),
          ...requested,
          check: null,
          resolutions: [],
          notApplicableReason: null,
          notApplicableAt: null,
          reminderSentFor: null,
        })
        .where(and(eq(applicationItems.userId, userId), inArray(applicationItems.itemKey, body.itemKeys)));
    }
    if (extraKeys.length > 0) {
      await tx.insert(applicationItems).values(
        body.extraDocuments.map((title, i) => ({
          userId,
          itemKey: extraKeys[i],
          extraTitle: title,
          neededAt: now,
          ...requested,
        })),
      );
    }
  });
}
