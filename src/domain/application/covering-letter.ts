/**
 * The covering letter that goes in the envelope, ready to sign
 * (docs/decisions/038-covering-letter-and-deadlines.md): the sender's name and postal address
 * (from Settings), the date, DFA's address (or a marked space saying where DFA prints it), each
 * applicant, the enclosures person by person, a paragraph for each difference the user explained
 * (the note that resolved it, drafted for them: docs/decisions/050-forenames-compared.md), and a signature
 * line for each applicant. Siblings who post together say so and share their Irish line's
 * documents (docs/rules/documents.md 'After posting'). Without a postal address the gate lists it.
 * Pure: the date is passed in.
 */
import type { AddressFact } from '../documents/dfa-addresses.ts';
import type { ApplicationPerson, GateAnswer, ItemKind } from './model.ts';

export type LetterItem = {
  key: string;
  kind: ItemKind;
  memberId: string | null;
  personName: string;
  title: string;
  notApplicable: unknown;
  flags: readonly { id: string; resolved: { note: string } | null }[];
};

export type LetterInput = {
  people: readonly ApplicationPerson[];
  items: readonly LetterItem[];
  /** The sender's postal address as their country writes it (Settings), or null when none is saved. */
  senderAddress: readonly string[] | null;
  /** The day the letter is dated (ISO). */
  date: string;
  /** DFA's address for postal FBR applications, as far as a source gives it. */
  dfaAddress: AddressFact;
};

/** DFA's address on the letter, or the marked space the user fills in from their printed form. */
export type LetterRecipient =
  | { kind: 'address'; lines: string[] }
  | {
      kind: 'space';
      /** What the space is for, printed above it. */
      label: string;
      /** Where the address is printed, so the user can copy it in. */
      instruction: string;
      /** How many blank lines to leave. */
      lines: number;
    };

export type CoveringLetter = {
  sender: { name: string; address: string[] | null };
  date: string;
  recipient: LetterRecipient;
  subject: string;
  applicants: string[];
  opening: string;
  enclosures: { person: string; items: string[] }[];
  notes: string[];
  signatures: string[];
};

/** The kinds that are not paper in the envelope: the online form is submitted online, the witness is a person. */
const NOT_ENCLOSED: readonly ItemKind[] = ['online_form', 'witness'];

const applicantsOf = (people: readonly ApplicationPerson[]) =>
  people.filter((p) => p.role === 'applicant' || p.role === 'sibling');

const listNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The items that go in the envelope: not set aside, not the online form or the witness. */
export function enclosedItems<T extends Pick<LetterItem, 'kind' | 'notApplicable'>>(items: readonly T[]): T[] {
  return items.filter((i) => !i.notApplicable && !NOT_ENCLOSED.includes(i.kind));
}

/**
 * An item's title as the letter lists it under a person's name: the screens' 'your' and 'their'
 * ('Certified copy of your state photo ID') read 'the' in a letter to DFA.
 */
export const letterTitle = (title: string): string =>
  title.replace(/\b(your|their)\b/g, 'the').replace(/\b(Your|Their)\b/g, 'The');

export function coveringLetter(input: LetterInput): CoveringLetter {
  const { people, items, dfaAddress } = input;
  const applicants = applicantsOf(people);
  const sender = people.find((p) => p.role === 'applicant') ?? applicants[0];
  const irish = people.find((p) => p.role === 'irish_grandparent') ?? people.find((p) => p.role === 'citizen_parent');
  const fullNameOf = (item: Pick<LetterItem, 'memberId' | 'personName'>) =>
    people.find((p) => p.memberId === item.memberId)?.fullName ?? item.personName;
  const names = applicants.map((a) => a.fullName);

  const groups = new Map<string, string[]>();
  for (const person of people) groups.set(person.fullName, []);
  for (const item of enclosedItems(items)) {
    const person = fullNameOf(item);
    groups.set(person, [...(groups.get(person) ?? []), letterTitle(item.title)]);
  }

  const opening =
    applicants.length > 1
      ? `Please find enclosed the applications of ${listNames(names)} for registration in the Foreign Births ` +
        'Register. We are siblings and send our applications together: they share the original documents of our ' +
        `Irish line${irish ? `, ${irish.fullName}` : ''}, which are enclosed once. Please use them for each application.`
      : `Please find enclosed my application for registration in the Foreign Births Register${
          irish ? `, through ${irish.fullName}` : ''
        }.`;

  return {
    sender: { name: sender?.fullName ?? '', address: input.senderAddress ? [...input.senderAddress] : null },
    date: input.date,
    recipient: dfaAddress.lines
      ? { kind: 'address', lines: [...dfaAddress.lines] }
      : {
          kind: 'space',
          label: "DFA's address for Foreign Births Registration",
          instruction: `Copy it here from your application form: DFA prints it ${dfaAddress.printedWhere}.`,
          lines: 4,
        },
    subject: `Foreign Births Register: ${applicants.length > 1 ? 'applications of' : 'application of'} ${listNames(names)}`,
    applicants: names,
    opening,
    enclosures: [...groups].flatMap(([person, titles]) => (titles.length > 0 ? [{ person, items: titles }] : [])),
    notes: items.flatMap((item) =>
      item.flags.flatMap((f) =>
        f.resolved ? [noteParagraph(f.resolved.note, letterTitle(item.title), fullNameOf(item))] : [],
      ),
    ),
    signatures: names,
  };
}

/**
 * A resolved flag's note as a paragraph of the letter. The note starts as the paragraph drafted
 * for the flag (src/domain/application/mismatch.ts), which names the person and the documents, and
 * is printed as the user left it; a short note that does not name the person is introduced by the
 * document and the person it is about.
 */
export function noteParagraph(note: string, title: string, person: string): string {
  const text = note.trim();
  return person !== '' && text.includes(person) ? text : `${title} (${person}): ${text}`;
}

/**
 * The gate's line for the sender's postal address: when the tree gives a route and Settings has no
 * postal address, the letter cannot be finished, so the gate lists it after the documents.
 */
export function withSenderAddress(
  gate: GateAnswer,
  route: { available: boolean; people: readonly ApplicationPerson[] },
  senderAddress: readonly string[] | null,
): GateAnswer {
  if (!route.available || (senderAddress && senderAddress.length > 0)) return gate;
  const sender = route.people.find((p) => p.role === 'applicant');
  return {
    ready: false,
    missing: [
      ...gate.missing,
      {
        itemKey: null,
        personName: sender?.name ?? '',
        title: 'Your postal address for the covering letter',
        reason: 'no_postal_address',
        message: 'Not in your Settings yet. The covering letter prints it under your name: add it in Settings.',
      },
    ],
  };
}

/**
 * What the gate said about the application itself, for the record kept when it is posted (the
 * guarantee reads it): the sender's address on our letter is not part of what DFA needs.
 */
export function applicationGate(gate: GateAnswer): GateAnswer {
  const missing = gate.missing.filter((m) => m.reason !== 'no_postal_address');
  return { ready: missing.length === 0, missing };
}
