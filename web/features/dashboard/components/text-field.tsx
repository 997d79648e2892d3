import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input, inputClassName } from '#web/components/ui/input.js';
import type { TProfileFormInput, TProfileFormOutput } from './profile-form-schema.js';

type Name = FieldPath<TProfileFormInput>;

type TextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  name: Name;
  id: string;
  label: string;
  multiline?: boolean;
  className?: string;
};

/** A profile text box (or text area) registered with the surrounding form; errors are tied to it. */
export function TextField({ name, id, label, multiline = false, className, ...input }: TextFieldProps) {
  const { register, getFieldState, formState } = useFormContext<TProfileFormInput, unknown, TProfileFormOutput>();
  const { error } = getFieldState(name, formState);
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  };
  return (
    <div className={className}>
      <FormField id={id} label={label} error={error?.message}>
        {multiline ? (
          <textarea
            {...a11y}
            rows={3}
            maxLength={input.maxLength}
            placeholder={input.placeholder}
            className={clsx(inputClassName, 'h-auto min-h-24 py-2')}
            {...register(name)}
          />
        ) : (
          <Input {...a11y} {...input} {...register(name)} />
        )}
      </FormField>
    </div>
  );
}
