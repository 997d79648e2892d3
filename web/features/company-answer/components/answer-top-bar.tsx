import { GraduationCap } from 'lucide-react';
import { LanguageSwitcher } from '#web/components/language-switcher.js';
import { switchLanguage } from '#web/lib/i18n.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';

/**
 * The company's page's only bar: the platform's name and the language switcher. No navigation: the page
 * is the answer to one mail. The choice of language stays in this browser and goes to no account (the
 * company has none; a student signed in on the same browser keeps theirs).
 */
export function AnswerTopBar({ platformName }: { platformName?: string }) {
  const settings = usePublicSettingsOrDefault();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
        <p className="flex min-w-0 items-center gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-700 text-white">
            <GraduationCap aria-hidden="true" className="size-5" />
          </span>
          <span className="truncate text-lg font-bold tracking-tight text-slate-900">
            {platformName ?? settings.platformName}
          </span>
        </p>
        <LanguageSwitcher onChoose={(language) => void switchLanguage(language)} className="shrink-0" />
      </div>
    </header>
  );
}
