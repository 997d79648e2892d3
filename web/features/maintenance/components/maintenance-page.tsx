import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPage } from '#web/components/status-page.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

/** docs/spec/admin-side.md §2 'Maintenance page': the AI is under maintenance and will be back soon. */
export function MaintenancePage() {
  return (
    <StatusPage
      title="Under Maintenance"
      icon={<Wrench aria-hidden="true" className="size-8" />}
      tileClassName="bg-amber-100 text-amber-700"
    >
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">AI Assistant Under Maintenance</h1>
      <p className="mt-3 text-slate-600">
        Our AI assistant is under maintenance right now. It will be back soon. Thank you for your patience!
      </p>
      <Link to={paths.internships.getHref()} className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
        Browse internships meanwhile
      </Link>
    </StatusPage>
  );
}
