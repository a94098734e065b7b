// The field app's few addresses under /field, kept in the browser's history so the phone's back
// button works, without a router library in the phone's small bundle.
import { useSyncExternalStore } from 'react';

export const BASE = '/field';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    // what was being typed belongs to the entry the back button left
    dropTyped();
    notify();
  });

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

// An address remembered while the worker types, written once the typing pauses or before the app
// goes elsewhere: the browser's history call costs more than drawing a keystroke's list.
let typed: string | null = null;
let typing: ReturnType<typeof setTimeout> | undefined;
function dropTyped() {
  clearTimeout(typing);
  typed = null;
}
function writeTyped() {
  clearTimeout(typing);
  if (typed != null && typed !== current()) window.history.replaceState(null, '', typed);
  typed = null;
}

/** Opens an address of the app ('/walk?todo=1'); replace keeps the history entry (a filter typed). */
export function go(to: string, replace = false) {
  writeTyped();
  const href = BASE + (to === '/' ? '' : to);
  if (href === current()) return;
  if (replace) window.history.replaceState(null, '', href);
  else {
    window.history.pushState(null, '', href);
    window.scrollTo(0, 0);
  }
  notify();
}

/**
 * Keeps what the screen already shows in its address (a search being typed) without redrawing the
 * app around it: the address only matters when the worker comes back to the screen.
 */
export function remember(to: string) {
  typed = BASE + (to === '/' ? '' : to);
  clearTimeout(typing);
  typing = setTimeout(writeTyped, 500);
}
