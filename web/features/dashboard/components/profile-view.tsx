import type { TUser } from '#shared/schemas/user.js';
import { ChipList, Detail, DetailGroup } from './detail-list.js';
import { EducationSummary } from './education-summary.js';
import { studyPreferenceLabel } from './format.js';
import { ResumeStatus } from './resume-status.js';

/** docs/spec/student-side.md §2 profile card, view mode: every profile field (docs/spec/student-side.md §3). */
export function ProfileView({ user }: { user: TUser }) {
  return (
    <div className="space-y-6">
      <DetailGroup title="Contact">
        <Detail label="Email" value={user.email} />
        <Detail label="Phone" value={user.phone} />
        <Detail label="Current city" value={user.currentCity} />
        <Detail label="Pin code" value={user.pinCode} />
      </DetailGroup>
      <DetailGroup title="Plans">
        <Detail label="Study preference" value={studyPreferenceLabel(user.studyPreference)} />
        <Detail label="Current academic status" value={user.currentAcademicStatus} />
        <Detail label="Section / stream" value={user.section} />
        <Detail label="Higher education plans" value={user.higherEducation} />
        <Detail label="Future goals" value={user.futureGoals} wide />
      </DetailGroup>
      <EducationSummary user={user} />
      <div className="grid gap-6 sm:grid-cols-2">
        <ChipList label="Skills" items={user.skills} />
        <ChipList label="Keywords" items={user.keywords} />
      </div>
      <ResumeStatus user={user} />
    </div>
  );
}
