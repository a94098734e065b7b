// The store's persistor for the pages that must not go on before the session is written to
// browser storage (a full page load right after sign-in would otherwise find no token).
import { createContext, useContext } from 'react';
import type { Persistor } from 'redux-persist';

export const PersistorContext = createContext<Pick<Persistor, 'flush'> | null>(null);

/** Resolves once the persisted state is written (at once where nothing is persisted, as in tests). */
export function useFlushPersisted(): () => Promise<void> {
  const persistor = useContext(PersistorContext);
  return () => persistor?.flush() ?? Promise.resolve();
}
