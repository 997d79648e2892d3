import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useState } from 'react';
import { initialsOf } from './format.js';

type ProfilePictureProps = {
  userId: string;
  name: string;
  hasPicture: boolean;
  /** docs/spec/student-side.md §2: a cache-busting query, changed after each profile update so the new picture shows. */
  cacheBuster: number;
  /** A local preview (data: URL) shown instead of the stored picture, e.g. a file just chosen in the form. */
  previewSrc?: string | null;
  className?: string;
};

export function profilePictureUrl(userId: string, cacheBuster: number): string {
  return `/api/profile-picture/${encodeURIComponent(userId)}?t=${cacheBuster}`;
}

/** The student's picture by user id; a missing picture or a load failure falls back to their initials. */
export function ProfilePicture({ userId, name, hasPicture, cacheBuster, previewSrc, className }: ProfilePictureProps) {
  const { t } = useLingui();
  const src = previewSrc ?? (hasPicture ? profilePictureUrl(userId, cacheBuster) : null);
  // Remember which address failed, so a new address (after an update) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = clsx('size-24 shrink-0 overflow-hidden rounded-full ring-4 ring-white shadow-md', className);

  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={t`${name} (no profile picture)`}
        className={clsx(frame, 'flex items-center justify-center bg-linear-to-br from-indigo-500 to-violet-600')}
      >
        <span aria-hidden="true" className="text-3xl font-bold tracking-wide text-white">
          {initialsOf(name)}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={t`Profile of ${name}`}
      onError={() => setFailedSrc(src)}
      className={clsx(frame, 'bg-slate-100 object-cover')}
    />
  );
}
