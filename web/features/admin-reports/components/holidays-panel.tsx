import { CalendarOff, Plus, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { HOLIDAY_NAME_MAX, HOLIDAYS_MAX } from '#shared/reports.js';
import type { THoliday } from '#shared/schemas/reports.js';
import { Panel } from '#web/components/admin/admin-page.js';
import { mutationToasts } from '#web/components/admin/mutation-toasts.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { formatDate } from '#web/lib/india-dates.js';
import { useHolidays, useSaveHolidays } from '../api/holidays.js';

/**
 * The days that are not working days for the 7-day promise, besides Sundays (docs/decisions/0035). Added
 * or removed here, then saved as one list; the deadlines move with it.
 */
export function HolidaysPanel() {
  const saved = useHolidays();
  const [list, setList] = useState<THoliday[] | null>(null);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<{ date?: string; name?: string }>({});
  const ids = useId();
  const save = useSaveHolidays({
    mutationConfig: mutationToasts('Holidays saved.', 'Failed to save the holidays', () => {}),
  });
  useEffect(() => {
    if (saved.data) setList(saved.data.holidays);
  }, [saved.data]);

  const shown = list ?? [];
  const changed = saved.data !== undefined && JSON.stringify(saved.data.holidays) !== JSON.stringify(shown);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      date: !date ? 'Choose a date' : shown.some((h) => h.date === date) ? 'This date is already listed' : undefined,
      name: !name.trim() ? 'Please name the holiday' : undefined,
    };
    setError(problems);
    if (problems.date || problems.name) return;
    setList([...shown, { date, name: name.trim() }].sort((a, b) => a.date.localeCompare(b.date)));
    setDate('');
    setName('');
  };

  return (
    <Panel
      title="Holidays"
      actions={
        <Button
          size="sm"
          disabled={!changed}
          isLoading={save.isPending}
          onClick={() => save.mutate({ holidays: shown })}
        >
          {save.isPending ? 'Saving...' : 'Save holidays'}
        </Button>
      }
    >
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <p className="text-sm text-slate-600">
          Reports are answered within 7 working days: Monday to Saturday, less these holidays.
        </p>
        {saved.isPending ? (
          <ListSkeleton rows={2} label="Loading the holidays" />
        ) : shown.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <CalendarOff aria-hidden="true" className="size-4" />
            No holidays listed.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {shown.map((holiday) => (
              <li key={holiday.date} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{formatDate(`${holiday.date}T12:00:00+05:30`)}</span>{' '}
                  <span className="text-slate-600">{holiday.name}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${holiday.name}`}
                  onClick={() => setList(shown.filter((h) => h.date !== holiday.date))}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form noValidate onSubmit={add} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <FormField id={`${ids}-date`} label="Date" error={error.date}>
            <Input
              id={`${ids}-date`}
              type="date"
              value={date}
              aria-invalid={error.date ? true : undefined}
              aria-describedby={error.date ? fieldErrorId(`${ids}-date`) : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
          </FormField>
          <FormField id={`${ids}-name`} label="Name" error={error.name}>
            <Input
              id={`${ids}-name`}
              value={name}
              maxLength={HOLIDAY_NAME_MAX}
              placeholder="Kannada Rajyotsava"
              aria-invalid={error.name ? true : undefined}
              aria-describedby={error.name ? fieldErrorId(`${ids}-name`) : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <Button type="submit" variant="secondary" disabled={shown.length >= HOLIDAYS_MAX}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </form>
      </div>
    </Panel>
  );
}
