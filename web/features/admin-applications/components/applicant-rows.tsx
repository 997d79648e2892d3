import { Download, Eye } from 'lucide-react';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { Button } from '#web/components/ui/button.js';
import { DetailRows } from './detail-list.js';
import type { ApplicationActions } from './use-application-actions.js';

type Applicant = NonNullable<TAdminApplication['userId']>;

/** Name, email, phone, skills and the resume with view and download (docs/spec/admin-side.md §2). */
export function ApplicantRows({ user, actions }: { user: Applicant; actions: ApplicationActions }) {
  const skills =
    user.skills.length > 0 ? (
      <ul className="flex flex-wrap gap-1.5">
        {user.skills.map((skill) => (
          <li key={skill} className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-800">
            {skill}
          </li>
        ))}
      </ul>
    ) : (
      'None listed'
    );
  const resume = user.resume ? (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-emerald-700">Uploaded</span>
      <Button
        variant="secondary"
        size="sm"
        isLoading={actions.viewingUserId === user._id}
        onClick={() => actions.viewResume(user._id)}
      >
        <Eye aria-hidden="true" className="size-4" />
        View
      </Button>
      <Button
        variant="secondary"
        size="sm"
        isLoading={actions.downloadingUserId === user._id}
        onClick={() => actions.downloadResume(user)}
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </Button>
    </div>
  ) : (
    <span className="text-slate-500">Not uploaded</span>
  );
  return (
    <DetailRows
      rows={[
        ['Name', user.name],
        ['Email', user.email],
        ['Phone', user.phone || '–'],
        ['Skills', skills],
        ['Resume', resume],
      ]}
    />
  );
}
