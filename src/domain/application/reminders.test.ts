import { describe, expect, it } from 'vitest';
import {
  dueReminders,
  MAX_REMINDERS_PER_USER_PER_RUN,
  remindersThisRun,
  type Reminder,
  type ReminderInput,
} from './reminders.ts';

const ordered = {
  key: 'me.applicant-birth',
  title: 'Long-form civil birth certificate',
  personName: 'You',
  status: 'ordered' as const,
  expectedBy: '2026-03-01',
  reminderSentFor: null,
};
const none: ReminderInput = { items: [], application: null, steps: [] };
const application = { signedOn: '2026-01-05', reviewReminderSent: false, lapseReminderSent: false };
const posted = { step: 'posted' as const, on: '2026-01-10' };

describe('dueReminders', () => {
  it('reminds about an ordered document past its expected date, once per date', () => {
    expect(dueReminders({ ...none, items: [ordered] }, '2026-03-02')).toEqual([
      {
        kind: 'item_overdue',
        itemKey: 'me.applicant-birth',
        title: 'Long-form civil birth certificate',
        personName: 'You',
        expectedBy: '2026-03-01',
      },
    ]);
    expect(dueReminders({ ...none, items: [ordered] }, '2026-03-01')).toEqual([]);
    expect(dueReminders({ ...none, items: [{ ...ordered, reminderSentFor: '2026-03-01' }] }, '2026-03-09')).toEqual([]);
    expect(dueReminders({ ...none, items: [{ ...ordered, status: 'in_hand' }] }, '2026-03-09')).toEqual([]);
    // A new expected date is a new reminder.
    expect(
      dueReminders(
        { ...none, items: [{ ...ordered, expectedBy: '2026-04-01', reminderSentFor: '2026-03-01' }] },
        '2026-04-02',
      ),
    ).toHaveLength(1);
  });

  it('gives the review deadline after a refusal, within the 6 weeks only', () => {
    const refused = { items: [], application, steps: [posted, { step: 'refused' as const, on: '2026-05-01' }] };
    expect(dueReminders(refused, '2026-05-02')).toEqual([
      { kind: 'review_deadline', refusedOn: '2026-05-01', deadline: '2026-06-12' },
    ]);
    expect(dueReminders(refused, '2026-06-13')).toEqual([]);
    expect(
      dueReminders({ ...refused, application: { ...application, reviewReminderSent: true } }, '2026-05-02'),
    ).toEqual([]);
  });

  it('warns 4 weeks before a returned application lapses, 6 months after signing', () => {
    const returned = {
      items: [],
      application,
      steps: [posted, { step: 'further_documents_requested' as const, on: '2026-03-01' }],
    };
    expect(dueReminders(returned, '2026-06-06')).toEqual([]);
    expect(dueReminders(returned, '2026-06-07')).toEqual([
      { kind: 'lapse', signedOn: '2026-01-05', lapsesOn: '2026-07-05' },
    ]);
    expect(dueReminders(returned, '2026-07-05')).toEqual([]);
    // Once DFA has the documents again, nothing lapses.
    expect(
      dueReminders({ ...returned, steps: [...returned.steps, { step: 'received', on: '2026-04-01' }] }, '2026-06-20'),
    ).toEqual([]);
  });
});

describe('remindersThisRun', () => {
  const overdue = (expectedBy: string): Reminder => ({
    kind: 'item_overdue',
    itemKey: `k-${expectedBy}`,
    title: 'Birth certificate',
    personName: 'You',
    expectedBy,
  });

  it('sends deadlines first, then the longest-overdue documents, at most 3 per user', () => {
    const lapse: Reminder = { kind: 'lapse', signedOn: '2026-01-05', lapsesOn: '2026-07-05' };
    const run = remindersThisRun([overdue('2026-03-03'), overdue('2026-03-01'), lapse, overdue('2026-03-02')]);
    expect(run).toEqual([lapse, overdue('2026-03-01'), overdue('2026-03-02')]);
    expect(MAX_REMINDERS_PER_USER_PER_RUN).toBe(3);
  });

  it('keeps a short list as it is', () => {
    expect(remindersThisRun([overdue('2026-03-01')])).toEqual([overdue('2026-03-01')]);
    expect(remindersThisRun([])).toEqual([]);
  });
});
