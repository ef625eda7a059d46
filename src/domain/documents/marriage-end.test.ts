import { describe, expect, it } from 'vitest';
import { assessEligibility } from '../eligibility/engine.ts';
import { buildDocumentChecklist } from './checklist.ts';
import { decreesNeeded, endDecree } from './marriage-end.ts';
import type { NameChange } from './name-change.ts';
import { nameChange, sampleFamily } from './sample-tree.ts';

/** A divorce or annulment ends a marriage (docs/decisions/058-marriages-and-names-as-records.md). */

const divorced = { kind: 'divorce', date: '1984-05', place: 'Leeds', country: 'England' } as const;

/** The grandmother's two marriages: to Peter (1950, ended as `end` says), then to Michael (1955). */
function grandmother(end: NameChange['marriageEnd'], firstDate: string | null = '1950'): NameChange[] {
  return [
    nameChange({
      id: 'gm1-peter',
      familyMemberId: 'gm1',
      changeType: 'marriage',
      changeDate: firstDate,
      spouseFirstName: 'Peter',
      spouseLastName: 'Kelly',
      marriageId: 'm-peter',
      marriageEnd: end,
    }),
    nameChange({
      id: 'gm1-michael',
      familyMemberId: 'gm1',
      changeType: 'marriage',
      changeDate: '1955-09-03',
      spouseFamilyMemberId: 'gf1',
      marriageId: 'm-michael',
    }),
  ];
}

describe('the decree that ended a marriage', () => {
  it('is the final divorce decree or the decree of annulment; a death has none', () => {
    expect(endDecree(divorced)).toBe('Final divorce decree');
    expect(endDecree({ ...divorced, kind: 'annulment' })).toBe('Decree of annulment');
    expect(endDecree({ ...divorced, kind: 'death' })).toBeNull();
    expect(endDecree(null)).toBeNull();
  });

  it('is needed where a later marriage rests on it', () => {
    expect(decreesNeeded('gm1', grandmother(divorced)).map((d) => [d.marriage.id, d.decree])).toEqual([
      ['gm1-peter', 'Final divorce decree'],
    ]);
    // Undated: the other marriage still lasts, so it came after.
    expect(decreesNeeded('gm1', grandmother({ ...divorced, kind: 'annulment' }, null))).toHaveLength(1);
  });

  it('is not needed for the last marriage, a marriage ended by a death, or one her divorce record explains', () => {
    const [peter] = grandmother(divorced);
    expect(decreesNeeded('gm1', [peter!])).toEqual([]);
    expect(decreesNeeded('gm1', grandmother({ ...divorced, kind: 'death' }))).toEqual([]);
    const record = nameChange({
      id: 'gm1-divorce',
      familyMemberId: 'gm1',
      changeType: 'divorce',
      surnameAfterChange: 'Brennan',
      marriageId: 'm-peter',
    });
    expect(decreesNeeded('gm1', [...grandmother(divorced), record])).toEqual([]);
  });

  it('is on the checklist of the grandparent who married again, with how and when the marriage ended', () => {
    const family = sampleFamily();
    const nameChanges = [...family.nameChanges.filter((c) => c.familyMemberId !== 'gm1'), ...grandmother(divorced)];
    const lists = buildDocumentChecklist(family.members, nameChanges, assessEligibility(family.members), '2026-11-27');
    const items = lists.find((l) => l.memberId === 'gm1')?.items ?? [];
    expect(items.find((i) => i.id === 'marriage-end-m-peter')).toMatchObject({
      kind: 'name_change',
      title: 'Final divorce decree',
      status: 'need',
      why:
        "Mary Walsh's marriage to Peter Kelly ended by divorce (May 1984, Leeds, England), and a later marriage " +
        'rests on it: send the final divorce decree with the current civil marriage certificate.',
    });
    // Without the later marriage, no decree.
    const once = buildDocumentChecklist(
      family.members,
      [...family.nameChanges.filter((c) => c.familyMemberId !== 'gm1'), grandmother(divorced)[0]!],
      assessEligibility(family.members),
      '2026-11-27',
    );
    expect(once.flatMap((l) => l.items).some((i) => i.id.startsWith('marriage-end-'))).toBe(false);
  });
});
