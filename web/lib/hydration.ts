/**
 * While the browser takes over a page the server rendered (docs/decisions/0048), every render of it must
 * match the server's HTML: Preact mends differing text but keeps the server's attributes. What only the
 * browser knows (the screen's width, the scroll, the stored session, a language chosen before the cookie)
 * reads as the server saw it until the whole page is taken over, then as it is, in a render that Preact
 * diffs as usual.
 *
 * The take-over runs in steps: the page's own first render, then each part that asked to wait its turn
 * (HydrateLater: the cards, the footer, the home page's lower sections), one a task, so no single task holds
 * a phone's main thread long. When the last part is done, the take-over is over.
 */
import { nextTask } from './next-task.js';

let isHydratingNow = false;
const listeners = new Set<() => void>();
const waiting: (() => void)[] = [];

export function isHydrating(): boolean {
  return isHydratingNow;
}

export function startHydration(): void {
  isHydratingNow = true;
}

/**
 * The page's first render is done: the waiting parts follow, one a task; then each listener is told, one a
 * task (each may re-render much of the page: the session, the screen's width); then `onOver` runs.
 */
export function endHydration(onOver?: () => void): void {
  if (isHydratingNow) nextTask(() => releaseNext(onOver));
}

function releaseNext(onOver?: () => void) {
  const release = waiting.shift();
  if (release) {
    // The part renders right after this task (Preact renders on a microtask); the next one in a task of its own.
    release();
    nextTask(() => releaseNext(onOver));
    return;
  }
  isHydratingNow = false;
  tellNext([...listeners], onOver);
}

function tellNext(pending: (() => void)[], onOver?: () => void) {
  const listener = pending.shift();
  if (listener) {
    if (listeners.has(listener)) listener();
    nextTask(() => tellNext(pending, onOver));
    return;
  }
  onOver?.();
}

/** Kept until this part's turn in the take-over (asked during its first render). */
export function waitForTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

/** Calls `listener` once the take-over is over; returns a way to stop listening. */
export function onHydrationEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
