import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

/** docs/spec/admin-side.md §2 'Maintenance page': the AI is under maintenance and will be back soon. */
export function MaintenancePage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <DocumentTitle title="Under Maintenance" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <Wrench aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">AI Assistant Under Maintenance</h1>
      <p className="mt-3 text-slate-600">
        Our AI assistant is under maintenance right now. It will be back soon. Thank you for your patience!
      </p>
      <Link to={paths.internships.getHref()} className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
        Browse internships meanwhile
      </Link>
    </section>
  );
}
