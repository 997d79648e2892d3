import { CircleCheck, TriangleAlert, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TAdmin } from '#shared/schemas/auth.js';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { NoIndex } from '#web/components/seo/no-index.js';
import { Button } from '#web/components/ui/button.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { MAIN_CONTENT_ID } from '#web/components/ui/skip-link.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { useInvitation } from '../api/get-invitation.js';
import { type InvitationProblem, invitationProblemOf } from '../utils/invitation-problem.js';
import { InvitationHeading } from './invitation-heading.js';
import { InvitationPasswordForm } from './invitation-password-form.js';
import { InvitationProblemStep } from './invitation-problem.js';

/**
 * /admin/invitation/{token} (docs/decisions/0037): a new administrator, invited by mail, chooses a
 * password and is signed in. Steps: loading, the form, done, or why the link cannot be used. The focus
 * moves to each new step's heading, so a screen reader says where the page is.
 */
export function AdminInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const [joined, setJoined] = useState<TAdmin | null>(null);
  const [lostLink, setLostLink] = useState<InvitationProblem | null>(null);
  const problem = lostLink ?? invitationProblemOf(invitation.error);
  const step = joined
    ? 'joined'
    : problem
      ? problem
      : invitation.data
        ? 'form'
        : invitation.isError
          ? 'failed'
          : 'loading';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step !== 'loading') headingRef.current?.focus();
  }, [step]);

  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-indigo-950 via-indigo-800 to-indigo-600 px-4 py-10"
    >
      <NoIndex />
      <DocumentTitle title="Administrator invitation" />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        {step === 'loading' && (
          <div className="flex justify-center py-10">
            <Spinner label="Loading your invitation" className="[&>svg]:size-10" />
          </div>
        )}
        {step === 'form' && invitation.data && (
          <>
            <InvitationHeading
              ref={headingRef}
              icon={UserPlus}
              tileClassName="bg-indigo-100 text-indigo-700"
              title="Join the administrators"
            />
            <p className="mt-2 text-center text-sm text-slate-600">
              Choose a password to finish setting up your administrator account.
            </p>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm">
              <dt className="font-medium text-slate-500">Username</dt>
              <dd className="min-w-0 font-semibold break-words text-slate-900">{invitation.data.username}</dd>
              <dt className="font-medium text-slate-500">Email</dt>
              <dd className="min-w-0 break-words text-slate-900">{invitation.data.email}</dd>
            </dl>
            <div className="mt-6">
              <InvitationPasswordForm
                token={token}
                username={invitation.data.username}
                onAccepted={setJoined}
                onLinkProblem={setLostLink}
              />
            </div>
          </>
        )}
        {step === 'joined' && joined && (
          <div className="text-center">
            <InvitationHeading
              ref={headingRef}
              icon={CircleCheck}
              tileClassName="bg-emerald-100 text-emerald-700"
              title={`Welcome, ${joined.username}!`}
            />
            <p className="mt-3 text-sm text-slate-600">
              Your administrator account is ready and you are signed in. Next time, sign in at the admin login with your
              username and this password.
            </p>
            <Link
              to={paths.admin.dashboard.getHref()}
              className={buttonClassName({ size: 'lg', className: 'mt-6 w-full' })}
            >
              Go to the dashboard
            </Link>
          </div>
        )}
        {step === 'failed' && (
          <div className="text-center">
            <div role="alert">
              <InvitationHeading
                ref={headingRef}
                icon={TriangleAlert}
                tileClassName="bg-red-100 text-red-700"
                title="Could not load your invitation"
              />
              <p className="mt-3 text-sm text-slate-600">Please check your connection and try again in a moment.</p>
            </div>
            <Button className="mt-6 w-full" onClick={() => void invitation.refetch()} isLoading={invitation.isFetching}>
              Try again
            </Button>
          </div>
        )}
        {problem && step === problem && <InvitationProblemStep problem={problem} headingRef={headingRef} />}
      </div>
    </main>
  );
}
