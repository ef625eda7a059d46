import { expect, type Page } from '@playwright/test';
import type { CapturedMail, TestSmtp } from '#tests/support/smtp.ts';
import { waitForHydration } from './browser.ts';

/**
 * Signs the page in through the real magic-link flow of a server without SMTP: request the link,
 * read it from the development mailbox page, open it in the browser.
 */
let nextAddress = Math.floor(Math.random() * 60_000);

export async function signInViaDevMailbox(page: Page, baseURL: string, email: string) {
  // The e2e server trusts X-Forwarded-For, so each sign-in counts against its own address.
  const address = `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const sent = await fetch(`${baseURL}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, 'x-forwarded-for': address },
    body: JSON.stringify({ email, callbackURL: '/auth/callback' }),
  });
  if (!sent.ok) throw new Error(`magic link request failed: ${sent.status} ${await sent.text()}`);
  const html = await (await fetch(`${baseURL}/dev/mailbox`)).text();
  const article = html.split('<article>').find((a) => a.includes(`<b>To:</b> ${email}`));
  const link = /href="([^"]*magic-link\/verify[^"]*)"/.exec(article ?? '')?.[1]?.replaceAll('&amp;', '&');
  if (!link) throw new Error(`no magic link for ${email} in the dev mailbox`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/**
 * Signs the page in through the login form of a server with SMTP: the newest sign-in mail to this
 * address that `used` has not seen yet (status mails go to the same inbox), opened in the browser.
 */
export async function signInThroughSmtp(page: Page, smtp: TestSmtp, email: string, used: Set<CapturedMail>) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const isLink = (m: CapturedMail) =>
    m.to.toLowerCase() === email && m.subject.includes('sign-in link') && !used.has(m);
  await expect.poll(() => smtp.messages.some(isLink), { timeout: 10_000 }).toBe(true);
  const mail = smtp.messages.findLast(isLink)!;
  used.add(mail);
  await page.goto(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\S+/.exec(mail.text)![0]);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}
