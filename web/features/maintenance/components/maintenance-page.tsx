import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPage } from '#web/components/status-page.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

/** docs/spec/admin-side.md §2 'Maintenance page': the AI is under maintenance and will be back soon. */
export function MaintenancePage() {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t`Under Maintenance`}
      icon={<Wrench aria-hidden="true" className="size-8" />}
      tileClassName="bg-amber-100 text-amber-700"
    >
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        <Trans>AI Assistant Under Maintenance</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>
          Our AI assistant is under maintenance right now. It will be back soon. Thank you for your patience!
        </Trans>
      </p>
      <Link to={paths.internships.getHref()} className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
        <Trans>Browse internships meanwhile</Trans>
      </Link>
    </StatusPage>
  );
}
