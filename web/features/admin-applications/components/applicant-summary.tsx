import type { TAdminApplication } from '#shared/schemas/admin.js';
import { applicantName } from './application-format.js';

/** The applicant's name (greyed as Deleted User once the account is gone) and email. */
export function ApplicantSummary({ application }: { application: TAdminApplication }) {
  return (
    <>
      <p className={application.userId ? 'font-semibold text-slate-900' : 'font-semibold text-slate-400 italic'}>
        {applicantName(application)}
      </p>
      {application.userId && <p className="text-xs break-all text-slate-500">{application.userId.email}</p>}
    </>
  );
}
