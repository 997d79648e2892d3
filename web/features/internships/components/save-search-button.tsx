import { Trans, useLingui } from '@lingui/react/macro';
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TSavedSearchFilters } from '#shared/schemas/saved-searches.js';
import { paths } from '#web/config/paths.js';
import { createRedirectState } from '#web/lib/redirect.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { type InternshipFilters, toListQueryObject } from '../utils/list-query.js';

// The dialog (and the form words it needs) is fetched when first opened: most visits never save a search.
const loadDialog = () => import('./save-search-dialog.js');
const SaveSearchDialog = lazy(async () => ({ default: (await loadDialog()).SaveSearchDialog }));

/** The list's keywords and filters as a saved search keeps them, without order or page (ZSavedSearchFilters). */
export function toSavedSearchFilters(filters: InternshipFilters): TSavedSearchFilters {
  const { search, location, domain, position, minSalary, maxSalary } = toListQueryObject({ filters, page: 1 });
  const rupees = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return { search, location, domain, position, minSalary: rupees(minSalary), maxSalary: rupees(maxSalary) };
}

/**
 * "Save this search" beside the results line (issue 21, item 2): opens a dialog that names the search and
 * picks how often new internships are mailed. A visitor is sent to log in, and back here after; an
 * administrator has no saved searches, so sees no button.
 */
export function SaveSearchButton({ filters }: { filters: InternshipFilters }) {
  const { t } = useLingui();
  const { userType } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  if (userType === 'admin') return null;

  const onClick = () => {
    if (userType !== 'user') {
      toast.error(t`Please log in to save searches`);
      // The login page sends the student back to this list, with its filters.
      void navigate(paths.login.getHref(), { state: createRedirectState(location) });
      return;
    }
    setIsOpen(true);
  };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        // 44 px to touch; the negative margins keep the results line as short as the text (three cards
        // fit a 390×844 screen: e2e/internships-phone.test.ts).
        className="-my-3 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-indigo-700 hover:bg-indigo-50"
      >
        <BellPlus aria-hidden="true" className="size-4" />
        <Trans comment="a button on the internships list: keep these keywords and filters, with mail alerts">
          Save this search
        </Trans>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={toSavedSearchFilters(filters)} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
