import { clsx } from 'clsx';
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
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
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
