// Rows ticked in a list the server pages: kept by key across its pages, and dropped when the
// list's search changes (ticks of another search's result are voters the screen no longer shows).
import { useCallback, useState } from 'react';

const NONE: ReadonlySet<never> = new Set();

export interface Ticks<K> {
  /** the keys ticked, in the order they were ticked */
  keys: ReadonlySet<K>;
  /** ticks (true) or unticks the keys given */
  select: (keys: readonly K[], ticked: boolean) => void;
  clear: () => void;
}

/** `search` names the list's search (its filters, not its page): a new one starts with nothing ticked. */
export function useRowSelection<K extends string | number>(search: string): Ticks<K> {
  const [state, setState] = useState<{ search: string; keys: ReadonlySet<K> }>({ search, keys: NONE });
  // set while rendering, so no frame shows the previous search's ticks
  if (state.search !== search) setState({ search, keys: NONE });
  const select = useCallback(
    (keys: readonly K[], ticked: boolean) =>
      setState((s) => {
        const next = new Set(s.keys);
        for (const k of keys) {
          if (ticked) next.add(k);
          else next.delete(k);
        }
        return { search: s.search, keys: next };
      }),
    [],
  );
  const clear = useCallback(() => setState((s) => ({ search: s.search, keys: NONE })), []);
  return { keys: state.search === search ? state.keys : NONE, select, clear };
}
