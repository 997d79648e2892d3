import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { TAG_LIST_NAMES, TAG_LISTS, type TagListName } from '#web/components/profile/student-tag-lists.js';
import { TagInput } from '#web/components/profile/tag-input.js';
import { FormSection } from './form-section.js';
import type { TProfileFormInput, TProfileFormOutput } from './profile-form-schema.js';

const PLACEHOLDERS: Record<TagListName, MessageDescriptor> = {
  skills: msg`e.g. Python, Figma`,
  keywords: msg`e.g. Web Development`,
};

/** docs/spec/student-side.md §5 profile edit: skills and keywords, trimmed, non-empty, not already present; Enter adds. */
export function ProfileTagsSection() {
  const { t } = useLingui();
  const { control } = useFormContext<TProfileFormInput, unknown, TProfileFormOutput>();
  return (
    <FormSection title={t`Skills and interests`}>
      <div className="grid gap-6 md:grid-cols-2">
        {TAG_LIST_NAMES.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TagInput
                id={`profile-${name}`}
                {...TAG_LISTS[name]}
                placeholder={t(PLACEHOLDERS[name])}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
    </FormSection>
  );
}
