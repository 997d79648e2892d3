import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileField } from '#web/components/profile/file-field.js';
import { TAG_LIST_NAMES, TAG_LISTS, type TagListName } from '#web/components/profile/student-tag-lists.js';
import { TagInput } from '#web/components/profile/tag-input.js';
import { paths } from '#web/config/paths.js';
import { ConsentCheckbox } from './consent-checkbox.js';
import { FieldError } from './field-error.js';
import { issueIdOf, REGISTER_FIELD_IDS, type RegisterStepProps } from './register-step-props.js';

const PLACEHOLDERS: Record<TagListName, MessageDescriptor> = {
  skills: msg`e.g. React, AutoCAD`,
  keywords: msg`e.g. Finance, Robotics`,
};
const linkClass = 'font-semibold text-indigo-700 underline-offset-2 hover:underline';

/**
 * Step 4 (docs/spec/student-side.md §2, §5): skills and keywords with type-ahead, optional resume (PDF) and picture (image),
 * and the two consents. The legal pages open in a new tab so the wizard keeps what was typed.
 */
export function StepSkillsDocuments({ values, onChange, invalid, issue }: RegisterStepProps) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      {TAG_LIST_NAMES.map((name) => {
        const id = REGISTER_FIELD_IDS[name];
        return (
          <div key={name} className="space-y-2">
            <TagInput
              id={id}
              {...TAG_LISTS[name]}
              placeholder={t(PLACEHOLDERS[name])}
              value={values[name]}
              onChange={(tags) => onChange({ [name]: tags })}
              isInvalid={invalid.has(name)}
              describedBy={issueIdOf(id)}
            />
            <FieldError id={issueIdOf(id)} message={invalid.has(name) ? issue : undefined} isAnnounced={false} />
          </div>
        );
      })}
      <div className="grid gap-4">
        <FileField
          kind="resume"
          id="register-resume"
          label={t`Resume (optional)`}
          value={values.resume}
          onChange={(resume) => onChange({ resume })}
        />
        <FileField
          kind="picture"
          id="register-picture"
          label={t`Profile Picture (optional)`}
          value={values.profilePicture}
          onChange={(profilePicture) => onChange({ profilePicture })}
        />
      </div>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          <Trans>Agreements</Trans>
        </legend>
        <ConsentCheckbox
          id="register-accept-terms"
          checked={values.acceptTerms}
          onCheckedChange={(acceptTerms) => onChange({ acceptTerms })}
        >
          <Trans>
            I accept the{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Terms and Conditions
            </a>{' '}
            and{' '}
            <a href={paths.privacy.getHref()} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Privacy Policy
            </a>
            .
          </Trans>
        </ConsentCheckbox>
        <ConsentCheckbox
          id="register-marketing-consent"
          checked={values.marketingConsent}
          onCheckedChange={(marketingConsent) => onChange({ marketingConsent })}
        >
          <Trans>I agree to receive emails about new internships, updates and offers from the platform.</Trans>
        </ConsentCheckbox>
      </fieldset>
    </div>
  );
}
