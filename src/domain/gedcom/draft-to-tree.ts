/**
 * The rows a GEDCOM draft becomes: family members held to the tree's rules (normaliseMember) and
 * their name records, with ids from the caller. The server's import stores exactly these, and the
 * round-trip tests export them again; no I/O here.
 */
import { NAME_KIND_LABELS } from '../documents/document-name.ts';
import { isOtherForm, type NameChange } from '../documents/name-change.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { normaliseMember } from '../tree/normalise-member.ts';
import { formatRecordDate } from '../dates/record-date.ts';
import type { NameChangeDraft, TreeDraft, TreeMemberDraft } from './to-tree.ts';

/** The note an imported person gets when the file has none for them. */
export const IMPORTED_NOTE = 'Imported from a GEDCOM file';

export function draftToTree(
  draft: TreeDraft,
  newId: () => string,
): { members: FamilyMember[]; nameChanges: NameChange[]; idOf: Map<string, string> } {
  const idOf = new Map(draft.members.map((m) => [m.key, newId()]));
  const members = draft.members.map(({ key, parentKey, notKept: _notKept, notes, ...m }) =>
    normaliseMember({
      ...m,
      id: idOf.get(key)!,
      parentId: parentKey ? (idOf.get(parentKey) ?? null) : null,
      notes: notes ?? IMPORTED_NOTE,
      isLineageAnchor: false,
      includeInApplication: true,
    }),
  );
  const nameChanges: NameChange[] = draft.nameChanges
    .filter((c) => idOf.has(c.memberKey))
    .map(({ memberKey, spouseKey, ...c }) => ({
      ...c,
      id: newId(),
      familyMemberId: idOf.get(memberKey)!,
      spouseFamilyMemberId: spouseKey ? (idOf.get(spouseKey) ?? null) : null,
    }));
  return { members, nameChanges, idOf };
}

/**
 * A name record of the draft in plain words, for the import preview: 'Marriage to Peter Kelly,
 * between 1978 and 1980, Cork, Co. Cork, Ireland (surname Kelly)', 'Birth surname: O'Brien'.
 */
export function nameRecordWords(change: NameChangeDraft, members: readonly TreeMemberDraft[]): string {
  if (change.changeType === 'birth') {
    return change.givenNames
      ? `Birth name: ${change.givenNames} ${change.surnameAfterChange ?? ''}`.trim()
      : `Birth surname: ${change.surnameAfterChange ?? ''}`;
  }
  if (isOtherForm(change.changeType)) {
    const member = members.find((m) => m.key === change.memberKey);
    const name = `${change.givenNames ?? member?.firstName ?? ''} ${change.surnameAfterChange ?? ''}`.trim();
    return `${NAME_KIND_LABELS[change.changeType]}: ${name}`;
  }
  const spouse = change.spouseKey ? members.find((m) => m.key === change.spouseKey) : null;
  const spouseName = spouse
    ? `${spouse.firstName} ${spouse.lastName}`.trim()
    : `${change.spouseFirstName ?? ''} ${change.spouseLastName ?? ''}`.trim();
  const what = {
    marriage: spouseName ? `Marriage to ${spouseName}` : 'Marriage',
    divorce: spouseName ? `Divorce from ${spouseName}` : 'Divorce',
    adoption: 'Adoption',
    legal_change: 'Change of name',
  }[change.changeType];
  const parts = [what, formatRecordDate(change.changeDate), change.changePlace].filter(Boolean);
  const surname = change.surnameAfterChange ? ` (surname ${change.surnameAfterChange})` : '';
  const end = change.marriageEnd;
  const ended = end
    ? `; ended by ${end.kind === 'death' ? 'a death' : end.kind}${[formatRecordDate(end.date), end.place]
        .filter(Boolean)
        .map((p) => `, ${p}`)
        .join('')}`
    : '';
  return `${parts.join(', ')}${surname}${ended}`;
}
