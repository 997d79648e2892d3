import { useEffect } from 'react';

/**
 * Asks search engines not to index the page it is on (`<meta name="robots" content="noindex">` in the
 * head while it shows): pages reached by a private link, whose address is the key.
 */
export function NoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return null;
}
