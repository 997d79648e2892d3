import { CircleCheck, Clock, type LucideIcon, Unlink } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { ADMIN_INVITATION_VALID_HOURS } from '#shared/schemas/admins.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import type { InvitationProblem } from '../utils/invitation-problem.js';
import { InvitationHeading } from './invitation-heading.js';

const WORDS: Record<InvitationProblem, { icon: LucideIcon; tile: string; title: string; text: string }> = {
  INVITATION_USED: {
    icon: CircleCheck,
    tile: 'bg-emerald-100 text-emerald-700',
    title: 'This invitation has been used',
    text: 'The account was already set up with this link. Sign in with its username and password.',
  },
  INVITATION_EXPIRED: {
    icon: Clock,
    tile: 'bg-amber-100 text-amber-700',
    title: 'This invitation has expired',
    text: `Invitation links work for ${ADMIN_INVITATION_VALID_HOURS} hours. Please ask an administrator to invite you again.`,
  },
  INVITATION_INVALID: {
    icon: Unlink,
    tile: 'bg-red-100 text-red-700',
    title: 'This invitation link is not valid',
    text: 'It may have been withdrawn, or replaced by a newer invitation. Please open the link in the latest invitation mail, or ask an administrator to invite you again.',
  },
};

/** An invitation link that cannot be used: what happened, and where to go. */
export function InvitationProblemStep({
  problem,
  headingRef,
}: {
  problem: InvitationProblem;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { icon, tile, title, text } = WORDS[problem];
  return (
    <div className="text-center">
      <InvitationHeading ref={headingRef} icon={icon} tileClassName={tile} title={title} />
      <p className="mt-3 text-sm text-pretty text-slate-600">{text}</p>
      <Link
        to={paths.admin.login.getHref()}
        className={buttonClassName({
          variant: problem === 'INVITATION_USED' ? 'primary' : 'secondary',
          className: 'mt-6 w-full',
        })}
      >
        Go to admin login
      </Link>
    </div>
  );
}
