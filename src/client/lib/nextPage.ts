// The page a signed-out visitor asked for, kept through the sign-in (in its address, `?next=`)
// and through the onboarding steps that may come before it (in session storage).

export const NEXT_PARAM = 'next';
const PENDING_KEY = 'console.next';
const BASE = 'http://console.invalid';

/**
 * The page asked for, if it is one of this console's own (a path on this origin, not the sign-in
 * or the onboarding itself): anything else would let a crafted link send a user elsewhere.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/' || url.pathname === '/sign-in' || url.pathname.startsWith('/installation')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the visitor back to `path` (with its query) afterwards. */
export function signInFor(path: string): string {
  const next = safeNext(path);
  return next ? `/sign-in?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/sign-in';
}

/** The requested page in a sign-in page's query string, if any. */
export const nextFrom = (search: string) => safeNext(new URLSearchParams(search).get(NEXT_PARAM));

/** Keeps the requested page while the onboarding steps come first. */
export function rememberNext(next: string) {
  try {
    sessionStorage.setItem(PENDING_KEY, next);
  } catch {
    // storage refused (private mode): the onboarding then ends on the dashboard
  }
}

/** The page asked for before the onboarding, once (it is forgotten as it is read). */
export function takePendingNext(): string | null {
  try {
    const next = safeNext(sessionStorage.getItem(PENDING_KEY));
    sessionStorage.removeItem(PENDING_KEY);
    return next;
  } catch {
    return null;
  }
}
