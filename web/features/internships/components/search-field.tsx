import type { LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Input } from '#web/components/ui/input.js';
import { MAX_TEXT_LENGTH } from '../utils/list-query.js';

type SearchFieldProps = {
  id: string;
  /** The list's query parameter it fills, when the bar's form is sent before the app has started. */
  name: string;
  /** Read by screen readers only; the icon and placeholder say it on screen. */
  label: string;
  icon: LucideIcon;
  placeholder: string;
  /** The draft of a debounced field (useDebouncedField). */
  field: { draft: string; setDraft: (value: string) => void };
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Type-ahead from the open listings, offered by the browser's own list under the box. */
  suggestions: string[];
};

/** One box of the internship search bar: a search input with its icon inside and a hidden label. */
export function SearchField(props: SearchFieldProps) {
  const { id, name, label, icon: Icon, placeholder, field, onKeyDown, suggestions } = props;
  const listId = `${id}-suggestions`;
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" />
      <Input
        id={id}
        name={name}
        type="search"
        enterKeyHint="search"
        maxLength={MAX_TEXT_LENGTH}
        placeholder={placeholder}
        value={field.draft}
        onChange={(event) => field.setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        list={listId}
        autoComplete="off"
        className="pl-10"
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </div>
  );
}
