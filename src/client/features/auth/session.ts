import { rememberNext } from '../../lib/nextPage';

/**
 * Removes the token wherever an earlier console kept it on sign-out: local storage, session
 * storage and the cookie named token. The session itself lives in the persisted auth slice:
 * signedOut() resets it, but redux-persist writes a moment later, so its stored copy is removed
 * here at once (a reload right after Sign Out must not bring the session back).
 */
export function clearStoredToken() {
  localStorage.removeItem('persist:auth');
  localStorage.removeItem('token');
  sessionStorage.removeItem('token');
  document.cookie = 'token=; Max-Age=0; path=/';
}

/** Whether browser storage holds a session (redux-persist keeps each auth field JSON-encoded). */
export function hasStoredSession(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem('persist:auth') ?? '{}') as { token?: string };
    return Boolean(JSON.parse(stored.token ?? 'null'));
  } catch {
    return false;
  }
}

/** Where a signed-in user belongs: 4 or more = done, else the step page. */
export const homeFor = (steps: number | null | undefined) => (steps != null && steps < 4 ? `/installation/${Math.max(1, steps)}` : '/dashboard');

/**
 * Where a user goes right after signing in: the requested page, or the onboarding step first
 * (the requested page is then remembered until the last step is done), or the dashboard.
 */
export function afterSignIn(steps: number | null | undefined, next: string | null): string {
  const home = homeFor(steps);
  if (!next) return home;
  if (home === '/dashboard') return next;
  rememberNext(next);
  return home;
}
