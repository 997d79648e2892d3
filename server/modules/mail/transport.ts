import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Where mails go, for the start-up banner. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real SMTP through nodemailer. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Every stage bounded well inside the outbox's 60 s claim (mail-sender.ts), so a hanging SMTP server
  // fails a send before another process may claim the same mail (nodemailer's defaults run to minutes).
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const { hostname, port } = new URL(smtpUrl);
  return {
    description: `SMTP server ${hostname}:${port || 25}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Development without SMTP_URL: the mail stays in the outbox and is logged (recipient and subject). On
 * a server bound to loopback it is shown at `publicUrl`/dev/mailbox, to this machine only; `null`:
 * the server listens on other interfaces, and there is no mailbox page.
 */
export function createLocalMailbox(log: FastifyBaseLogger, publicUrl: string | null): MailTransport {
  return {
    description: publicUrl
      ? `the local mailbox at ${publicUrl}/dev/mailbox (no SMTP_URL set; local only: it answers this machine alone)`
      : 'kept in the outbox, no mailbox page (no SMTP_URL set, and the server is not bound to 127.0.0.1)',
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the local mailbox');
    },
    close: () => {},
  };
}
