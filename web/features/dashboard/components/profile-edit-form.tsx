import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { TUpdateProfileRequest } from '#shared/schemas/account.js';
import type { TUser } from '#shared/schemas/user.js';
import type { PickedFile } from '#web/components/profile/file-field.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useUpdateProfile } from '../api/update-profile.js';
import { ProfileDocumentsSection } from './profile-documents-section.js';
import { ProfileEducationSection } from './profile-education-section.js';
import {
  type TProfileFormInput,
  type TProfileFormOutput,
  toProfileFormValues,
  ZProfileForm,
} from './profile-form-schema.js';
import { ProfilePersonalFields } from './profile-personal-fields.js';
import { ProfileTagsSection } from './profile-tags-section.js';
import { UploadProgress } from './upload-progress.js';

type ProfileEditFormProps = {
  user: TUser;
  currentPictureUrl: string | null;
  /** Start with the resume field in view and focused (the student came to add the resume). */
  focusResume?: boolean;
  onSaved: (user: TUser) => void;
  onCancel: () => void;
};

function toRequest(values: TProfileFormOutput, resume: PickedFile | null, picture: PickedFile | null) {
  const body: TUpdateProfileRequest = { ...values };
  if (resume) {
    body.resumeData = resume.data;
    body.resumeFilename = resume.filename;
    body.resumeContentType = resume.contentType;
  }
  if (picture) {
    body.profilePictureData = picture.data;
    body.profilePictureFilename = picture.filename;
    body.profilePictureContentType = picture.contentType;
  }
  return body;
}

/** docs/spec/student-side.md §2 profile card, edit mode. Save sends PUT /api/profile; Cancel resets to the stored profile. */
export function ProfileEditForm({ user, currentPictureUrl, focusResume, onSaved, onCancel }: ProfileEditFormProps) {
  const { t } = useLingui();
  const form = useForm<TProfileFormInput, unknown, TProfileFormOutput>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: toProfileFormValues(user),
  });
  const [resume, setResume] = useState<PickedFile | null>(null);
  const [picture, setPicture] = useState<PickedFile | null>(null);
  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: (saved) => {
        toast.success(t`Profile updated successfully!`);
        onSaved(saved);
      },
      // docs/spec/student-side.md §8: the server's message, else 'Failed to update profile'.
      onError: (error) => toast.error(getErrorMessage(error, t`Failed to update profile`)),
    },
  });
  const isSaving = update.isPending;

  const cancel = () => {
    form.reset(toProfileFormValues(user));
    setResume(null);
    setPicture(null);
    onCancel();
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t`Edit profile`}
        onSubmit={form.handleSubmit((values) => update.mutate(toRequest(values, resume, picture)))}
        className="space-y-6"
      >
        <fieldset disabled={isSaving} className="space-y-6">
          <ProfilePersonalFields email={user.email} />
          <ProfileEducationSection />
          <ProfileTagsSection />
          <ProfileDocumentsSection
            resume={resume}
            onResumeChange={setResume}
            picture={picture}
            onPictureChange={setPicture}
            currentResumeFilename={user.resumeFilename}
            currentPictureUrl={currentPictureUrl}
            focusResume={focusResume}
            disabled={isSaving}
          />
        </fieldset>
        {update.progress !== null && <UploadProgress percent={update.progress} />}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={cancel} disabled={isSaving} className="ring-1 ring-slate-300 ring-inset">
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isLoading={isSaving}>
            {!isSaving && <Save aria-hidden="true" className="size-4" />}
            {isSaving ? t`Saving...` : t`Save changes`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
