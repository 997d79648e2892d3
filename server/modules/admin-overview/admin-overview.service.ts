import type { AppDeps } from '#server/app-deps.js';
import { longReads } from '#server/db/long-reads.js';
import { fromIndiaWallClock, indiaWallClock } from '#server/lib/india-time.js';
import { EXPIRING_SOON_DAYS } from '#shared/listing-expiry.js';
import { countExpiringSoon } from '../admin-jobs/listing-expiry.service.js';
import type { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import { reportCounts } from '../reports/report-queue.service.js';
import {
  applicationsByStatusQuery,
  closedForNoResponseQuery,
  countIn,
  groupCountsIn,
  jobsByDomainQuery,
  registrationsBetweenQueries,
  totalsQueries,
} from './admin-overview.repo.js';

/** What the counts need: the database, and the worker threads that read them on a SQLite file. */
export type CountDeps = Pick<AppDeps, 'db' | 'workers' | 'sqliteFile'>;

/** The dashboard's and the analytics' totals from their rows. */
function totalsOf(rows: Record<keyof ReturnType<typeof totalsQueries>, unknown[]>) {
  return {
    totalJobs: countIn(rows.totalJobs),
    activeJobs: countIn(rows.activeJobs),
    totalApplications: countIn(rows.totalApplications),
    pendingApplications: countIn(rows.pendingApplications),
    totalUsers: countIn(rows.totalUsers),
  };
}

export async function getStats(deps: CountDeps, now = new Date()) {
  const { db } = deps;
  const [totals, reports, expiringSoon] = await Promise.all([
    longReads(deps, totalsQueries(db, now.toISOString())),
    reportCounts(db, now),
    countExpiringSoon(db, EXPIRING_SOON_DAYS.default, now),
  ]);
  return { ...totalsOf(totals), openReports: reports.open, overdueReports: reports.overdue, expiringSoon };
}

/** The last six months in India time, oldest first, each as {month (1-12), year}. */
export function lastSixMonths(now: Date): { month: number; year: number }[] {
  const india = indiaWallClock(now);
  return Array.from({ length: 6 }, (_, i) => {
    const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 5 + i, 1));
    return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
  });
}

/** The first moment of each month in India time, and of the month after the last. */
function monthStarts(months: { month: number; year: number }[]): string[] {
  const last = months[months.length - 1];
  return [...months, { month: last.month + 1, year: last.year }].map(({ month, year }) =>
    fromIndiaWallClock(Date.UTC(year, month - 1, 1)).toISOString(),
  );
}

export async function getAnalytics(deps: CountDeps, book: ResponsivenessBook, now = new Date()) {
  const { db } = deps;
  const months = lastSixMonths(now);
  const totals = totalsQueries(db, now.toISOString());
  const registrations = registrationsBetweenQueries(db, monthStarts(months));
  const rows: Record<string, unknown[]> = await longReads<string>(deps, {
    ...totals,
    ...registrations,
    byStatus: applicationsByStatusQuery(db),
    byDomain: jobsByDomainQuery(db),
    noResponse: closedForNoResponseQuery(db),
  });
  const count = (key: string) => countIn(rows[key]);
  const applicationsByStatus = groupCountsIn(rows.byStatus);
  const totalsRead = totalsOf(rows);
  const noResponse = count('noResponse');
  const accepted = applicationsByStatus.find((s) => s._id === 'Accepted')?.count ?? 0;
  return {
    totalJobs: totalsRead.totalJobs,
    activeJobs: totalsRead.activeJobs,
    totalUsers: totalsRead.totalUsers,
    totalApplications: totalsRead.totalApplications,
    applicationsByStatus,
    jobsByDomain: groupCountsIn(rows.byDomain),
    monthlyRegistrations: months.map((m, i) => ({ _id: m, count: count(`registrations${i}`) })),
    // docs/spec/admin-side.md §2: Accepted divided by total, rounded (a percentage).
    acceptanceRate:
      totalsRead.totalApplications === 0 ? 0 : Math.round((accepted / totalsRead.totalApplications) * 100),
    ...book.overall(),
    noResponse,
  };
}
