import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../db/schema.ts';
import { signWithCompany } from './company-identity.ts';

/** One mail; `headers` are extra ones it is sent with (a reminder's List-Unsubscribe). */
export type Email = { to: string; subject: string; html: string; text: string; headers?: Record<string, string> };
export type Mailer = { send(email: Email): Promise<void>; kind: 'smtp' | 'dev-mailbox' };

/**
 * SMTP when SMTP_URL is set. Otherwise, outside production only, a development mailbox:
 * each mail is printed on the console and stored so /dev/mailbox can list it. Either way each
 * mail is signed with the company's identity as it goes, and replies go to the company's address.
 * nodemailer is loaded with the first mail, not at start-up (issue 33: it, and the parts of
 * Node's HTTP client it pulls in, were a noticeable share of evaluating the server at start).
 */
export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  const sign = (email: Email) => signWithCompany(email, config.company);
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      async send(unsigned) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.mailFrom, replyTo: config.mailReplyTo, ...sign(unsigned) });
      },
    };
  }
  if (config.isProduction) throw new Error('SMTP_URL is required in production');
  return {
    kind: 'dev-mailbox',
    async send(unsigned) {
      const email = sign(unsigned);
      await db.insert(devMailbox).values(email);
      log.info({ to: email.to, subject: email.subject }, `dev mailbox:\n${email.text}`);
    },
  };
}
