import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Search } from 'lucide-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { paths } from '#web/config/paths.js';
import { useDebouncedField } from '#web/hooks/use-debounced-field.js';
import { useSuggestions } from '../api/get-suggestions.js';
import { SearchField } from './search-field.js';

type SearchBarProps = {
  search: string;
  location: string;
  onSearchChange: (value: string) => void;
  onLocationChange: (value: string) => void;
};

/** Keyword and location inputs; typing reaches the URL 500 ms after the last key (docs/spec/student-side.md §9), Enter at once. */
export function SearchBar({ search, location, onSearchChange, onLocationChange }: SearchBarProps) {
  const { t } = useLingui();
  const keywords = useDebouncedField(search, onSearchChange);
  const place = useDebouncedField(location, onLocationChange);
  const keywordSuggestions = useSuggestions('keywords', keywords.draft);
  const placeSuggestions = useSuggestions('location', place.draft);

  // Enter sends both at once, without waiting for the pause.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    keywords.flush();
    place.flush();
  };

  // A form sent as the list's own address: a phone whose JavaScript has not arrived yet searches all the
  // same, and the server renders the results (docs/decisions/0048). Once the app runs, it searches in place.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    keywords.flush();
    place.flush();
  };

  return (
    <search>
      <form
        method="get"
        action={paths.internships.getHref()}
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <SearchField
          id="internship-search"
          name="search"
          label={t`Search internships by keywords`}
          icon={Search}
          placeholder={t({
            message: 'Role or skill, e.g. web developer',
            comment: 'the listings are in English: keep the example words in English, as a student would type them',
          })}
          field={keywords}
          onKeyDown={onKeyDown}
          suggestions={keywordSuggestions}
        />
        <SearchField
          id="internship-location"
          name="location"
          label={t`Location`}
          icon={MapPin}
          placeholder={t({
            message: 'City or Remote',
            comment:
              'Remote is what remote listings give as their location: keep it in English, as a student would type it',
          })}
          field={place}
          onKeyDown={onKeyDown}
          suggestions={placeSuggestions}
        />
        {/* Enter sends a form of two boxes only through a submit button; screen readers offer it too. */}
        <button type="submit" className="sr-only">
          <Trans>Search</Trans>
        </button>
      </form>
    </search>
  );
}
