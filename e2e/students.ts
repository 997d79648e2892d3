import type { SmtpSink } from '#server/test/smtp-sink.js';
import { registration } from '#server/test/students.js';
import type { TRegisterRequest } from '#shared/schemas/account.js';
import type { TUser } from '#shared/schemas/user.js';
import { api } from './api.js';
import { minimalPdf } from './files.js';
import { codeFrom, codeFromMailbox, waitForMail } from './mail.js';

export const STUDENT_PASSWORD = 'student-pass-1';

export type Student = { _id: string; name: string; email: string; token: string; user: TUser };

/**
 * Registers a student through the API (send-otp, the mailed code, register) for tests about other
 * screens: the profile of the server tests' `registration`, with a PDF resume unless `withResume` is
 * false, and `profile`'s fields over it. The code comes from `sink` (SMTP_URL set) or the product's
 * mailbox page.
 */
export async function registerStudent(
  base: string,
  profile: Partial<TRegisterRequest> & { email: string },
  { sink, withResume = true }: { sink?: SmtpSink; withResume?: boolean } = {},
): Promise<Student> {
  const { email } = profile;
  const before = sink?.received.length ?? 0;
  const sent = await api(base, '/send-otp', { body: { email } });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
  const otp = sink
    ? codeFrom(await waitForMail(sink, email, 'verification code', before))
    : await codeFromMailbox(base, email);
  const resume = withResume
    ? {
        resumeData: minimalPdf().toString('base64'),
        resumeFilename: 'resume.pdf',
        resumeContentType: 'application/pdf',
      }
    : {};
  const body = registration(email, otp, { password: STUDENT_PASSWORD, ...resume, ...profile });
  const registered = await api(base, '/register', { body });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const { token, user } = (await registered.json()) as { token: string; user: TUser };
  return { _id: user._id, name: user.name, email, token, user };
}
