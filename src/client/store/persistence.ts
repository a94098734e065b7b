// The persisted session's two moments: read back from browser storage (nothing is rendered
// before, see Rehydrated) and written to it (a page that reloads right after sign-in waits for
// that, or the load would find no token).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

export const PersistorContext = createContext<Pick<Persistor, 'flush'> | null>(null);

/** Resolves once the persisted state is written (at once where nothing is persisted, as in tests). */
export function useFlushPersisted(): () => Promise<void> {
  const persistor = useContext(PersistorContext);
  return () => persistor?.flush() ?? Promise.resolve();
}

const bootstrapped = (p: Persistor) => p.getState().bootstrapped;

/** Resolves once the persisted state is read back into the store. */
export function whenRehydrated(p: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (bootstrapped(p)) return resolve();
    const stop = p.subscribe(() => {
      if (!bootstrapped(p)) return;
      stop();
      resolve();
    });
  });
}

/**
 * The children once the persisted session is read back. Unlike redux-persist's PersistGate it
 * renders them at once when that already happened, so the first render of a page the server sent
 * prerendered (the sign-in page) is the same markup and hydrates.
 */
export function Rehydrated({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const ready = useSyncExternalStore(
    persistor.subscribe,
    () => bootstrapped(persistor),
    () => true,
  );
  return ready ? children : null;
}
