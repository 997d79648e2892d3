import { type FormEvent, useState } from 'react';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { Button } from '#web/components/ui/button.js';
import { FormField } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import type { DateRange } from '../utils/user-list.js';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  range: DateRange;
  onApply: (range: DateRange) => void;
};

/** docs/spec/admin-side.md §5: registration dates, start and end inclusive, applied to the loaded page. */
export function DateFilterDialog({ open, onOpenChange, range, onApply }: Props) {
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  // Each opening starts from the filter in force. Done while rendering, not in an effect, so that an effect
  // running a frame late cannot overwrite what was typed meanwhile.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(range);
      setError(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setError('The start date must be on or before the end date');
      return;
    }
    onApply(draft);
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Filter by Registration Date"
      description="Both dates are included. The filter applies to the users on this page and to the Excel download."
      size="sm"
      footer={
        <>
          <Button
            variant="ghost"
            className="ring-1 ring-slate-300 ring-inset"
            onClick={() => onApply({ startDate: '', endDate: '' })}
          >
            Clear
          </Button>
          <Button type="submit" form="date-filter-form">
            Apply Filter
          </Button>
        </>
      }
    >
      <form id="date-filter-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField id="filter-start" label="Start date">
          <Input
            id="filter-start"
            type="date"
            value={draft.startDate}
            max={draft.endDate || undefined}
            onChange={(event) => setDraft((current) => ({ ...current, startDate: event.target.value }))}
          />
        </FormField>
        <FormField id="filter-end" label="End date">
          <Input
            id="filter-end"
            type="date"
            value={draft.endDate}
            min={draft.startDate || undefined}
            onChange={(event) => setDraft((current) => ({ ...current, endDate: event.target.value }))}
          />
        </FormField>
        {error && (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2">
            {error}
          </p>
        )}
      </form>
    </AdminDialog>
  );
}
