import { type ReactNode, Suspense, useState } from 'react';
import { isHydrating, waitForTurn } from '#web/lib/hydration.js';

type Turn = { isDone: boolean; promise: Promise<void> };

/** Suspends the first render while the page is taken over, until this part's turn comes. */
function WaitForTurn({ children }: { children: ReactNode }) {
  const [turn] = useState<Turn | null>(() => {
    if (!isHydrating()) return null;
    const waiting: Turn = { isDone: false, promise: waitForTurn() };
    waiting.promise = waiting.promise.then(() => {
      waiting.isDone = true;
    });
    return waiting;
  });
  if (turn && !turn.isDone) throw turn.promise;
  return children;
}

/**
 * A part of a server-rendered page taken over after the rest, in a task of its own (docs/decisions/0048):
 * its HTML stays as the server sent it meanwhile (Preact keeps what a part that suspends while hydrating
 * would claim), so nothing changes on screen. `children` must render one element: Preact keeps a
 * suspended part's first node only. Elsewhere (the server, pages the browser renders) it is its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
