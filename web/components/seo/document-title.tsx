import { useEffect } from 'react';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';

/** Sets the tab title ("Page | Platform"; the platform's name alone without a page title). */
export function DocumentTitle({ title }: { title?: string }) {
  const { platformName } = usePublicSettingsOrDefault();
  const text = title ? `${title} | ${platformName}` : platformName;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
