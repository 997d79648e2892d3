import type { DB } from '#server/db/database.js';
import type { SeededStudent } from '#server/test/seed-applicants.js';

export interface ApplicationsSeen {
  students: SeededStudent[];
  jobs: string[];
  tokens: string[];
  /** Every application a client got a 201 for: its id, and the student and internship (indexes). */
  acknowledged: { id: string; student: number; job: number }[];
}

/**
 * What must hold after a crash: each acknowledged application is stored as it was answered, and every
 * stored application (acknowledged or not) came with everything its transaction writes: one company
 * mail, one receipt to the student, one more on the internship's application count. Nothing extra.
 */
export async function checkApplications(db: DB, url: string, seen: ApplicationsSeen) {
  const problems: string[] = [];
  const applications = await db.selectFrom('applications').select(['id', 'user_id', 'job_id']).execute();
  const byId = new Map(applications.map((a) => [a.id, a]));
  for (const { id, student, job } of seen.acknowledged) {
    const stored = byId.get(id);
    if (!stored) problems.push(`acknowledged application ${id} is missing`);
    else if (stored.user_id !== seen.students[student].id || stored.job_id !== seen.jobs[job])
      problems.push(`application ${id} is stored for another student or internship`);
  }

  const mails = await db.selectFrom('mail_outbox').select(['application_id', 'to_address', 'subject']).execute();
  const companyMails = new Map<string, number>();
  const receipts = new Map<string, number>();
  for (const mail of mails) {
    if (mail.application_id) companyMails.set(mail.application_id, (companyMails.get(mail.application_id) ?? 0) + 1);
    else
      receipts.set(`${mail.to_address}|${mail.subject}`, (receipts.get(`${mail.to_address}|${mail.subject}`) ?? 0) + 1);
  }
  const jobIndex = new Map(seen.jobs.map((id, i) => [id, i]));
  const emailOf = new Map(seen.students.map((s) => [s.id, s.email]));
  const perJob = new Map<string, number>();
  for (const a of applications) {
    perJob.set(a.job_id, (perJob.get(a.job_id) ?? 0) + 1);
    const company = companyMails.get(a.id) ?? 0;
    if (company !== 1) problems.push(`application ${a.id} has ${company} company mails`);
    const receipt = `${emailOf.get(a.user_id)}|Your application for Reliability Intern ${jobIndex.get(a.job_id)} at Nimbus Softlabs`;
    if (receipts.get(receipt) !== 1) problems.push(`application ${a.id} has ${receipts.get(receipt) ?? 0} receipts`);
  }
  const orphans = [...companyMails.keys()].filter((id) => !byId.has(id)).length;
  if (orphans > 0) problems.push(`${orphans} company mails of applications that do not exist`);
  const receiptCount = [...receipts.values()].reduce((sum, n) => sum + n, 0);
  if (receiptCount !== applications.length)
    problems.push(`${receiptCount} receipts for ${applications.length} applications`);

  const counted = await db.selectFrom('internships').select(['id', 'application_count']).execute();
  for (const job of counted) {
    if (job.application_count !== (perJob.get(job.id) ?? 0))
      problems.push(`internship ${job.id} counts ${job.application_count}, has ${perJob.get(job.id) ?? 0}`);
  }

  // The restarted product itself tells the students so (the newest acknowledged ones).
  for (const { student, job } of seen.acknowledged.slice(-20)) {
    const response = await fetch(`${url}/api/jobs/${seen.jobs[job]}/application-status`, {
      headers: { authorization: `Bearer ${seen.tokens[student]}` },
    });
    const body = (await response.json()) as { hasApplied?: boolean };
    if (!body.hasApplied) problems.push(`the API does not show student ${student}'s application to job ${job}`);
  }
  return { applications: applications.length, problems };
}
