/**
 * A real SMTP receiver (the `smtp-server` package) for tests: the store sends to it through SMTP_URL, and
 * tests read the links and codes the mails carry, as a shopper would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Waits for the next mail to `to` whose subject matches, and returns it. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  /** From now on, mails are taken and thrown away unread (a benchmark's confirmation mails: parsing costs CPU). */
  discardFromNowOn(): void;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  let discarding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (discarding) {
        stream.on('end', () => callback()).resume();
        return;
      }
      simpleParser(stream).then((parsed) => {
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        mails.push({
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: parsed.headers as Map<string, unknown>,
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => !taken.has(m) && m.to === to && (!subject || subject.test(m.subject)));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''}; got ${mails.map((m) => `${m.to}: ${m.subject}`).join(', ') || 'none'}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    discardFromNowOn() {
      discarding = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `path`. */
export function linkIn(mail: CaughtMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*${path.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s]*`));
  if (!match) throw new Error(`No link to ${path} in: ${mail.text}`);
  return match[0];
}

/** The 6-digit code in a mail. */
export function codeIn(mail: CaughtMail): string {
  const match = mail.text.match(/\b\d{6}\b/);
  if (!match) throw new Error(`No code in: ${mail.text}`);
  return match[0];
}
