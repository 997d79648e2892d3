import { useLingui } from '@lingui/react/macro';
import { FileField, type PickedFile } from '#web/components/profile/file-field.js';
import { FormSection } from './form-section.js';

type ProfileDocumentsSectionProps = {
  resume: PickedFile | null;
  onResumeChange: (file: PickedFile | null) => void;
  picture: PickedFile | null;
  onPictureChange: (file: PickedFile | null) => void;
  currentResumeFilename: string | null;
  /** The stored picture's address, or null when there is none. */
  currentPictureUrl: string | null;
  disabled?: boolean;
};

/** docs/spec/student-side.md §2: in edit mode the student may replace the resume (PDF) and the picture (image). */
export function ProfileDocumentsSection({
  resume,
  onResumeChange,
  picture,
  onPictureChange,
  currentResumeFilename,
  currentPictureUrl,
  disabled,
}: ProfileDocumentsSectionProps) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Resume and picture`}>
      <div className="grid gap-4 md:grid-cols-2">
        <FileField
          kind="resume"
          id="profile-resume"
          value={resume}
          onChange={onResumeChange}
          currentFilename={currentResumeFilename}
          disabled={disabled}
        />
        <FileField
          kind="picture"
          id="profile-picture"
          value={picture}
          onChange={onPictureChange}
          currentPreviewUrl={currentPictureUrl}
          disabled={disabled}
        />
      </div>
    </FormSection>
  );
}
