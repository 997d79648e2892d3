import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { useSession } from '#web/lib/session.js';
import { useMyApplications } from '../api/get-my-applications.js';
import { ContinueApplication } from './continue-application.js';
import { MyApplications } from './my-applications.js';
import { MyReports } from './my-reports.js';
import { ProfileCard } from './profile-card.js';
import { PromoBanner } from './promo-banner.js';
import { continueHref, EDIT_RESUME, returnTitleOf, safeReturnPath } from './return-to-internship.js';
import { SavedInternships } from './saved-internships.js';
import { SavedSearches } from './saved-searches.js';
import { SessionsSection } from './sessions-section.js';
import { WelcomeHeader } from './welcome-header.js';
import { YourDataSection } from './your-data-section.js';

/** docs/spec/student-side.md §2 'Student dashboard' (/dashboard, logged-in students only; the route guard sees to that). */
type DashboardPageProps = {
  /** Internships matched to the student, composed in by the route; sits below My Applications. */
  recommendations?: ReactNode;
};

export function DashboardPage({ recommendations }: DashboardPageProps = {}) {
  const { t } = useLingui();
  const { user, updateUser } = useSession();
  const applications = useMyApplications();
  // docs/spec/student-side.md §2: the picture is loaded with a cache-busting query that changes after an update.
  const [pictureVersion, setPictureVersion] = useState(() => Date.now());
  // /dashboard?edit=resume&return=/internships/{id} (the resume modal): open at the resume field, then offer the way back.
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const [opensAtResume] = useState(() => searchParams.get('edit') === EDIT_RESUME);
  const [isEditing, setIsEditing] = useState(opensAtResume);
  const returnPath = safeReturnPath(searchParams.get('return'));
  const continueLinkRef = useRef<HTMLAnchorElement>(null);
  const [hasSavedResume, setHasSavedResume] = useState(false);

  // The editor is open now; a reload should not open it again (the way back stays in the address).
  const hasEditParam = searchParams.has('edit');
  useEffect(() => {
    if (!hasEditParam) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true, state },
    );
  }, [hasEditParam, setSearchParams, state]);

  // After the save the profile card gives focus back to Edit Profile; this runs after it (a parent's layout
  // effect runs after its children's).
  useLayoutEffect(() => {
    if (hasSavedResume) continueLinkRef.current?.focus();
  }, [hasSavedResume]);

  if (!user) return <FullPageSpinner label={t`Loading your dashboard`} />;

  return (
    <div className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <DocumentTitle title={t`Dashboard`} />
        <WelcomeHeader name={user.name} applicationCount={applications.data?.length} />
        {returnPath && user.hasResume && (
          <ContinueApplication href={continueHref(returnPath)} title={returnTitleOf(state)} linkRef={continueLinkRef} />
        )}
        <PromoBanner user={user} />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          {/* The edit form takes the full width; the applications and data cards then sit below it. */}
          <div className={clsx('min-w-0', isEditing ? 'lg:col-span-3' : 'lg:col-span-2')}>
            <ProfileCard
              user={user}
              pictureVersion={pictureVersion}
              isEditing={isEditing}
              onEditingChange={setIsEditing}
              focusResume={opensAtResume}
              onSaved={(saved) => {
                updateUser(saved);
                setPictureVersion(Date.now());
                if (returnPath && saved.hasResume) setHasSavedResume(true);
              }}
            />
          </div>
          <div
            className={clsx('min-w-0 gap-6', isEditing ? 'grid items-start lg:col-span-3 lg:grid-cols-2' : 'space-y-6')}
          >
            <MyApplications />
            <SavedInternships />
            <SavedSearches />
            {recommendations}
            <MyReports />
            <YourDataSection />
            <SessionsSection />
          </div>
        </div>
      </div>
    </div>
  );
}
