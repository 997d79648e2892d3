import { MapPinOff, Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Select } from '#web/components/admin/fields.js';
import { Button } from '#web/components/ui/button.js';
import { Input } from '#web/components/ui/input.js';

type JobsToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  location: string;
  locations: string[];
  onLocation: (location: string) => void;
  selectedCount: number;
  onBulkDelete: () => void;
  onDeleteByLocation: () => void;
};

const SEARCH_DELAY_MS = 300;

/** Search, the location filter (docs/spec/admin-side.md §2) and the actions on many internships at once. */
export function JobsToolbar(props: JobsToolbarProps) {
  const { search, onSearch, location, locations, onLocation, selectedCount } = props;
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 lg:flex-row lg:items-end sm:px-5">
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="jobs-search" className="mb-1.5 block text-sm font-medium text-slate-700">
            Search
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              id="jobs-search"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Title or company"
              className="pl-9"
            />
          </div>
        </div>
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
