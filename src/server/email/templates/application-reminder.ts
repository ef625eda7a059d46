import type { Reminder } from '#domain/application/reminders.ts';
import { formatDay } from '#domain/eligibility/wording.ts';
import { APPLICATION_PATH } from '#shared/application.ts';
import type { Email } from '../mailer.ts';
import { listUnsubscribeHeaders } from '../unsubscribe.ts';
import { button, FOOTERS, layout, paragraphs } from './layout.ts';

function reminderText(r: Reminder): { subject: string; lines: string[] } {
  switch (r.kind) {
    case 'item_overdue':
      return {
        subject: `Not in hand yet: ${r.title}`,
        lines: [
          `${r.personName === 'You' ? 'Your' : `${r.personName}:`} ${r.title} was expected by ${formatDay(r.expectedBy)} and is not marked in hand.`,
          'If it has arrived, mark it in hand and check what it says. If not, contact the office you ordered it from.',
        ],
      };
    case 'review_deadline':
      return {
        subject: 'You can ask for a review of the refusal until ' + formatDay(r.deadline),
        lines: [
          `Your application was refused on ${formatDay(r.refusedOn)}. If you sent a complete application, you can ask DFA ` +
            `for a review within 6 weeks of the refusal: by ${formatDay(r.deadline)}.`,
          'The refusal letter says how to ask. Record the review request in your application when you send it.',
        ],
      };
    case 'lapse':
      return {
        subject: `Your returned application lapses on ${formatDay(r.lapsesOn)}`,
        lines: [
          `An application DFA returned becomes invalid 6 months after you signed it: you signed on ` +
            `${formatDay(r.signedOn)}, so send what DFA asked for before ${formatDay(r.lapsesOn)}, or you will have to start again.`,
        ],
      };
  }
}

/**
 * A 'Your Application' reminder (domain/application/reminders.ts says which are due), with the
 * reader's one-click unsubscribe link (unsubscribe.ts) in its footer and in its List-Unsubscribe headers.
 */
export function reminderEmail(to: string, r: Reminder, appUrl: string, unsubscribeUrl: string): Email {
  const { subject, lines } = reminderText(r);
  // The tab where the reminder's matter is done (docs/decisions/070-an-address-for-every-signed-in-view.md).
  const url = `${appUrl}${APPLICATION_PATH}/${r.kind === 'item_overdue' ? 'documents' : 'posted'}`;
  const html = layout(subject, `${paragraphs(['Hello,', ...lines])}\n${button(url, 'Open your application')}`, {
    text: FOOTERS.reminder,
    link: { url: unsubscribeUrl, label: 'Unsubscribe from reminders' },
  });
  const text = `${subject}

${lines.join('\n\n')}

Open your application: ${url}

${FOOTERS.reminder}
Unsubscribe from reminders: ${unsubscribeUrl}`;
  return { to, subject, html, text, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}
