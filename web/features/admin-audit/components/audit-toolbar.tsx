import { X } from 'lucide-react';
import { ADMIN_ACTION_NAMES, type AdminAction } from '#shared/audit.js';
import { Select } from '#web/components/admin/fields.js';
import { Button } from '#web/components/ui/button.js';
import { FormField } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { useAdministrators } from '#web/lib/administrators-query.js';

export type AuditFilterDraft = { adminId: string; action: AdminAction | ''; from: string; to: string };

type Props = {
  filters: AuditFilterDraft;
  onChange: (filters: AuditFilterDraft) => void;
  rangeError?: string;
  /** The filters when none is chosen (Clear filters). */
  empty: AuditFilterDraft;
};

export function isAdminAction(value: string): value is AdminAction {
  return (ADMIN_ACTION_NAMES as readonly string[]).includes(value);
}

/** The administrator, the action and the India dates (both inclusive) the log and its download are filtered by. */
export function AuditToolbar({ filters, onChange, rangeError, empty }: Props) {
  const administrators = useAdministrators();
  const hasFilters = Boolean(filters.adminId || filters.action || filters.from || filters.to);
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:flex-wrap sm:items-start sm:px-5">
      <div className="w-full sm:w-56">
        <FormField id="audit-admin" label="Filter by administrator">
          <Select
            id="audit-admin"
            value={filters.adminId}
            onChange={(event) => onChange({ ...filters, adminId: event.target.value })}
          >
            <option value="">All administrators</option>
            {administrators.data?.admins.map((admin) => (
              <option key={admin._id} value={admin._id}>
                {admin.username}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="w-full sm:w-72">
        <FormField id="audit-action" label="Filter by action">
          <Select
            id="audit-action"
            value={filters.action}
            onChange={(event) => {
              const { value } = event.target;
              onChange({ ...filters, action: isAdminAction(value) ? value : '' });
            }}
          >
            <option value="">All actions</option>
            {ADMIN_ACTION_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:w-80">
        <FormField id="audit-from" label="From">
          <Input
            id="audit-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ ...filters, from: event.target.value })}
          />
        </FormField>
        <FormField id="audit-to" label="To" error={rangeError}>
          <Input
            id="audit-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={rangeError ? true : undefined}
            onChange={(event) => onChange({ ...filters, to: event.target.value })}
          />
        </FormField>
      </div>
      {hasFilters && (
        <Button variant="ghost" className="sm:mt-7" onClick={() => onChange(empty)}>
          <X aria-hidden="true" className="size-4" />
          Clear filters
        </Button>
      )}
    </div>
  );
}
