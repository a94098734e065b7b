// The persisted session's two moments: read back from browser storage (the console renders
// nothing before, console.tsx) and written to it (a page that reloads right after sign-in waits
// for that, or the load would find no token).
import { createContext, useContext } from 'react';
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
