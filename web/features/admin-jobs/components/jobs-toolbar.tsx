import { MapPinOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Select } from '#web/components/admin/fields.js';
import { SearchField } from '#web/components/admin/search-field.js';
import { Button } from '#web/components/ui/button.js';
import { ADMIN_SEARCH_DELAY_MS, useDebouncedField } from '#web/hooks/use-debounced-field.js';

type JobsToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  location: string;
  locations: string[];
  onLocation: (location: string) => void;
  selectedCount: number;
  onBulkDelete: () => void;
  onDeleteByLocation: () => void;
  /** Filters shown beside the actions (the held-for-review toggle: docs/decisions/0038). */
  filters?: ReactNode;
};

/** Search, the location filter (docs/spec/admin-side.md §2) and the actions on many internships at once. */
export function JobsToolbar(props: JobsToolbarProps) {
  const { search, onSearch, location, locations, onLocation, selectedCount } = props;
  const { draft: text, setDraft: setText } = useDebouncedField(search, onSearch, ADMIN_SEARCH_DELAY_MS);

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-end sm:px-5">
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <SearchField id="jobs-search" label="Search" value={text} onChange={setText} placeholder="Title or company" />
        <div>
          <label htmlFor="jobs-location" className="mb-1.5 block text-sm font-medium text-slate-700">
            Location
          </label>
          <Select id="jobs-location" value={location} onChange={(event) => onLocation(event.target.value)}>
            <option value="">All Locations</option>
            {locations.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {props.filters}
        <Button
          variant="secondary"
          className="text-red-700 ring-red-200 hover:bg-red-50"
          onClick={props.onDeleteByLocation}
        >
          <MapPinOff aria-hidden="true" className="size-4" />
          Delete by Location
        </Button>
        <Button variant="danger" onClick={props.onBulkDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Selected{selectedCount > 0 ? ` (${selectedCount})` : ''}
        </Button>
      </div>
    </div>
  );
}
