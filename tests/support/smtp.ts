import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, with its text and HTML parts decoded. */
export type CapturedMail = {
  /** The envelope recipient (RCPT TO), as the sender wrote it. */
  to: string;
  subject: string;
  /** The decoded text/plain part ('' when there is none). */
  text: string;
  /** The decoded text/html part ('' when there is none). */
  html: string;
  /** The message exactly as it came over the wire. */
  raw: string;
};

export type TestSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every accepted message, oldest first. */
  messages: CapturedMail[];
  /**
   * The oldest message to `to` (case-insensitive) not yet returned by an earlier call,
   * waiting for it to arrive if needed. Rejects after timeoutMs (default 5 s).
   */
  waitForMail(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** While on, every recipient is refused (451 by default), so sending fails. */
  setFailing(on: boolean, responseCode?: number): void;
  stop(): Promise<void>;
};

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: CapturedMail[] = [];
  const handedOut = new Set<CapturedMail>();
  const waiters = new Set<() => void>();
  let failing: { code: number } | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failing) {
        const err = new Error('Mailbox unavailable (test server set to fail)') as Error & { responseCode: number };
        err.responseCode = failing.code;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = parseMessage(raw);
        for (const rcpt of session.envelope.rcptTo) {
          messages.push({ to: rcpt.address, subject: parsed.subject, text: parsed.text, html: parsed.html, raw });
        }
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A connection reset by a client must not crash the test run.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const found = messages.find((m) => !handedOut.has(m) && m.to.toLowerCase() === to.toLowerCase());
    if (found) handedOut.add(found);
    return found;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, timeoutMs = 5_000) {
      const ready = take(to);
      if (ready) return Promise.resolve(ready);
      return new Promise<CapturedMail>((resolve, reject) => {
        const wake = () => {
          const mail = take(to);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = messages.map((m) => m.to).join(', ') || 'none';
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (mail received for: ${seen})`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    setFailing(on, responseCode = 451) {
      failing = on ? { code: responseCode } : null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first URL in the text part that starts with prefix (throws when there is none). */
export function extractLink(mail: Pick<CapturedMail, 'text'>, prefix: string): string {
  const urls = mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const found = urls.find((u) => u.startsWith(prefix));
  if (!found) throw new Error(`No link starting with ${prefix} in the mail text:\n${mail.text}`);
  return found;
}

// --- A small MIME reader: enough for what nodemailer sends (multipart, quoted-printable, base64). ---

type Part = { headers: Map<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

export function decodeQuotedPrintable(input: string, charset = 'utf-8'): string {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return new TextDecoder(charset).decode(Uint8Array.from(bytes));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParam(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, charset);
  if (encoding === 'base64')
    return new TextDecoder(charset).decode(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'));
  return part.body;
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= and =?utf-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? new TextDecoder(charset).decode(Buffer.from(text, 'base64'))
        : decodeQuotedPrintable(text.replaceAll('_', ' '), charset),
    );
}

function collectParts(part: Part, into: { text?: string; html?: string }) {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const mime = type.split(';')[0].trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = headerParam(type, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    // sections[0] is the preamble; the section after the closing "--boundary--" starts with "--".
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectParts(splitHeaders(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), into);
    }
    return;
  }
  if (mime === 'text/plain' && into.text === undefined) into.text = decodeBody(part);
  if (mime === 'text/html' && into.html === undefined) into.html = decodeBody(part);
}

function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const top = splitHeaders(raw);
  const found: { text?: string; html?: string } = {};
  collectParts(top, found);
  return { subject: decodeHeader(top.headers.get('subject') ?? ''), text: found.text ?? '', html: found.html ?? '' };
}
