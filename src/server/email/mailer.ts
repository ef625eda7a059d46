import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../db/schema.ts';

export type Email = { to: string; subject: string; html: string; text: string };
export type Mailer = { send(email: Email): Promise<void>; kind: 'smtp' | 'dev-mailbox' };

/**
 * SMTP when SMTP_URL is set. Otherwise, outside production only, a development mailbox:
 * each mail is printed on the console and stored so /dev/mailbox can list it.
 */
export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(email) {
        await transport.sendMail({ from: config.mailFrom, ...email });
      },
    };
  }
  if (config.isProduction) throw new Error('SMTP_URL is required in production');
  return {
    kind: 'dev-mailbox',
    async send(email) {
      await db.insert(devMailbox).values(email);
      log.info({ to: email.to, subject: email.subject }, `dev mailbox:\n${email.text}`);
    },
  };
}
