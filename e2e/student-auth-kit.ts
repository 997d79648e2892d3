import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SmtpSink } from '#server/test/smtp-sink.js';

// Shared by the student account browser tests (register, recovery, validation).

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const SHOTS = '/tmp/shots/auth';
mkdirSync(SHOTS, { recursive: true });

/** A full-page screenshot in /tmp/shots/auth, after toasts and transitions settle. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(350);
  // A sticky header drawn mid-page in a full-page capture would hide content: capture from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A one-page PDF that file-type recognises (%PDF magic) and viewers open. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 36 72 Td (Asha Rao CV) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small real PNG (an indigo-to-teal gradient), so the re-encoded picture is visible in screenshots. */
export function gradientPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) rows.push(79 - (x >> 1), 70 + (y << 1), 229 - x);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

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

/** The text of the toast (sonner) that contains `text`, waited for. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** An inline alert (role=alert) with exactly `text`. */
export async function expectAlert(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
  expect(await page.getByRole('alert').filter({ hasText: text }).count()).toBeGreaterThan(0);
}

export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]')) {
      button.click();
    }
  });
}

/** Registers a student through the API (send-otp, code from the mail, register) for tests about other screens. */
export async function registerViaApi(
  productUrl: string,
  sink: SmtpSink,
  student: { name: string; email: string; password: string },
): Promise<void> {
  const before = sink.received.length;
  const post = (path: string, body: unknown) =>
    fetch(`${productUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/send-otp', { email: student.email })).status).toBe(200);
  const otp = codeFrom(await waitForMail(sink, student.email, 'verification code', before));
  const response = await post('/register', {
    ...student,
    otp,
    phone: '9876543210',
    currentCity: 'Mysuru',
    pinCode: '570001',
    studyPreference: 'India',
    twelfthPU: { institution: 'PU College' },
    ugDegree: { institution: 'University of Mysore' },
    currentAcademicStatus: 'Third Year',
    skills: ['Python'],
    keywords: ['Data Science'],
    acceptTerms: true,
    marketingConsent: true,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}
