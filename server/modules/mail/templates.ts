import escapeHtml from 'escape-html';
import { OTP_VALID_MINUTES, RESET_LINK_VALID_MINUTES } from '#shared/constants.js';

// Every outgoing mail: a subject, plain text, and HTML in which all user-supplied text is escaped.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const wrap = (platformName: string, body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">${body}
<p style="color:#64748b;font-size:12px;margin-top:32px">${escapeHtml(platformName)}</p></div></body></html>`;

// How long codes and links last, written from the constants the server enforces.
const CODE_VALID = `valid for ${OTP_VALID_MINUTES} minutes`;
const LINK_VALID = `valid for ${RESET_LINK_VALID_MINUTES} minutes`;

const codeBlock = (code: string) =>
  `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>`;

export function registrationCodeMail(platformName: string, code: string): MailContent {
  return {
    subject: `Your ${platformName} verification code`,
    text: `Your verification code is ${code}.\n\nIt is ${CODE_VALID}. If you did not ask for it, ignore this mail.`,
    html: wrap(
      platformName,
      `<p>Your verification code is:</p>${codeBlock(code)}<p>It is ${CODE_VALID}. If you did not ask for it, ignore this mail.</p>`,
    ),
  };
}

export function existingAccountMail(platformName: string, loginUrl: string, resetUrl: string): MailContent {
  return {
    subject: `You already have a ${platformName} account`,
    text: `Someone (hopefully you) tried to register with this email, but it already has an account.\n\nLog in: ${loginUrl}\nForgot your password? ${resetUrl}\n\nIf it was not you, ignore this mail.`,
    html: wrap(
      platformName,
      `<p>Someone (hopefully you) tried to register with this email, but it already has an account.</p>
<p><a href="${escapeHtml(loginUrl)}">Log in</a> or <a href="${escapeHtml(resetUrl)}">reset your password</a>.</p>
<p>If it was not you, ignore this mail.</p>`,
    ),
  };
}

export function passwordResetMail(platformName: string, name: string, code: string, link: string): MailContent {
  return {
    subject: `Reset your ${platformName} password`,
    text: `Hello ${name},\n\nYour password reset code is ${code} (${CODE_VALID}).\n\nOr open this link to choose a new password (${LINK_VALID}):\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.`,
    html: wrap(
      platformName,
      `<p>Hello ${escapeHtml(name)},</p><p>Your password reset code is:</p>${codeBlock(code)}<p>It is ${CODE_VALID}.</p>
<p>Or <a href="${escapeHtml(link)}">choose a new password with this link</a> (${LINK_VALID}).</p>
<p>If you did not ask for this, ignore this mail; your password stays as it is.</p>`,
    ),
  };
}

export interface ApplicationMailData {
  platformName: string;
  job: { title: string; company: string; location: string };
  student: { name: string; email: string; phone: string; city: string; academicStatus: string; skills: string[] };
  coverLetter: string;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');

/** To the company: the student's application, resume attached; every student-written text escaped. */
export function companyApplicationMail({ platformName, job, student, coverLetter }: ApplicationMailData): MailContent {
  const rows: [string, string][] = [
    ['Name', student.name],
    ['Email', student.email],
    ['Phone', student.phone],
    ['City', student.city],
    ['Academic status', student.academicStatus],
    ['Skills', student.skills.join(', ')],
  ];
  const letterText = coverLetter || '(no cover letter)';
  return {
    subject: `New application for ${job.title} from ${student.name}`,
    text: `${student.name} has applied for ${job.title} (${job.location}) through ${platformName}.\n\n${rows
      .map(([label, value]) => `${label}: ${value}`)
      .join(
        '\n',
      )}\n\nCover letter:\n${letterText}\n\nThe resume is attached. Reply to this mail to reach the student directly.`,
    html: wrap(
      platformName,
      `<p><strong>${escapeHtml(student.name)}</strong> has applied for <strong>${escapeHtml(job.title)}</strong> (${escapeHtml(job.location)}) through ${escapeHtml(platformName)}.</p>
<table style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#64748b">${label}</td><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>
<h3 style="margin-top:24px">Cover letter</h3>${paragraphs(letterText)}
<p>The resume is attached. Reply to this mail to reach the student directly.</p>`,
    ),
  };
}

/** To the student: confirmation with the spec's advice to follow up after 5 days (docs/spec/student-side.md §5, §9). */
export function applicationReceivedMail(
  platformName: string,
  name: string,
  job: { title: string; company: string },
): MailContent {
  const advice = 'If you do not hear back within 5 days, please contact the organisation directly by email or phone.';
  return {
    subject: `Your application for ${job.title} at ${job.company}`,
    text: `Hello ${name},\n\nWe have received your application for ${job.title} at ${job.company}. You can follow its status on your dashboard.\n\n${advice}\n\n${platformName} does not guarantee internships.`,
    html: wrap(
      platformName,
      `<p>Hello ${escapeHtml(name)},</p><p>We have received your application for <strong>${escapeHtml(job.title)}</strong> at ${escapeHtml(job.company)}. You can follow its status on your dashboard.</p>
<p>${advice}</p><p style="color:#64748b">${escapeHtml(platformName)} does not guarantee internships.</p>`,
    ),
  };
}

/** To the student when an administrator changes the decision on their application. */
export function statusChangedMail(
  platformName: string,
  name: string,
  job: { title: string; company: string },
  status: string,
): MailContent {
  const next: Record<string, string> = {
    Reviewed: 'The organisation has reviewed your application.',
    Accepted: 'Congratulations! The organisation will contact you with the next steps.',
    Rejected:
      'The organisation has decided not to go ahead this time. Keep applying: new internships arrive every day.',
    Pending: 'Your application is waiting for a decision.',
  };
  return {
    subject: `Your application for ${job.title}: ${status}`,
    text: `Hello ${name},\n\nThe status of your application for ${job.title} at ${job.company} is now: ${status}.\n${next[status] ?? ''}\n\nYou can follow it on your dashboard.`,
    html: wrap(
      platformName,
      `<p>Hello ${escapeHtml(name)},</p><p>The status of your application for <strong>${escapeHtml(job.title)}</strong> at ${escapeHtml(job.company)} is now: <strong>${escapeHtml(status)}</strong>.</p><p>${escapeHtml(next[status] ?? '')}</p><p>You can follow it on your dashboard.</p>`,
    ),
  };
}
