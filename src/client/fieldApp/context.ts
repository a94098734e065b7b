// The phone's engine (its local database and sync) for the screens, and the hook that reads the
// local database again whenever it changed.
import { createContext, useContext, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { SyncEngine } from './engine';
import type { FieldState } from './store';

export const EngineContext = createContext<SyncEngine | null>(null);

export function useEngine(): SyncEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('the field app renders inside its EngineContext');
  return engine;
}

export const usePhone = <T>(pick: (s: FieldState) => T) => useSelector(pick);

/** What `read` finds in the local database, read again after every write (null until the first read). */
export function useLocal<T>(read: (engine: SyncEngine) => Promise<T>, deps: unknown[] = []): T | null {
  const engine = useEngine();
  const version = usePhone((s) => s.phone.version);
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void read(engine).then((v) => live && setValue(v));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, version, ...deps]);
  return value;
}
