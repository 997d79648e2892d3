import { simpleParser } from 'mailparser';
import type { SmtpSink } from '#server/test/smtp-sink.js';

// The product's mail as the browser tests read it: from a real SMTP server (SMTP_URL set), or from the
// product's own mailbox page (/dev/mailbox, a development server without SMTP_URL).

export type Mail = { to: string[]; subject: string; text: string };

/** Waits for the next mail to `to` whose subject contains `subject`, after the first `skip` mails. */
export async function waitForMail(sink: SmtpSink, to: string, subject: string, skip = 0): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    for (const received of sink.received.slice(skip)) {
      if (!received.to.includes(to)) continue;
      const parsed = await simpleParser(received.raw);
      if (parsed.subject?.includes(subject))
        return { to: received.to, subject: parsed.subject, text: parsed.text ?? '' };
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} (got ${sink.received.length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function codeFrom(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** The reset link of a recovery mail, moved to the product's own origin. */
export function resetLinkFrom(mail: Mail, productUrl: string): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  const url = new URL(link);
  return `${productUrl}${url.pathname}${url.search}`;
}

/** The newest 6-digit code mailed to `email`, read from the product's mailbox page (no SMTP_URL set). */
export async function codeFromMailbox(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
    for (const article of html.split('<article>').slice(1)) {
      if (!article.includes(`To ${email}`)) continue;
      const code = /\b(\d{6})\b/.exec(article.split('<pre>')[1] ?? '')?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
