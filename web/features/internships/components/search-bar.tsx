import { MapPin, Search } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Input } from '#web/components/ui/input.js';
import { useDebouncedField } from '../hooks/use-debounced-field.js';
import { MAX_TEXT_LENGTH } from '../utils/list-query.js';

type SearchBarProps = {
  search: string;
  location: string;
  onSearchChange: (value: string) => void;
  onLocationChange: (value: string) => void;
};

/** Keyword and location inputs; typing reaches the URL 500 ms after the last key (docs/spec/student-side.md §9), Enter at once. */
export function SearchBar({ search, location, onSearchChange, onLocationChange }: SearchBarProps) {
  const keywords = useDebouncedField(search, onSearchChange);
  const place = useDebouncedField(location, onLocationChange);

  // Enter sends both at once, without waiting for the pause.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    keywords.flush();
    place.flush();
  };

  return (
    <search className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="relative">
        <label htmlFor="internship-search" className="sr-only">
          Search internships by keywords
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" />
        <Input
          id="internship-search"
          type="search"
          enterKeyHint="search"
          maxLength={MAX_TEXT_LENGTH}
          placeholder="Title or domain, e.g. developer"
          value={keywords.draft}
          onChange={(event) => keywords.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="pl-10"
        />
      </div>
      <div className="relative">
        <label htmlFor="internship-location" className="sr-only">
          Location
        </label>
        <MapPin aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" />
        <Input
          id="internship-location"
          type="search"
          enterKeyHint="search"
          maxLength={MAX_TEXT_LENGTH}
          placeholder="City or Remote"
          value={place.draft}
          onChange={(event) => place.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="pl-10"
        />
      </div>
    </search>
  );
}
