/**
 * The Mailer adapter (issue 5, ARCHITECTURE.md "mail"). With SMTP_URL set, mail goes out by SMTP; else the
 * embedded default writes each message, as the .eml a mail client opens, to DATA_DIR/mail/ and logs its
 * subject and recipient. Both build the message with nodemailer, so what is written is what would be sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for the newsletter. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes the connections kept to the relay (the store's shutdown, after the outbox has stopped). */
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, from, dataDir, logger }: MailerOptions): Mailer {
  // Pooled: a few connections to the relay kept open and reused, instead of a connection, greeting and
  // goodbye per mail (about 110 ms a mail to a local relay, 6-25 ms pooled), so the outbox keeps up with
  // the orders it mails about (docs/benchmarks.md, "Checkout").
  return smtpUrl
    ? smtpMailer(nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 10 }), from, logger)
    : fileMailer(join(dataDir, 'mail'), from, logger);
}

function smtpMailer(transport: Transporter, from: string, logger: Logger): Mailer {
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

function fileMailer(directory: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(directory, { recursive: true });
      const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written');
    },
    close: () => transport.close(),
  };
}
