import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/languages.js';

type LanguageSwitcherProps = {
  onChoose: (language: Language) => void;
  /** Dark for the footer. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * The language of the pages: the phone's own picker (a select), each language named in itself and
 * marked with its language, so a reader of any of the three finds theirs.
 */
export function LanguageSwitcher({ onChoose, tone = 'light', className }: LanguageSwitcherProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div
      className={clsx(
        'relative flex items-center rounded-lg ring-1 focus-within:ring-2 focus-within:ring-indigo-600',
        tone === 'dark' ? 'text-slate-200 ring-slate-600' : 'text-slate-700 ring-slate-300',
        className,
      )}
    >
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2 size-4" />
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) onChoose(chosen);
        }}
        className={clsx(
          'h-10 cursor-pointer appearance-none rounded-lg bg-transparent py-1 pr-3 pl-8 text-sm font-medium focus:outline-none',
          tone === 'dark' && '[&>option]:text-slate-900',
        )}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
