import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { suggest } from '#shared/suggestions.js';
import { useValidationText } from '../forms/validation-words.js';
import { Button } from '../ui/button.js';
import { FieldLabel } from '../ui/field-label.js';
import { inputClassName } from '../ui/input.js';
import { addTag, RECOMMENDED_TAG_COUNT, removeTag } from './tag-list.js';

export type TagInputProps = {
  /** Id of the text box; the visible label points at it. Also prefixes the listbox, hint and error ids. */
  id: string;
  /** Visible label, e.g. 'Skills' or 'Keywords / Interests' (a descriptor is shown in the pages' language). */
  label: string | MessageDescriptor;
  /** The chosen entries, in order. */
  value: readonly string[];
  /** Called with the whole new list after an add or a remove. */
  onChange: (next: string[]) => void;
  /** The fixed list to suggest from (SKILL_SUGGESTIONS or INTEREST_SUGGESTIONS in shared/suggestions.ts). */
  suggestions: readonly string[];
  /** Singular noun for screen-reader texts: 'Remove skill React'. Defaults to the label. */
  itemName?: string | MessageDescriptor;
  placeholder?: string;
  /**
   * A validation message to show (e.g. 'Please add at least one skill'; a schema's English message is shown in the
   * pages' language: forms/validation-words.ts); marks the box invalid.
   */
  error?: string;
  /** Marks the box invalid when the message is shown elsewhere (e.g. a step alert). */
  isInvalid?: boolean;
  /** Id of that message, added to aria-describedby while invalid. */
  describedBy?: string;
  /** Shown as the 'n/200' hint; recommended only, never enforced (docs/spec/student-side.md §5). */
  recommendedMax?: number;
  disabled?: boolean;
};

/**
 * Skills or keywords with type-ahead (docs/spec/student-side.md §2, §5): an ARIA 1.2 combobox with a listbox of at most 10
 * suggestions; arrow keys move, Enter adds the highlighted suggestion or the typed text, Escape closes.
 * Entries are trimmed, empty ones and duplicates (case-insensitive) are refused; chips can be removed.
 */
export function TagInput({
  id,
  label: labelText,
  value,
  onChange,
  suggestions,
  itemName: itemNameText = labelText,
  placeholder,
  error: errorText,
  isInvalid = false,
  describedBy: externalDescription,
  recommendedMax = RECOMMENDED_TAG_COUNT,
  disabled = false,
}: TagInputProps) {
  const { t, i18n } = useLingui();
  const label = typeof labelText === 'string' ? labelText : i18n._(labelText);
  const itemName = typeof itemNameText === 'string' ? itemNameText : i18n._(itemNameText);
  const lowerLabel = label.toLowerCase();
  const error = useValidationText()(errorText);
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Announced to screen readers; a refused duplicate is also shown.
  const [notice, setNotice] = useState({ text: '', isWarning: false });
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const options = useMemo(() => (query.trim() ? suggest(suggestions, query, value) : []), [suggestions, query, value]);
  const isExpanded = isOpen && options.length > 0;

  function add(raw: string) {
    const result = addTag(value, raw);
    if (result.status === 'empty') return;
    const { tag } = result;
    if (result.status === 'duplicate') {
      setNotice({ text: t`${tag} is already added`, isWarning: true });
      return;
    }
    onChange(result.tags);
    setNotice({ text: t`${tag} added`, isWarning: false });
    setQuery('');
    setActiveIndex(-1);
    setIsOpen(false);
  }

  function remove(tag: string) {
    onChange(removeTag(value, tag));
    setNotice({ text: t`${tag} removed`, isWarning: false });
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // A key an input method uses (keyCode 229: picking one of its candidates, finishing a word) is its own.
    if (event.keyCode === 229) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setIsOpen(true);
      const last = options.length - 1;
      setActiveIndex((current) => {
        if (event.key === 'ArrowDown') return current >= last ? 0 : current + 1;
        return current <= 0 ? last : current - 1;
      });
      return;
    }
    if (event.key === 'Enter') {
      // Enter adds (docs/spec/student-side.md §2) and must never submit the surrounding form. While a word is
      // still being composed (a phone's predictive keyboard, a Kannada or Hindi input method) it only finishes
      // the word: the input event that follows brings it, and adding now would leave it behind in the box.
      event.preventDefault();
      if (event.nativeEvent.isComposing) return;
      add(isExpanded && activeIndex >= 0 ? options[activeIndex] : query);
      return;
    }
    if (event.key === 'Escape' && isExpanded) {
      event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  }

  function onTextChange(text: string) {
    // An input method ending its word fires an input event with the text unchanged: that must not drop the
    // highlighted suggestion, or the next Enter would add the typed letters instead of it.
    if (text === query) return;
    setQuery(text);
    setIsOpen(true);
    setActiveIndex(-1);
    setNotice({ text: '', isWarning: false });
  }

  const count = value.length;
  const isMarkedInvalid = isInvalid || Boolean(error);
  const describedBy = clsx(hintId, error && errorId, isInvalid && externalDescription) || undefined;

  return (
    <div className="space-y-2">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={inputRef}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listboxId}
            aria-activedescendant={isExpanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
            aria-invalid={isMarkedInvalid || undefined}
            aria-describedby={describedBy}
            className={inputClassName}
            placeholder={placeholder}
            disabled={disabled}
            value={query}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label={t`${label} suggestions`}
            hidden={!isExpanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant pattern, focus stays in the combobox
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys (arrows, Enter, Escape)
              <div
                key={option}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // Keep focus in the text box so the click does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => add(option)}
                className={clsx(
                  'cursor-pointer px-3 py-2 text-sm text-slate-800',
                  index === activeIndex ? 'bg-indigo-100 text-indigo-900' : 'hover:bg-slate-100',
                )}
              >
                {option}
              </div>
            ))}
          </div>
        </div>
        <Button
          variant="secondary"
          className="h-11 shrink-0"
          disabled={disabled || !query.trim()}
          onClick={() => {
            add(query);
            inputRef.current?.focus();
          }}
          aria-label={t`Add ${itemName}`}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans comment="button: adds the typed entry to the list">Add</Trans>
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        <Trans>
          {count}/{recommendedMax} recommended. Type to see suggestions, or press Enter to add your own.
        </Trans>
      </p>
      <p role="status" className={notice.isWarning ? 'text-sm text-amber-700' : 'sr-only'}>
        {notice.text}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={t`Chosen ${lowerLabel}`} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(tag)}
                aria-label={t`Remove ${itemName} ${tag}`}
                className="flex size-6 shrink-0 items-center justify-center rounded-full text-indigo-600 hover:bg-indigo-200 hover:text-indigo-900"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
