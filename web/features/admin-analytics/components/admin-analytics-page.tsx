import { Briefcase, CheckCircle2, FileText, Hourglass, MailCheck, MailX, Percent, Users } from 'lucide-react';
import { useEffect } from 'react';
import { AdminPage, Panel } from '#web/components/admin/admin-page.js';
import { ErrorState } from '#web/components/admin/empty-state.js';
import { Skeleton } from '#web/components/admin/skeleton.js';
import { StatCard } from '#web/components/admin/stat-card.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useAnalytics } from '../api/get-analytics.js';
import { domainBars, monthLabel, statusBars } from '../utils/analytics-series.js';
import { formatDays } from '../utils/responsiveness-figures.js';
import { CompanyResponsivenessPanel } from './company-responsiveness-panel.js';
import { DomainChart } from './domain-chart.js';
import { MonthlyChart } from './monthly-chart.js';
import { StatusDonut } from './status-donut.js';

function ChartSkeleton() {
  return (
    <div role="status" className="space-y-3 p-5">
      <span className="sr-only">Loading chart</span>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/**
 * /admin/analytics (docs/spec/admin-side.md §2): counters, status, domain and registration charts, acceptance
 * rate; how companies answer (docs/decisions/0033): answer rate, median days, No response, and the companies.
 */
export function AdminAnalyticsPage() {
  const analytics = useAnalytics();
  const { data, error } = analytics;

  useEffect(() => {
    if (error) toast.error(getErrorMessage(error, 'Failed to fetch analytics'), { id: 'admin-analytics' });
  }, [error]);

  if (analytics.isError) {
    return (
      <AdminPage title="Analytics">
        <Panel>
          <ErrorState message="Failed to load analytics data" onRetry={() => void analytics.refetch()} />
        </Panel>
      </AdminPage>
    );
  }

  const isLoading = analytics.isPending;
  const counters = [
    { label: 'Total Internships', value: data?.totalJobs, icon: Briefcase, tone: 'indigo' },
    { label: 'Active Internships', value: data?.activeJobs, icon: CheckCircle2, tone: 'emerald' },
    { label: 'Total Users', value: data?.totalUsers, icon: Users, tone: 'violet' },
    { label: 'Total Applications', value: data?.totalApplications, icon: FileText, tone: 'sky' },
    {
      label: 'Acceptance Rate',
      value: data ? `${data.acceptanceRate}%` : undefined,
      icon: Percent,
      tone: 'amber',
    },
  ] as const;
  // Hearing back: the answer rate and median over the applications that reached a company in 180 days.
  const hearingBack = [
    {
      label: 'Answer Rate',
      value: data ? `${data.answerRate}%` : undefined,
      icon: MailCheck,
      tone: 'emerald',
      hint: 'Last 180 days',
    },
    {
      label: 'Median Days to a First Answer',
      value: data ? formatDays(data.medianDaysToAnswer) : undefined,
      icon: Hourglass,
      tone: 'sky',
      hint: 'Last 180 days',
    },
    {
      label: 'Closed as No Response',
      value: data?.noResponse,
      icon: MailX,
      tone: 'slate',
      hint: 'All time',
    },
  ] as const;
  const months = (data?.monthlyRegistrations ?? []).map(({ _id, count }) => ({
    label: monthLabel(_id),
    shortLabel: monthLabel(_id).slice(0, 3),
    value: count,
  }));

  return (
    <AdminPage title="Analytics" description="How the platform is used: applications, internships and sign-ups.">
      <section aria-label="Totals">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
          {counters.map((counter, index) => (
            <li key={counter.label} className={index === 4 ? 'col-span-2 lg:col-span-1' : undefined}>
              <StatCard {...counter} isLoading={isLoading} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hearing-back-title">
        <h2 id="hearing-back-title" className="mb-3 text-base font-semibold text-slate-900">
          Hearing back
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
          {hearingBack.map((tile) => (
            <li key={tile.label}>
              <StatCard {...tile} isLoading={isLoading} />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Applications by Status">
          {data ? (
            <div className="p-5">
              <StatusDonut bars={statusBars(data.applicationsByStatus)} acceptanceRate={data.acceptanceRate} />
            </div>
          ) : (
            <ChartSkeleton />
          )}
        </Panel>
        <Panel title="Internships by Domain">
          {data ? (
            <div className="p-5">
              {data.jobsByDomain.length === 0 ? (
                <p className="py-8 text-center text-sm text-slate-500">No internships yet.</p>
              ) : (
                <DomainChart bars={domainBars(data.jobsByDomain)} title="Internships per domain" />
              )}
            </div>
          ) : (
            <ChartSkeleton />
          )}
        </Panel>
      </div>
      <Panel title="Monthly Registrations (last 6 months)">
        {data ? (
          <div className="p-4 sm:p-5">
            <MonthlyChart columns={months} title="New students per month, last 6 months" />
          </div>
        ) : (
          <ChartSkeleton />
        )}
      </Panel>
      <CompanyResponsivenessPanel />
    </AdminPage>
  );
}
