import { type ReactNode, useSyncExternalStore } from 'react';
import { isHydrating, onHydrationEnd } from '#web/lib/hydration.js';

const onTakeOver = (onChange: () => void) => onHydrationEnd(onChange);
const isTakenOver = () => typeof window !== 'undefined' && !isHydrating();

/**
 * `fallback` in the server's render and while the browser takes it over, `children` from then on
 * (docs/decisions/0048): for a part whose code loads on demand (a lazy panel), which the server cannot wait
 * for and the take-over must not suspend on.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const isClient = useSyncExternalStore(onTakeOver, isTakenOver, () => false);
  return isClient ? children : fallback;
}
