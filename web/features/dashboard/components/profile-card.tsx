import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, MapPin, Pencil } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { TUser } from '#shared/schemas/user.js';
import { Button } from '#web/components/ui/button.js';
import { academicStatusLabel } from './format.js';
import { ProfileEditForm } from './profile-edit-form.js';
import { ProfilePicture, profilePictureUrl } from './profile-picture.js';
import { ProfileView } from './profile-view.js';

type ProfileCardProps = {
  user: TUser;
  pictureVersion: number;
  /** docs/spec/student-side.md §4: view mode or edit mode; the page widens the card while editing. */
  isEditing: boolean;
  onEditingChange: (isEditing: boolean) => void;
  /** Opened to add the resume: the editor starts with the resume field in view and focused. */
  focusResume?: boolean;
  onSaved: (user: TUser) => void;
};

/** docs/spec/student-side.md §2: the profile card with a view mode and an edit mode (docs/spec/student-side.md §4). */
export function ProfileCard({
  user,
  pictureVersion,
  isEditing,
  onEditingChange,
  focusResume = false,
  onSaved,
}: ProfileCardProps) {
  const { t } = useLingui();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const editHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasToggled = useRef(false);

  // Move focus with the mode change: into the form when editing starts, back to Edit Profile after. In the
  // render that changes the mode (a layout effect), not after the next frame, where keys typed at once
  // would have gone to what had the focus before.
  useLayoutEffect(() => {
    if (!hasToggled.current) return;
    if (isEditing) editHeadingRef.current?.focus();
    else editButtonRef.current?.focus();
  }, [isEditing]);

  const setMode = (editing: boolean) => {
    hasToggled.current = true;
    onEditingChange(editing);
  };

  const place = [user.currentCity, user.pinCode].filter((part) => part.trim()).join(' - ');
  const academicStatus = academicStatusLabel(user.currentAcademicStatus);

  return (
    <section aria-labelledby="profile-title" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="rounded-t-2xl bg-linear-to-r from-indigo-50 via-white to-violet-50 p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <ProfilePicture
            userId={user._id}
            name={user.name}
            hasPicture={user.hasProfilePicture}
            cacheBuster={pictureVersion}
          />
          <div className="min-w-0 flex-1">
            <h2 id="profile-title" className="text-xl font-bold break-words text-slate-900">
              {user.name}
            </h2>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <GraduationCap aria-hidden="true" className="size-4 text-indigo-600" />
                {academicStatus ? t(academicStatus) : user.currentAcademicStatus}
              </span>
              {place && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4 text-indigo-600" />
                  {place}
                </span>
              )}
            </div>
          </div>
          {!isEditing && (
            <Button
              ref={editButtonRef}
              variant="secondary"
              onClick={() => setMode(true)}
              className="self-start sm:self-center"
            >
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit Profile</Trans>
            </Button>
          )}
        </div>
      </div>
      <div className="p-5 sm:p-6">
        {isEditing ? (
          <>
            <h3 ref={editHeadingRef} tabIndex={-1} className="mb-5 text-lg font-semibold text-slate-900 outline-none">
              <Trans>Edit your profile</Trans>
            </h3>
            <ProfileEditForm
              user={user}
              currentPictureUrl={user.hasProfilePicture ? profilePictureUrl(user._id, pictureVersion) : null}
              focusResume={focusResume && !hasToggled.current}
              onCancel={() => setMode(false)}
              onSaved={(saved) => {
                onSaved(saved);
                setMode(false);
              }}
            />
          </>
        ) : (
          <ProfileView user={user} />
        )}
      </div>
    </section>
  );
}
