import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFocusKeeper } from '#client/lib/focus.ts';
import type { AdminSystem } from '#shared/admin-system.ts';
import { renderWithClient, stubFetch } from '#tests/support/client-render.tsx';
import { countsInWords, everyInWords, SystemTab } from './system-tab.tsx';

const NOW = '2026-11-27T12:00:00.000Z';
const minutesAgo = (m: number) => new Date(Date.parse(NOW) - m * 60_000).toISOString();

const failed = {
  id: '8b0e1c52-6f0e-4d55-9d7a-3f1f0b8a2c11',
  to: 'bounced.customer@example.com',
  subject: 'Order #1a2b3c4d: Payment received',
  attempts: 8,
  lastError: 'Mailbox unavailable (451)',
  createdAt: minutesAgo(180),
};

const system = (failedEmails = [failed]): AdminSystem => ({
  generatedAt: NOW,
  jobs: [
    {
      name: 'email-outbox',
      label: 'Send queued emails',
      everySeconds: 2,
      lastStartedAt: minutesAgo(2),
      lastFinishedAt: minutesAgo(2),
      lastOutcome: 'ok',
      lastCounts: { sent: 3, failed: 0 },
      lastError: null,
      nextRunAt: minutesAgo(-1),
      running: false,
    },
    {
      name: 'retention-trim-logs',
      label: 'Trim database logs after 90 days',
      everySeconds: 86_400,
      lastStartedAt: minutesAgo(60),
      lastFinishedAt: minutesAgo(60),
      lastOutcome: 'failed',
      lastCounts: {},
      lastError: 'relation "logs" does not exist',
      nextRunAt: minutesAgo(-23 * 60),
      running: false,
    },
  ],
  recentRuns: [
    {
      id: 'r1',
      name: 'email-outbox',
      label: 'Send queued emails',
      startedAt: minutesAgo(2),
      finishedAt: minutesAgo(2),
      outcome: 'ok',
      counts: { sent: 3, failed: 0 },
      error: null,
    },
  ],
  failedEmails,
  glance: {
    outbox: { pending: 2, failedTotal: failedEmails.length, oldestUnsentSeconds: 300 },
    jobPool: { running: 1, waiting: 0, threads: 2 },
    requests: { count: 1234, p95Seconds: 0.042 },
    database: { kind: 'postgres', pool: { total: 4, idle: 3, waiting: 0 } },
  },
});

describe('the admin System tab', () => {
  it('shows each job in plain words with its period, last run in words, result and next run', async () => {
    stubFetch(() => system());
    renderWithClient(<SystemTab />);
    const jobs = await screen.findAllByTestId('system-job');
    const outbox = within(jobs[0]!);
    expect(outbox.getByRole('rowheader').textContent).toMatch(/^Send queued emailsevery 2 seconds/);
    // Last run, result, next run (on a phone the last two are read under the job's name instead).
    expect(outbox.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '2 minutes agoSucceeded',
      '3 sent, 0 failed',
      'in 1 minute',
    ]);
    expect(outbox.getByRole('rowheader').textContent).toContain('3 sent, 0 failedNext run in 1 minute');
    const trim = within(jobs[1]!);
    expect(trim.getByText('every day')).toBeDefined();
    expect(trim.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'about 1 hour agoFailed',
      'relation "logs" does not exist',
      'in about 23 hours',
    ]);
    expect(screen.getByRole('table', { name: /What runs on its own/ })).toBeDefined();
  });

  it('shows the figures at a glance', async () => {
    stubFetch(() => system());
    renderWithClient(<SystemTab />);
    const glance = await screen.findAllByTestId('system-glance');
    const text = glance.map((g) => g.textContent);
    expect(text).toEqual([
      'Emails waiting2Oldest queued 5 minutes ago',
      'Failed emails1Given up on after every attempt',
      'Job pool1 of 2threads busy, 0 waiting',
      'Requests1,23495% answered within 42 ms',
      'DatabasePostgreSQL4 connections, 3 idle, 0 waiting',
    ]);
  });

  let stopFocusKeeper = () => {};
  afterEach(() => stopFocusKeeper());

  it('retries a failed email after a confirmation, with a toast, lists it no more, and focuses the line saying so', async () => {
    // As the app does (app/providers.tsx): focus follows a removed control to the one with its key.
    stopFocusKeeper = installFocusKeeper();
    let retried = false;
    const sent = stubFetch((r) => {
      if (r.method === 'POST') {
        retried = true;
        return { id: failed.id, status: 'pending', nextAttemptAt: NOW };
      }
      return system(retried ? [] : [failed]);
    });
    renderWithClient(<SystemTab />);
    const [row] = await screen.findAllByTestId('failed-email');
    expect(within(row!).getByText('bounced.customer@example.com')).toBeDefined();
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', 'Mailbox unavailable (451)', 'about 3 hours ago', 'Retry']);
    await userEvent.click(
      within(row!).getByRole('button', {
        name: 'Retry the email to bounced.customer@example.com: Order #1a2b3c4d: Payment received',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this email again?' }));
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Email queued again')).toBeDefined();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/admin/system/outbox/${failed.id}/retry`,
    ]);
    await waitFor(() => expect(screen.getByTestId('no-failed-emails')).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not left on the page body with the Retry that went with its row (decision 071).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('no-failed-emails')));
  });

  it('says so in the dialog when the retry is refused', async () => {
    stubFetch((r) =>
      r.method === 'POST'
        ? { status: 409, body: { message: 'This message is sent, not failed: there is nothing to retry.' } }
        : system(),
    );
    renderWithClient(<SystemTab />);
    await userEvent.click(await screen.findByRole('button', { name: /^Retry the email/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send again' }));
    expect(await dialog.findByText('This message is sent, not failed: there is nothing to retry.')).toBeDefined();
  });

  it('says when nothing failed and no run was kept', async () => {
    stubFetch(() => ({ ...system([]), recentRuns: [] }));
    renderWithClient(<SystemTab />);
    expect((await screen.findByTestId('no-failed-emails')).textContent).toContain('No failed emails');
    expect(screen.getByText(/No run has done anything or failed yet/)).toBeDefined();
  });
});

describe('words for periods and counts', () => {
  it('writes periods and counts as an admin reads them', () => {
    expect(everyInWords(2)).toBe('every 2 seconds');
    expect(everyInWords(3600)).toBe('every hour');
    expect(everyInWords(86_400)).toBe('every day');
    expect(everyInWords(300)).toBe('every 5 minutes');
    expect(countsInWords({ queued: 0 })).toBe('nothing to do');
    expect(countsInWords({ deleted: 3, warned: 1 })).toBe('3 deleted, 1 warned');
    expect(countsInWords(null)).toBe('—');
  });
});
