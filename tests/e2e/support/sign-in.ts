import type { Page } from 'playwright-core';

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
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
}
