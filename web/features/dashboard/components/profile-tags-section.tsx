import { Controller, useFormContext } from 'react-hook-form';
import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '#shared/suggestions.js';
import { TagInput } from '#web/components/profile/tag-input.js';
import { FormSection } from './form-section.js';
import type { TProfileFormInput, TProfileFormOutput } from './profile-form-schema.js';

/** docs/spec/student-side.md §5 profile edit: skills and keywords, trimmed, non-empty, not already present; Enter adds. */
export function ProfileTagsSection() {
  const { control } = useFormContext<TProfileFormInput, unknown, TProfileFormOutput>();
  return (
    <FormSection title="Skills and interests">
      <div className="grid gap-6 md:grid-cols-2">
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <TagInput
              id="profile-skills"
              label="Skills"
              itemName="skill"
              placeholder="e.g. Python, Figma"
              suggestions={SKILL_SUGGESTIONS}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="keywords"
          render={({ field, fieldState }) => (
            <TagInput
              id="profile-keywords"
              label="Keywords / Interests"
              itemName="keyword"
              placeholder="e.g. Web Development"
              suggestions={INTEREST_SUGGESTIONS}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </FormSection>
  );
}
