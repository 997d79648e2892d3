import type { TAdminApplication } from '#shared/schemas/admin.js';

/** docs/spec/admin-side.md §2: a missing user is shown as Deleted User. */
export function applicantName(application: TAdminApplication): string {
  return application.userId?.name ?? 'Deleted User';
}

/** docs/spec/admin-side.md §2: a missing job is shown as Deleted Job. */
export function jobTitle(application: TAdminApplication): string {
  return application.jobId?.title ?? 'Deleted Job';
}

/** What was applied to, kept at apply time: shown under 'Deleted Job'. */
export function snapshotText(application: TAdminApplication): string | null {
  if (application.jobId) return null;
  const { title, company } = application.jobSnapshot;
  return title ? `${title}${company ? ` at ${company}` : ''}` : null;
}

/** Held (pending) or failed applications can be sent (again) while the student and the internship exist. */
export function canForward(application: TAdminApplication): boolean {
  return application.mailStatus !== 'sent' && application.userId !== null && application.jobId !== null;
}
