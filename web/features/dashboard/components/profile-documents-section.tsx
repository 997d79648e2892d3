import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
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
  /** The student came to add the resume: scroll the field into view, focus it and say what to do. */
  focusResume?: boolean;
  disabled?: boolean;
};

const RESUME_INPUT_ID = 'profile-resume';

/** docs/spec/student-side.md §2: in edit mode the student may replace the resume (PDF) and the picture (image). */
export function ProfileDocumentsSection({
  resume,
  onResumeChange,
  picture,
  onPictureChange,
  currentResumeFilename,
  currentPictureUrl,
  focusResume = false,
  disabled,
}: ProfileDocumentsSectionProps) {
  const { t } = useLingui();
  const resumeRef = useRef<HTMLDivElement>(null);

  // Once, when the editor opens for the resume (a phone would otherwise start at the form's top).
  useEffect(() => {
    if (!focusResume) return;
    resumeRef.current?.scrollIntoView?.({ block: 'center' });
    document.getElementById(RESUME_INPUT_ID)?.focus({ preventScroll: true });
  }, [focusResume]);

  return (
    <FormSection title={t`Resume and picture`}>
      <div className="grid gap-4 md:grid-cols-2">
        <div
          ref={resumeRef}
          className={clsx('scroll-mt-24', focusResume && 'rounded-xl p-2 ring-2 ring-indigo-500 ring-offset-2')}
        >
          {focusResume && (
            <p id="profile-resume-needed" className="mb-2 text-sm font-medium text-indigo-900">
              <Trans>Choose your resume (PDF), then press Save changes to continue your application.</Trans>
            </p>
          )}
          <FileField
            kind="resume"
            id={RESUME_INPUT_ID}
            value={resume}
            onChange={onResumeChange}
            currentFilename={currentResumeFilename}
            describedBy={focusResume ? 'profile-resume-needed' : undefined}
            disabled={disabled}
          />
        </div>
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
