import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Wait until `count` mails have arrived (or fail after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives; `port` 0 picks a free one. `rejectWith`
 * answers RCPT TO with that code: always (a number), or whatever a function of the recipient returns
 * (undefined accepts), so a test can answer 4xx a few times and then accept.
 */
export async function startSmtpSink(
  port = 0,
  options: { rejectWith?: number | ((recipient: string) => number | undefined) } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const { rejectWith } = options;
      const code = typeof rejectWith === 'function' ? rejectWith(address.address) : rejectWith;
      if (!code) return callback();
      const error = Object.assign(new Error(code < 500 ? 'Try again later' : 'Mailbox unavailable'), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that nothing listens on (the SMTP server is "down"). */
export async function freePort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}
