import { describe, expect, it } from 'vitest';
import { FBR_APPLICATION_ADDRESS, FBR_REVIEW_ADDRESS, type AddressFact } from '../documents/dfa-addresses.ts';
import { applicationGate, coveringLetter, withSenderAddress, type LetterItem } from './covering-letter.ts';
import type { ApplicationPerson, GateAnswer } from './model.ts';

const person = (memberId: string, role: ApplicationPerson['role'], name: string, fullName: string) => ({
  memberId,
  role,
  name,
  fullName,
  heading: name,
});
const people: ApplicationPerson[] = [
  person('me', 'applicant', 'You', 'Aoife Walsh'),
  person('dad', 'connecting_parent', 'John Walsh', 'John Walsh'),
  person('gm', 'irish_grandparent', 'Bridget Walsh', 'Bridget Walsh'),
];
const item = (memberId: string, key: string, title: string, extra: Partial<LetterItem> = {}): LetterItem => ({
  key,
  kind: 'birth',
  memberId,
  personName: people.find((p) => p.memberId === memberId)?.name ?? memberId,
  title,
  notApplicable: null,
  flags: [],
  ...extra,
});
const items: LetterItem[] = [
  item('me', 'me.form', 'The printed application form, witnessed', { kind: 'form' }),
  item('me', 'me.online', 'The online application, submitted and paid', { kind: 'online_form' }),
  item('me', 'me.witness', 'A witness', { kind: 'witness' }),
  item('me', 'me.birth', 'Long-form civil birth certificate'),
  item('dad', 'dad.birth', 'Long-form civil birth certificate'),
  item('dad', 'dad.marriage', 'Civil marriage certificate', { kind: 'marriage', notApplicable: { reason: 'x' } }),
  item('gm', 'gm.birth', 'Irish civil birth certificate', {
    flags: [{ id: 'surname_spelling:surname', resolved: { note: 'Same person: the registrar misspelt Walsh' } }],
  }),
];
const address = ['12 Harbour Road', 'Boston MA 02110', 'United States'];
const input = { people, items, senderAddress: address, date: '2026-11-27', dfaAddress: FBR_APPLICATION_ADDRESS };

describe('coveringLetter', () => {
  it("prints the sender's name and postal address, the date and the applicant", () => {
    const letter = coveringLetter(input);
    expect(letter.sender).toEqual({ name: 'Aoife Walsh', address });
    expect(letter.date).toBe('2026-11-27');
    expect(letter.applicants).toEqual(['Aoife Walsh']);
    expect(letter.subject).toBe('Foreign Births Register: application of Aoife Walsh');
    expect(letter.opening).toBe(
      'Please find enclosed my application for registration in the Foreign Births Register, through Bridget Walsh.',
    );
    expect(letter.signatures).toEqual(['Aoife Walsh']);
  });

  it("leaves a marked space for DFA's address, saying where it is printed, when no source gives it", () => {
    expect(FBR_APPLICATION_ADDRESS.lines).toBeNull();
    expect(coveringLetter(input).recipient).toEqual({
      kind: 'space',
      label: "DFA's address for Foreign Births Registration",
      instruction:
        'Copy it here from your application form: DFA prints it at the end of your online application, on the ' +
        'printed pages of the application form.',
      lines: 4,
    });
  });

  it("prints DFA's address when the fact gives one", () => {
    const known: AddressFact = { ...FBR_APPLICATION_ADDRESS, lines: ['Foreign Births Registration', 'Dublin'] };
    expect(coveringLetter({ ...input, dfaAddress: known }).recipient).toEqual({
      kind: 'address',
      lines: ['Foreign Births Registration', 'Dublin'],
    });
  });

  it('lists the enclosures person by person, leaving out what is set aside, the online form and the witness', () => {
    expect(coveringLetter(input).enclosures).toEqual([
      {
        person: 'Aoife Walsh',
        items: ['The printed application form, witnessed', 'Long-form civil birth certificate'],
      },
      { person: 'John Walsh', items: ['Long-form civil birth certificate'] },
      { person: 'Bridget Walsh', items: ['Irish civil birth certificate'] },
    ]);
  });

  it.each<[string, string]>([
    ['Certified copy of your state photo ID', 'Certified copy of the state photo ID'],
    [
      'Four passport photos, two of them signed by your witness',
      'Four passport photos, two of them signed by the witness',
    ],
    ['Certified copy of their state photo ID', 'Certified copy of the state photo ID'],
    ['Your parents’ marriage certificate', 'The parents’ marriage certificate'],
    ['Long-form civil birth certificate', 'Long-form civil birth certificate'],
  ])("lists '%s' as '%s' under the person's name", (title, listed) => {
    const letter = coveringLetter({ ...input, items: [item('me', 'me.x', title, { kind: 'photo_id' })] });
    expect(letter.enclosures).toEqual([{ person: 'Aoife Walsh', items: [listed] }]);
  });

  it('carries the notes that resolved a mismatch, by full name', () => {
    expect(coveringLetter(input).notes).toEqual([
      'Irish civil birth certificate (Bridget Walsh): Same person: the registrar misspelt Walsh',
    ]);
  });

  it('prints a drafted paragraph, edited or not, as the user left it: it already names the person and the documents', () => {
    const paragraph =
      'The birth certificate of Bridget Walsh records her as “Bríd Walsh”. She used the name “Bridget Walsh”, as ' +
      'her marriage certificate and death certificate show. “Bríd” is the Irish form of “Bridget”. They are the same person.';
    const letter = coveringLetter({
      ...input,
      items: [
        item('gm', 'gm.birth', 'Irish civil birth certificate', {
          flags: [
            { id: 'forename_differs:forenames', resolved: { note: paragraph } },
            { id: 'date_differs:date', resolved: null },
          ],
        }),
      ],
    });
    expect(letter.notes).toEqual([paragraph]);
  });

  it('names each sibling posting together, and a signature line for each', () => {
    const siblings = [...people, person('sis', 'sibling', 'Mary Walsh', 'Mary Walsh')];
    const letter = coveringLetter({
      ...input,
      people: siblings,
      items: [...items, item('sis', 'sis.birth', 'Long-form civil birth certificate')],
    });
    expect(letter.sender.name).toBe('Aoife Walsh');
    expect(letter.applicants).toEqual(['Aoife Walsh', 'Mary Walsh']);
    expect(letter.subject).toBe('Foreign Births Register: applications of Aoife Walsh and Mary Walsh');
    expect(letter.opening).toContain('the applications of Aoife Walsh and Mary Walsh');
    expect(letter.opening).toContain('original documents of our Irish line, Bridget Walsh, which are enclosed once');
    expect(letter.signatures).toEqual(['Aoife Walsh', 'Mary Walsh']);
    expect(letter.enclosures.map((e) => e.person)).toEqual([
      'Aoife Walsh',
      'John Walsh',
      'Bridget Walsh',
      'Mary Walsh',
    ]);
  });

  it('has no sender address when Settings has none (the gate lists it)', () => {
    expect(coveringLetter({ ...input, senderAddress: null }).sender.address).toBeNull();
  });
});

describe('the postal address on the gate', () => {
  const ready: GateAnswer = { ready: true, missing: [] };
  const route = { available: true, people };

  it('lists a missing postal address after the documents, and closes the gate', () => {
    const line = {
      itemKey: null,
      personName: 'You',
      title: 'Your postal address for the covering letter',
      reason: 'no_postal_address',
      message: 'Not in your Settings yet. The covering letter prints it under your name: add it in Settings.',
    };
    expect(withSenderAddress(ready, route, null)).toEqual({ ready: false, missing: [line] });
    expect(withSenderAddress(ready, route, [])).toEqual({ ready: false, missing: [line] });
    const open: GateAnswer['missing'][number] = {
      itemKey: 'me.birth',
      personName: 'You',
      title: 'Long-form civil birth certificate',
      reason: 'not_checked',
      message: 'Not yet ordered or in hand.',
    };
    expect(withSenderAddress({ ready: false, missing: [open] }, route, null).missing).toEqual([open, line]);
  });

  it('adds nothing when the address is saved, or when the tree gives no route yet', () => {
    expect(withSenderAddress(ready, route, address)).toEqual(ready);
    const noRoute: GateAnswer = {
      ready: false,
      missing: [{ itemKey: null, personName: '', title: 'A route', reason: 'no_route', message: 'Add them.' }],
    };
    expect(withSenderAddress(noRoute, { available: false, people: [] }, null)).toEqual(noRoute);
  });

  it('leaves the address out of what the posting record says about the application', () => {
    const gate = withSenderAddress(ready, route, null);
    expect(applicationGate(gate)).toEqual({ ready: true, missing: [] });
  });
});

describe('the DFA addresses', () => {
  it.each([
    ['application', FBR_APPLICATION_ADDRESS],
    ['review', FBR_REVIEW_ADDRESS],
  ])('the %s address has a source page and the day it was seen', (_name, fact) => {
    expect(fact.sources.length).toBeGreaterThan(0);
    for (const source of fact.sources) {
      expect(source.url).toMatch(/^https?:\/\//);
      expect(source.seen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("the review address is the one on DFA's review page", () => {
    expect(FBR_REVIEW_ADDRESS.lines).toContain('Iveagh House');
    expect(FBR_REVIEW_ADDRESS.sources[0]!.url).toBe('https://www.dfa.ie/about-us/our-commitments/fbr-review/');
  });
});
