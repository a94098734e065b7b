// The field app's few addresses under /field, kept in the browser's history so the phone's back
// button works, without a router library in the phone's small bundle.
import { useSyncExternalStore } from 'react';

export const BASE = '/field';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const current = () => window.location.pathname + window.location.search;

/** The address under /field ('/' for the home screen) and its query. */
export function useLocation(): { path: string; query: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, current);
  const url = new URL(href, window.location.origin);
  const path = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) || '/' : '/';
  return { path, query: url.searchParams };
}

/** Opens an address of the app ('/walk?todo=1'); replace keeps the history entry (a filter typed). */
export function go(to: string, replace = false) {
  const href = BASE + (to === '/' ? '' : to);
  if (href === current()) return;
  if (replace) window.history.replaceState(null, '', href);
  else {
    window.history.pushState(null, '', href);
    window.scrollTo(0, 0);
  }
  notify();
}
