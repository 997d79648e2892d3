import { useEffect } from 'react';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';

/** The title the server's render of a page set, for its <title> (docs/decisions/0048). */
let renderedTitle = '';

/** Reads and forgets the title set by the render that just ran on the server. */
export function takeRenderedTitle(): string {
  const title = renderedTitle;
  renderedTitle = '';
  return title;
}

/** Sets the tab title ("Page | Platform"; the platform's name alone without a page title). */
export function DocumentTitle({ title }: { title?: string }) {
  const { platformName } = usePublicSettingsOrDefault();
  const text = title ? `${title} | ${platformName}` : platformName;
  if (typeof window === 'undefined') renderedTitle = text;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
