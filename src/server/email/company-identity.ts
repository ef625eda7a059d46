import { escapeHtml } from '#server/http/escape-html.ts';
import type { CompanyIdentity } from '#shared/public-config.ts';
import type { Email } from './mailer.ts';
import { COMPANY_IDENTITY_SLOT } from './templates.ts';

/**
 * Every mail says who sends it: the company's legal name, number, registered office and contact
 * address, under the layout's footer (or at the end of a mail without one) and at the end of the text.
 */
export function signWithCompany(email: Email, company: CompanyIdentity): Email {
  const lines = [
    company.legalName,
    `Company number: ${company.companyNumber}`,
    `Registered office: ${company.registeredAddress}`,
    `Email: ${company.email}`,
  ];
  const block = `<br><br>${lines.map(escapeHtml).join('<br>')}`;
  const html = email.html.includes(COMPANY_IDENTITY_SLOT)
    ? email.html.replace(COMPANY_IDENTITY_SLOT, () => block)
    : `${email.html}\n<p>${block}</p>`;
  return { ...email, html, text: `${email.text}\n\n--\n${lines.join('\n')}` };
}
