import type { Email } from '../mailer.ts';
import { button, FOOTERS, layout, paragraphs, strongLines } from './layout.ts';

const CLAIM_STATUS_TEXT: Record<string, { subject: string; line: string }> = {
  submitted: {
    subject: 'We have received your guarantee claim',
    line: 'Thank you. We have received your claim under our success guarantee, with your refusal letter. We will email you when we start reviewing it.',
  },
  under_review: {
    subject: 'We are reviewing your guarantee claim',
    line: 'We have started reviewing your claim and your refusal letter.',
  },
  refunded: {
    subject: 'Your guarantee claim was approved and refunded',
    line: 'We approved your claim and refunded every order it covers to the card you paid with. Your bank usually shows the refund within 5 to 10 business days.',
  },
  reopened: {
    subject: 'We are looking at your guarantee claim again',
    line: 'We have reopened your claim, which we had declined, and are reviewing it again with your refusal letter. We will email you when we have decided. You do not need to claim again.',
  },
  declined: {
    subject: 'Your guarantee claim was declined',
    line: 'We are sorry: we could not approve your claim under the success guarantee.',
  },
};

/** A declined claim frees its orders (claims-schema.ts): the claimant may claim for them again. */
export const CLAIM_AGAIN =
  'You may claim again for the same orders: on My Orders, choose ‘Claim under the guarantee’ and send the refusal letter that matches the reason above (for example the decision on your review). If you think we made a mistake, reply to this email.';

/** One mail per claim status the claimant hears about (refund retries are not news to them). */
export type ClaimEmailStatus = 'submitted' | 'under_review' | 'reopened' | 'refunded' | 'declined';

export function claimStatusEmail(input: {
  to: string;
  claimId: string;
  status: ClaimEmailStatus;
  amountDisplay: string;
  declineReason: string | null;
  appUrl: string;
}): Email {
  const t = CLAIM_STATUS_TEXT[input.status];
  const ref = `#${input.claimId.slice(0, 8)}`;
  const subject = `Claim ${ref}: ${t.subject}`;
  const details = [
    input.status === 'refunded' ? `Amount refunded: ${input.amountDisplay}` : `Amount claimed: ${input.amountDisplay}`,
    input.status === 'declined' && input.declineReason ? `Reason: ${input.declineReason}` : null,
  ].filter((x): x is string => Boolean(x));
  const after = input.status === 'declined' ? [CLAIM_AGAIN] : [];
  const html = layout(
    subject,
    `${paragraphs(['Hello,', t.line])}
${strongLines(details)}
${paragraphs(after)}
${button(`${input.appUrl}/orders#guarantee-claims-title`, `View your claim ${ref}`)}`,
    { text: FOOTERS.claim },
  );
  const text = `${subject}

${t.line}
${details.join('\n')}
${after.map((l) => `\n${l}\n`).join('')}
View your claim: ${input.appUrl}/orders#guarantee-claims-title

${FOOTERS.claim}`;
  return { to: input.to, subject, html, text };
}
