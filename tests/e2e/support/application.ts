import type { Page } from '@playwright/test';
import type { ApplicationItem, WorkspaceResponse } from '#shared/application.ts';

/** What a certificate prints for one person, when a test gives it rather than the tree's name. */
export type Printed = { firstNames: string; surname: string; fatherName?: string; motherName?: string };

type Options = {
  /** What each person's certificates print, by member id; by default the tree's full name. */
  printed?: Record<string, Printed>;
  /** Resolve each flag with its drafted covering-letter paragraph rather than a fixed note. */
  draftNotes?: boolean;
  /** Why an 'if applicable' item is set aside. */
  notApplicableReason: string;
  /** The office an ordered certificate is ordered from. */
  orderedFrom: string;
};

/**
 * Takes every item but `skip` to 'checked' (or sets an 'if applicable' one aside) through the API,
 * as the user would item by item: ordered, in hand, what the certificate says, each flag resolved.
 */
export async function gatherAllBut(page: Page, skip: string, options: Options) {
  await page.evaluate(
    async ({ skipKey, printed, draftNotes, notApplicableReason, orderedFrom }) => {
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(path, {
          method,
          headers: body === undefined ? undefined : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
        return res.status === 204 ? null : (res.json() as Promise<unknown>);
      };
      const load = async () => (await call('GET', '/api/application')) as WorkspaceResponse;
      const path = (key: string) => `/api/application/items/${encodeURIComponent(key)}`;
      const order = ['needed', 'ordered', 'in_hand', 'checked'];
      for (const first of (await load()).items) {
        if (first.key === skipKey) continue;
        if (first.required === 'if_applicable') {
          await call('PATCH', path(first.key), { notApplicable: true, reason: notApplicableReason });
          continue;
        }
        let item: ApplicationItem = first;
        while (item.status !== 'checked') {
          if (item.status === 'in_hand' && item.needsCheck && !item.check) {
            let p = printed?.[item.memberId!];
            if (!p) {
              const person = (await load()).people.find((x) => x.memberId === item.memberId)!;
              const [firstNames = '', ...rest] = person.fullName.split(' ');
              p = { firstNames, surname: rest.join(' ') || firstNames };
            }
            await call('PUT', `${path(item.key)}/check`, {
              firstNames: p.firstNames,
              surname: p.surname,
              eventDate: null,
              eventPlace: null,
              fatherName: p.fatherName ?? null,
              motherName: p.motherName ?? null,
              spouseName: null,
              longForm: item.kind === 'birth' ? true : null,
              issuer: 'civil',
            });
            const checked = (await load()).items.find((i) => i.key === item.key)!;
            for (const flag of checked.flags.filter((f) => !f.resolved)) {
              await call('POST', `${path(item.key)}/flags/${encodeURIComponent(flag.id)}/resolve`, {
                note: (draftNotes && flag.draft) || 'Explained in the covering letter',
              });
            }
            item = (await load()).items.find((i) => i.key === item.key)!;
          }
          const next = item.allowedMoves
            .filter((s) => order.indexOf(s) > order.indexOf(item.status))
            .sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
          await call(
            'PATCH',
            path(item.key),
            next === 'ordered'
              ? { status: next, ordered: { where: orderedFrom, orderedOn: '2026-11-01' } }
              : { status: next },
          );
          item = (await load()).items.find((i) => i.key === item.key)!;
        }
      }
    },
    { skipKey: skip, ...options, printed: options.printed ?? null, draftNotes: options.draftNotes ?? false },
  );
}
