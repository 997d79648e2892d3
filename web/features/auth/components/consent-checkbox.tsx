import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

type ConsentCheckboxProps = {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
};

/** A checkbox with a rich label (links allowed inside). */
export function ConsentCheckbox({ id, checked, onCheckedChange, children }: ConsentCheckboxProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
      >
        <Checkbox.Indicator>
          <Check aria-hidden="true" className="size-3.5 text-white" strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-slate-700">
        {children}
      </label>
    </div>
  );
}
