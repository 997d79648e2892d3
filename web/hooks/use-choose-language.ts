import { useCallback } from 'react';
import type { Language } from '#shared/languages.js';
import { apiRequest } from '#web/lib/api-client.js';
import { switchLanguage } from '#web/lib/i18n.js';
import { useSession } from '#web/lib/session.js';

/**
 * The switcher's choice: the pages change at once and the browser keeps it; a signed-in student's
 * account keeps it too, so their mails come in it. Saving is quiet: if it fails, the pages still change
 * and the next choice saves again.
 */
export function useChooseLanguage(): (language: Language) => void {
  const { userType, user, updateUser } = useSession();
  return useCallback(
    (language: Language) => {
      void switchLanguage(language);
      if (userType !== 'user' || !user || user.language === language) return;
      apiRequest('/profile/language', { method: 'PUT', body: { language } })
        .then(() => updateUser({ ...user, language }))
        .catch(() => undefined);
    },
    [userType, user, updateUser],
  );
}
