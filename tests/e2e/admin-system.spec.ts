import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema.ts';
import { expectAccessible, screenshot } from './support/browser.ts';
import { expect, testWithServer } from './support/fixtures.ts';
import { expectReflows, MODES } from './support/reflow.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * The admin 'System' tab (docs/decisions/055-operators-eyes.md) against a server of its own: the
 * server starts once to create its PGlite database, a message the outbox gave up on is written
 * into it while the server is stopped, and the server starts again. Mail goes to the development
 * mailbox, where the retried message lands.
 */
const ADMIN = 'ops.admin@example.ie';
const BOUNCED = 'bounced.customer@example.ie';
const SUBJECT = 'Order #1a2b3c4d: Payment received';

const test = testWithServer(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-admin-system-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN };
  await (await startServer(env)).stop();
  const database = await openDatabase({ dataDir });
  await database.db.insert(emailOutbox).values({
    dedupeKey: 'e2e:admin-system:bounced',
    userId: null,
    to: BOUNCED,
    subject: SUBJECT,
    html: '<p>We have received your payment.</p>',
    text: 'We have received your payment.',
    status: 'failed',
    attempts: 8,
    lastError: 'Mailbox unavailable (451)',
    createdAt: new Date(Date.now() - 2 * 3_600_000),
  });
  await database.close();
  const server: RunningServer = await startServer(env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

test('an admin opens System, sees the scheduled jobs and a failed email, and sends it again', async ({
  page,
  signIn,
  server,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);

  const job = page.getByTestId('system-job').filter({ hasText: 'Send queued emails' });
  await expect(job).toContainText('every 2 seconds');
  await expect(job).toContainText('Succeeded');
  await expect(job.getByRole('cell').first().locator('time')).toHaveText(/ago$/);
  await expect(page.getByTestId('system-job').filter({ hasText: 'Trim database logs after 90 days' })).toContainText(
    'Not run yet',
  );

  const failed = page.getByTestId('failed-email');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText(BOUNCED);
  await expect(failed).toContainText(SUBJECT);
  await expect(failed).toContainText('Mailbox unavailable (451)');
  await expect(failed.getByRole('cell').nth(2)).toHaveText('about 2 hours ago');
  await expect(page.getByTestId('system-glance').filter({ hasText: 'Failed emails' })).toContainText('1');
  await expect(page.getByTestId('system-glance').filter({ hasText: 'Database' })).toContainText('PGlite');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The seven tabs wrap on a phone instead of widening the page.
    await expect(page.getByRole('tab', { name: 'System' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `admin-system-${width}`);
  }
  await expectAccessible(page);

  // Its confirmation fits a 320 px screen (the reflow walk of decision 067).
  const retry = failed.getByRole('button', { name: `Retry the email to ${BOUNCED}: ${SUBJECT}` });
  const dialog = page.getByRole('dialog', { name: 'Send this email again?' });
  await page.setViewportSize({ width: MODES[0].width, height: MODES[0].height });
  await retry.click();
  await expect(dialog).toBeVisible();
  await expectReflows(page, 'Send this email again?', MODES[0]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await retry.click();
  await expect(dialog).toContainText(BOUNCED);
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Email queued again')).toBeVisible();
  await expect(page.getByTestId('no-failed-emails')).toBeVisible();

  // The outbox job (every 2 seconds) sends it: it reaches the development mailbox.
  await expect
    .poll(async () => (await (await fetch(`${server.url}/dev/mailbox`)).text()).includes(`<b>To:</b> ${BOUNCED}`), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByTestId('system-run').filter({ hasText: 'Send queued emails' }).first()).toContainText(
    '1 sent, 0 failed',
  );
  await screenshot(page, 'admin-system-after-retry-1280');
});
