import { MapPin, Search } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useDebouncedField } from '#web/hooks/use-debounced-field.js';
import { SearchField } from './search-field.js';

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
      <SearchField
        id="internship-search"
        label="Search internships by keywords"
        icon={Search}
        placeholder="Title or domain, e.g. developer"
        field={keywords}
        onKeyDown={onKeyDown}
      />
      <SearchField
        id="internship-location"
        label="Location"
        icon={MapPin}
        placeholder="City or Remote"
        field={place}
        onKeyDown={onKeyDown}
      />
    </search>
  );
}
