import type { toast as sonnerToast } from 'sonner';

// docs/spec/admin-side.md §2: toasts at top-right. The toast library is fetched on the first toast, not with the
// page: most visits never show one (docs/decisions/0019). Sonner keeps its toasts in a module-level
// store and replays the active ones to a Toaster that mounts later, so nothing shown early is lost.

type Sonner = typeof import('sonner');
type SonnerToast = typeof sonnerToast;

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const loadListeners = new Set<(sonner: Sonner) => void>();

export function loadToastLibrary(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner');
    void loading.then((sonner) => {
      loaded = sonner;
      for (const listener of loadListeners) listener(sonner);
    });
  }
  return loading;
}

/**
 * Called with the library once a toast has fetched it (the deferred Toaster mounts then), at once if
 * it already has.
 */
export function onToastLibraryLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

function deferred<K extends 'success' | 'error' | 'warning' | 'dismiss'>(kind: K) {
  return (...args: Parameters<SonnerToast[K]>): void => {
    void loadToastLibrary().then(({ toast: library }) => {
      (library[kind] as (...values: Parameters<SonnerToast[K]>) => unknown)(...args);
    });
  };
}

export const toast = {
  success: deferred('success'),
  error: deferred('error'),
  warning: deferred('warning'),
  dismiss: deferred('dismiss'),
};
