import { Plural, Trans } from '@lingui/react/macro';
import { Download, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { RESUME_LINK_MINUTES } from '#shared/hearing-back.js';
import type { TCompanyAnswerView } from '#shared/schemas/hearing-back.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';

export const CARD = 'rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6';
export const CARD_TITLE = 'text-lg font-semibold text-slate-900';

/** A value the student left empty. */
const NONE = '—';

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A phone number as a tel: link dials it: digits and a leading plus. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The applicant as the company meets them: contact, studies, skills. */
export function ApplicantDetails({ student }: { student: TCompanyAnswerView['student'] }) {
  const linkClass = 'inline-flex items-center gap-1.5 text-indigo-700 underline-offset-2 hover:underline';
  return (
    <section aria-labelledby="applicant-title" className={CARD}>
      <h2 id="applicant-title" className={CARD_TITLE}>
        <Trans>Applicant</Trans>
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Detail term={<Trans>Name</Trans>}>{student.name || NONE}</Detail>
        <Detail term={<Trans>Email</Trans>}>
          {student.email ? (
            <a href={`mailto:${student.email}`} className={linkClass}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-all">{student.email}</span>
            </a>
          ) : (
            NONE
          )}
        </Detail>
        <Detail term={<Trans>Phone</Trans>}>
          {student.phone ? (
            <a href={`tel:${dialable(student.phone)}`} className={linkClass}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {student.phone}
            </a>
          ) : (
            NONE
          )}
        </Detail>
        <Detail term={<Trans>City</Trans>}>{student.city || NONE}</Detail>
        <Detail term={<Trans>Academic status</Trans>}>{student.academicStatus || NONE}</Detail>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-sm text-slate-500">
            <Trans>Skills</Trans>
          </dt>
          <dd className="mt-1.5">
            {student.skills.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {student.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 ring-1 ring-indigo-100 ring-inset"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              NONE
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The cover letter as the student wrote it (its lines kept), and the resume to download. */
export function CoverLetterAndResume({ coverLetter, resumeUrl }: { coverLetter: string; resumeUrl: string | null }) {
  return (
    <section aria-labelledby="cover-letter-title" className={CARD}>
      <h2 id="cover-letter-title" className={CARD_TITLE}>
        <Trans>Cover letter</Trans>
      </h2>
      {coverLetter.trim() ? (
        <p className="mt-3 whitespace-pre-wrap break-words text-slate-700">{coverLetter}</p>
      ) : (
        <p className="mt-3 text-slate-500 italic">
          <Trans>(no cover letter)</Trans>
        </p>
      )}
      <div className="mt-5 border-t border-slate-100 pt-5">
        {resumeUrl ? (
          <>
            {/* The link is the server's own, for this page; no Referer, so the page's token stays here. */}
            <a href={resumeUrl} download rel="noreferrer" className={buttonClassName({ variant: 'secondary' })}>
              <Download aria-hidden="true" className="size-4" />
              <Trans>Download resume</Trans>
            </a>
            <p className="mt-2 text-sm text-slate-500">
              <Plural
                value={RESUME_LINK_MINUTES}
                one="The download works for # minute; reload this page for a new one."
                other="The download works for # minutes; reload this page for a new one."
              />
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-500">
            <Trans>The student has not added a resume.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
