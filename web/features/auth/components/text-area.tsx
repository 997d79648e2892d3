import { clsx } from 'clsx';
import { FieldLabel } from '#web/components/ui/field-label.js';
import { inputClassName } from '#web/components/ui/input.js';

type TextAreaProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
};

/** A labelled multi-line box with the same look as the text boxes. */
export function TextArea({ id, label, value, onChange, placeholder, maxLength }: TextAreaProps) {
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        rows={3}
        className={clsx(inputClassName, 'h-auto min-h-20 py-2')}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
