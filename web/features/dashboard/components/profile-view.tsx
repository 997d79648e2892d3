import { useLingui } from '@lingui/react/macro';
import type { TUser } from '#shared/schemas/user.js';
import { ChipList, Detail, DetailGroup } from './detail-list.js';
import { EducationSummary } from './education-summary.js';
import { academicStatusLabel, studyPreferenceLabel } from './format.js';
import { ResumeStatus } from './resume-status.js';

/** docs/spec/student-side.md §2 profile card, view mode: every profile field (docs/spec/student-side.md §3). */
export function ProfileView({ user }: { user: TUser }) {
  const { t } = useLingui();
  const studyPreference = studyPreferenceLabel(user.studyPreference);
  const academicStatus = academicStatusLabel(user.currentAcademicStatus);
  return (
    <div className="space-y-6">
      <DetailGroup title={t`Contact`}>
        <Detail label={t`Email`} value={user.email} />
        <Detail label={t`Phone`} value={user.phone} />
        <Detail label={t`Current city`} value={user.currentCity} />
        <Detail label={t`Pin code`} value={user.pinCode} />
      </DetailGroup>
      <DetailGroup title={t`Plans`}>
        <Detail label={t`Study preference`} value={studyPreference ? t(studyPreference) : ''} />
        <Detail
          label={t`Current academic status`}
          value={academicStatus ? t(academicStatus) : user.currentAcademicStatus}
        />
        <Detail label={t`Section / stream`} value={user.section} />
        <Detail label={t`Higher education plans`} value={user.higherEducation} />
        <Detail label={t`Future goals`} value={user.futureGoals} wide />
      </DetailGroup>
      <EducationSummary user={user} />
      <div className="grid gap-6 sm:grid-cols-2">
        <ChipList label={t`Skills`} items={user.skills} />
        <ChipList label={t`Keywords`} items={user.keywords} />
      </div>
      <ResumeStatus user={user} />
    </div>
  );
}
