import type { DB } from '#server/db/database.js';
import { fromIndiaWallClock, indiaWallClock } from '#server/lib/india-time.js';
import { EXPIRING_SOON_DAYS } from '#shared/listing-expiry.js';
import { countExpiringSoon } from '../admin-jobs/listing-expiry.service.js';
import type { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import { reportCounts } from '../reports/report-queue.service.js';
import {
  countApplicationsByStatus,
  countClosedForNoResponse,
  countEverything,
  countJobsByDomain,
  countRegistrationsBetween,
} from './admin-overview.repo.js';

export async function getStats(db: DB, now = new Date()) {
  const [totals, reports, expiringSoon] = await Promise.all([
    countEverything(db, now.toISOString()),
    reportCounts(db, now),
    countExpiringSoon(db, EXPIRING_SOON_DAYS.default, now),
  ]);
  return { ...totals, openReports: reports.open, overdueReports: reports.overdue, expiringSoon };
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

export async function getAnalytics(db: DB, book: ResponsivenessBook, now = new Date()) {
  const months = lastSixMonths(now);
  const [totals, applicationsByStatus, jobsByDomain, registrations, noResponse] = await Promise.all([
    countEverything(db, now.toISOString()),
    countApplicationsByStatus(db),
    countJobsByDomain(db),
    countRegistrationsBetween(db, monthStarts(months)),
    countClosedForNoResponse(db),
  ]);
  const accepted = applicationsByStatus.find((s) => s._id === 'Accepted')?.count ?? 0;
  return {
    totalJobs: totals.totalJobs,
    activeJobs: totals.activeJobs,
    totalUsers: totals.totalUsers,
    totalApplications: totals.totalApplications,
    applicationsByStatus,
    jobsByDomain,
    monthlyRegistrations: months.map((m, i) => ({ _id: m, count: registrations[i] })),
    // docs/spec/admin-side.md §2: Accepted divided by total, rounded (a percentage).
    acceptanceRate: totals.totalApplications === 0 ? 0 : Math.round((accepted / totals.totalApplications) * 100),
    ...book.overall(),
    noResponse,
  };
}
