import { escapeHtml } from '#server/http/escape-html.ts';
import type { Email } from '../mailer.ts';
import { FOOTERS, layout, SITE } from './layout.ts';

/** The warning before an inactive account is deleted (the privacy policy's retention of account data). */
export function inactivityWarningEmail(input: {
  to: string;
  deletionDate: string;
  inactiveYears: number;
  signInUrl: string;
}): Email {
  const subject = `Your ${SITE} account will be deleted on ${input.deletionDate}`;
  const lines = [
    `You have not signed in to ${SITE} for almost ${input.inactiveYears} years. As our privacy policy says, we delete an account ${input.inactiveYears} years after its last sign-in.`,
    `Unless you sign in before ${input.deletionDate}, we will delete your account then, with your family tree, your application notes and your documents. Order and payment records are kept for bookkeeping without your name or contact details.`,
    'To keep your account, sign in. Nothing else is needed.',
  ];
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Hello,</p>
${lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.signInUrl)}" style="display:inline-block;background:#166534;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Sign in to keep my account</a></p>`,
    { text: FOOTERS.account },
  );
  const text = `${subject}

${lines.join('\n\n')}

Sign in: ${input.signInUrl}

${FOOTERS.account}`;
  return { to: input.to, subject, html, text };
}
