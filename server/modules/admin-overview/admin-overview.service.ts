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
  registrationTimesSince,
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

export async function getAnalytics(db: DB, book: ResponsivenessBook, now = new Date()) {
  const months = lastSixMonths(now);
  const first = months[0];
  const since = fromIndiaWallClock(Date.UTC(first.year, first.month - 1, 1)).toISOString();
  const [totals, applicationsByStatus, jobsByDomain, registrations, noResponse] = await Promise.all([
    countEverything(db, now.toISOString()),
    countApplicationsByStatus(db),
    countJobsByDomain(db),
    registrationTimesSince(db, since),
    countClosedForNoResponse(db),
  ]);
  const buckets = new Map(months.map((m) => [`${m.year}-${m.month}`, 0]));
  for (const createdAt of registrations) {
    const india = indiaWallClock(Date.parse(createdAt));
    const key = `${india.getUTCFullYear()}-${india.getUTCMonth() + 1}`;
    if (buckets.has(key)) buckets.set(key, (buckets.get(key) ?? 0) + 1);
  }
  const accepted = applicationsByStatus.find((s) => s._id === 'Accepted')?.count ?? 0;
  return {
    totalJobs: totals.totalJobs,
    activeJobs: totals.activeJobs,
    totalUsers: totals.totalUsers,
    totalApplications: totals.totalApplications,
    applicationsByStatus,
    jobsByDomain,
    monthlyRegistrations: months.map((m) => ({ _id: m, count: buckets.get(`${m.year}-${m.month}`) ?? 0 })),
    // docs/spec/admin-side.md §2: Accepted divided by total, rounded (a percentage).
    acceptanceRate: totals.totalApplications === 0 ? 0 : Math.round((accepted / totals.totalApplications) * 100),
    ...book.overall(),
    noResponse,
  };
}
