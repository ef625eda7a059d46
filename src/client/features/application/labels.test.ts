import { describe, expect, it } from 'vitest';
import type { ApplicationItem, MismatchFlag } from '#shared/application.ts';
import { actionName, itemChange, whoseItem } from './labels.ts';

const item = (change: Partial<ApplicationItem> = {}): ApplicationItem => ({
  key: 'gm1.grandparent-birth',
  kind: 'birth',
  memberId: 'gm1',
  role: 'irish_grandparent',
  personName: 'Bridget Walsh',
  title: 'Irish civil birth certificate',
  why: '',
  carries: null,
  office: null,
  obtain: null,
  required: 'always',
  notApplicable: null,
  status: 'needed',
  statusDates: { needed: '2026-03-01T10:00:00.000Z', ordered: null, in_hand: null, checked: null },
  ordered: null,
  needsCheck: true,
  check: null,
  flags: [],
  scan: null,
  requestedByDfa: null,
  sharedBy: ['me'],
  allowedMoves: ['ordered', 'in_hand'],
  researchable: true,
  ...change,
});

const flag = (id: string, note: string | null): MismatchFlag => ({
  id,
  code: 'surname_spelling',
  kind: 'explain',
  message: 'The surname differs',
  whatToDo: '',
  draft: null,
  resolved: note ? { note, at: '2026-03-02T10:00:00.000Z' } : null,
});

describe('whose item a button acts on', () => {
  it.each([
    ['Bridget Walsh', 'Irish civil birth certificate', "Bridget Walsh's Irish civil birth certificate"],
    ['Bridget Walsh', 'Long-form civil birth certificate', "Bridget Walsh's long-form civil birth certificate"],
    ['You', 'The online application, completed and paid', 'your online application, completed and paid'],
    ['You', 'A witness for the printed form', 'your witness for the printed form'],
    ['Your father', 'Civil marriage certificate', "your father's civil marriage certificate"],
    ['', 'A letter DFA asked for', 'A letter DFA asked for'],
  ])('%s, %s: %s', (personName, title, expected) => {
    expect(whoseItem({ personName, title })).toBe(expected);
  });

  it('puts the visible words first, then whose item it is', () => {
    expect(actionName('I have it', item())).toBe("I have it: Bridget Walsh's Irish civil birth certificate");
  });
});

describe('what the live region says when an item changes', () => {
  it('says the new status of a moved item', () => {
    expect(itemChange(item(), item({ status: 'in_hand' }))).toBe(
      "Bridget Walsh's Irish civil birth certificate: In hand",
    );
  });

  it('says an item was set aside, or is needed again', () => {
    const aside = item({ notApplicable: { reason: 'They did not marry', at: '2026-03-02T10:00:00.000Z' } });
    expect(itemChange(item(), aside)).toBe("Bridget Walsh's Irish civil birth certificate: set aside, does not apply");
    expect(itemChange(aside, item())).toBe("Bridget Walsh's Irish civil birth certificate: needed again");
  });

  it("gives a check's result: a match, or how many differences to resolve", () => {
    const inHand = item({ status: 'in_hand' });
    const check = { firstNames: 'Bridget', surname: 'Welsh' } as unknown as ApplicationItem['check'];
    expect(itemChange(inHand, item({ status: 'in_hand', check }))).toBe(
      "Bridget Walsh's Irish civil birth certificate compared with your tree: it matches",
    );
    expect(itemChange(inHand, item({ status: 'in_hand', check, flags: [flag('f1', null), flag('f2', null)] }))).toBe(
      "Bridget Walsh's Irish civil birth certificate compared with your tree: 2 differences to resolve",
    );
  });

  it('says a paragraph was saved and what is left', () => {
    const open = item({ status: 'in_hand', flags: [flag('f1', null), flag('f2', null)] });
    const one = item({ status: 'in_hand', flags: [flag('f1', 'Explained'), flag('f2', null)] });
    expect(itemChange(open, one)).toBe(
      "Bridget Walsh's Irish civil birth certificate: paragraph saved, 1 difference to resolve",
    );
    const both = item({ status: 'in_hand', flags: [flag('f1', 'Explained'), flag('f2', 'Also explained')] });
    expect(itemChange(one, both)).toBe(
      "Bridget Walsh's Irish civil birth certificate: paragraph saved, every difference resolved",
    );
  });

  it('says nothing when nothing a user acted on changed', () => {
    const same = item();
    expect(itemChange(same, same)).toBeNull();
    expect(itemChange(same, item())).toBeNull();
  });
});
