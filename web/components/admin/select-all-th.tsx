import { Checkbox } from './fields.js';
import { Th } from './table.js';

type SelectAllThProps = {
  /** Names the box, e.g. "Select all internships on this page". */
  label: string;
  checked: boolean;
  onToggleAll: (checked: boolean) => void;
};

/** The header of a table's tick-box column: one box that ticks or clears every row shown. */
export function SelectAllTh({ label, checked, onToggleAll }: SelectAllThProps) {
  return (
    <Th className="w-10">
      <Checkbox aria-label={label} checked={checked} onChange={(event) => onToggleAll(event.target.checked)} />
    </Th>
  );
}
