import { useState } from 'react';

/**
 * True from the first render where `condition` was true, for good. Lets a panel or dialog whose code
 * is fetched on demand mount when first opened and then stay mounted, keeping what was typed in it.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
