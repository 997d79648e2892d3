import { Building2 } from 'lucide-react';
import type { TCompanyResponsivenessRow } from '#shared/schemas/hearing-back.js';
import { Panel } from '#web/components/admin/admin-page.js';
import { EmptyState, ErrorState } from '#web/components/admin/empty-state.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { DataTable, Td, Th } from '#web/components/admin/table.js';
import { useIsWideScreen } from '#web/components/admin/use-media-query.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useCompanyResponsiveness } from '../api/get-company-responsiveness.js';
import { formatAnswered, formatDays, isShownToStudents, NO_FIGURE } from '../utils/responsiveness-figures.js';

const TITLE = 'Companies by responsiveness';

/** Under the applications: the company's figures are too few for the internship pages to show. */
function NotShownNote({ applications }: { applications: number }) {
  if (isShownToStudents(applications)) return null;
  return <span className="block text-xs font-normal text-slate-500">Not shown to students (under 5)</span>;
}

const rowKey = (row: TCompanyResponsivenessRow) => `${row.company}|${row.domain}`;

function CompaniesTable({ rows }: { rows: TCompanyResponsivenessRow[] }) {
  return (
    <DataTable caption={TITLE}>
      <thead>
        <tr>
          <Th>Company</Th>
          <Th>Mail domain</Th>
          <Th className="text-right">Applications</Th>
          <Th className="text-right">Answered</Th>
          <Th className="text-right">Median days</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="hover:bg-slate-50">
            <Td className="max-w-64 font-medium whitespace-normal text-slate-900">{row.company}</Td>
            <Td className="break-all">{row.domain || NO_FIGURE}</Td>
            <Td className="text-right tabular-nums">
              {row.applications.toLocaleString('en-IN')}
              <NotShownNote applications={row.applications} />
            </Td>
            <Td className="text-right tabular-nums">{formatAnswered(row.answered, row.applications)}</Td>
            <Td className="text-right tabular-nums">{formatDays(row.medianDays)}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The same list as cards on a phone. */
function CompanyCards({ rows }: { rows: TCompanyResponsivenessRow[] }) {
  return (
    <ul aria-label={TITLE} className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={rowKey(row)} className="space-y-2 px-4 py-4">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{row.company}</p>
            <p className="text-xs break-all text-slate-500">{row.domain || 'No mail domain'}</p>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">Applications</dt>
              <dd className="font-medium text-slate-900 tabular-nums">
                {row.applications.toLocaleString('en-IN')}
                <NotShownNote applications={row.applications} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">Answered</dt>
              <dd className="font-medium text-slate-900 tabular-nums">
                {formatAnswered(row.answered, row.applications)}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">Median days</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{formatDays(row.medianDays)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every company an application reached in the last 180 days, the least answering first
 * (docs/decisions/0033): its mail domain, applications, how many it answered and its median days to a
 * first answer. A table from the md breakpoint, cards on a phone.
 */
export function CompanyResponsivenessPanel() {
  const companies = useCompanyResponsiveness();
  const isWide = useIsWideScreen();
  const rows = companies.data;
  return (
    <Panel title={TITLE}>
      <p className="px-4 pt-3 text-sm text-slate-600 sm:px-5">
        Applications that reached each company in the last 180 days, the least answered first. Students see a company's
        figures from 5 applications.
      </p>
      {companies.isPending ? (
        <ListSkeleton rows={4} label="Loading companies" />
      ) : !rows ? (
        <ErrorState
          message={getErrorMessage(companies.error, 'Failed to load companies')}
          onRetry={() => void companies.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={Building2} message="No company has received applications in the last 180 days" />
      ) : (
        <div className="pt-3">{isWide ? <CompaniesTable rows={rows} /> : <CompanyCards rows={rows} />}</div>
      )}
    </Panel>
  );
}
