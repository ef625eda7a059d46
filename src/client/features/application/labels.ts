import type { ApplicationItem, ItemStatus, TimelineStep } from '#shared/application.ts';
import { STEP_WORDS } from '#domain/application/timeline.ts';

export const STATUS_WORDS: Record<ItemStatus, string> = {
  needed: 'Needed',
  ordered: 'Ordered',
  in_hand: 'In hand',
  checked: 'Checked',
};

export const stepWord = (step: TimelineStep) => STEP_WORDS[step];

/**
 * Whose item it is, for the names of its buttons (issue 35: several cards have an 'I have it'):
 * "Bridget Walsh's Irish civil birth certificate", "your online application, completed and paid".
 */
export function whoseItem(item: Pick<ApplicationItem, 'title' | 'personName'>): string {
  const person = item.personName.trim();
  if (!person) return item.title;
  const owner = person === 'You' ? 'your' : `${person.replace(/^Your /, 'your ')}'s`;
  // 'The online application' → 'online application'; 'Irish …' keeps its capital, 'Long-form …' does not.
  const title = item.title.replace(/^(The|A|An) /, '');
  const lower =
    /^[A-Z][a-z]/.test(title) && !title.startsWith('Irish') ? title[0].toLowerCase() + title.slice(1) : title;
  return `${owner} ${lower}`;
}

/** A button's name with whose item it acts on: 'I have it: Bridget Walsh's Irish civil birth certificate'. */
export const actionName = (action: string, item: Pick<ApplicationItem, 'title' | 'personName'>) =>
  `${action}: ${whoseItem(item)}`;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const openFlags = (item: Pick<ApplicationItem, 'flags'>) => item.flags.filter((f) => !f.resolved).length;
const toResolve = (n: number) => `${n} ${n === 1 ? 'difference' : 'differences'} to resolve`;

/**
 * What the live region says when an item changes on screen (issue 35: status changes and check
 * results were silent): "Bridget Walsh's Irish civil birth certificate: In hand". Null when nothing
 * a user acted on changed.
 */
export function itemChange(before: ApplicationItem, after: ApplicationItem): string | null {
  if (before === after || before.key !== after.key) return null;
  const whose = sentence(whoseItem(after));
  if (Boolean(before.notApplicable) !== Boolean(after.notApplicable))
    return after.notApplicable ? `${whose}: set aside, does not apply` : `${whose}: needed again`;
  if (before.status !== after.status) return `${whose}: ${STATUS_WORDS[after.status]}`;
  if (JSON.stringify(before.check) !== JSON.stringify(after.check) && after.check) {
    const open = openFlags(after);
    return `${whose} compared with your tree: ${open === 0 ? 'it matches' : toResolve(open)}`;
  }
  if (JSON.stringify(before.flags) === JSON.stringify(after.flags)) return null;
  const open = openFlags(after);
  // A paragraph written or edited; otherwise another certificate's check changed this one's flags.
  const noteOf = (item: ApplicationItem, id: string) => item.flags.find((f) => f.id === id)?.resolved?.note;
  const saved = after.flags.some((f) => f.resolved && f.resolved.note !== noteOf(before, f.id));
  const rest = open === 0 ? 'every difference resolved' : toResolve(open);
  return saved ? `${whose}: paragraph saved, ${rest}` : `${whose}: ${rest}`;
}
