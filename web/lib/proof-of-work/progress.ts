import { useSyncExternalStore } from 'react';

// How far the browser is in a proof of work a form was asked for (0–1), or null when none is running.
let progress: number | null = null;
const listeners = new Set<() => void>();

export function setProofProgress(value: number | null): void {
  progress = value;
  for (const listener of listeners) listener();
}

export const currentProofProgress = () => progress;

/** Be told each time the progress moves; returns the way to stop. */
export function onProofProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProofProgress(): number | null {
  return useSyncExternalStore(onProofProgress, currentProofProgress, () => null);
}
