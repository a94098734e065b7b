// A new build of the field app, found by the service worker: the page learns of the worker waiting
// with it, and on the field worker's word asks it to take over, then reloads into the new build.
// Plain service worker calls: the page registers its worker itself (index.tsx).

/** The message that asks a waiting service worker to take over (sw.ts). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Looked for again when the app comes back to the screen, at most this often: a phone keeps the app open all day. */
const CHECK_EVERY_MS = 60 * 60_000;

/**
 * Calls `found` with the worker of a new build once it waits. A page no worker controls yet is the
 * app's first install: nothing waits then, and nothing is offered. Every signed-in tab reloads
 * once the new worker has taken over. Returns the function that stops watching.
 */
export function watchForUpdate(found: (waiting: ServiceWorker) => void): () => void {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw) return () => undefined;
  let live = true;
  let registration: ServiceWorkerRegistration | undefined;
  let checked = Date.now();
  const offer = (w: ServiceWorker | null) => {
    if (live && w && sw.controller) found(w);
  };
  const track = (w: ServiceWorker | null) =>
    w?.addEventListener('statechange', () => {
      if (w.state === 'installed') offer(w);
    });
  const onFound = () => track(registration?.installing ?? null);
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < CHECK_EVERY_MS) return;
    checked = Date.now();
    // offline, the check fails: the next return to the screen tries again
    registration?.update().catch(() => undefined);
  };
  // a page that had a worker reloads when another takes over, so it never runs with another build's worker
  const hadController = !!sw.controller;
  let reloading = false;
  const onTakeOver = () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  };
  void sw.ready.then((r) => {
    if (!live) return;
    registration = r;
    offer(r.waiting);
    track(r.installing);
    r.addEventListener('updatefound', onFound);
  });
  sw.addEventListener('controllerchange', onTakeOver);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    live = false;
    registration?.removeEventListener('updatefound', onFound);
    sw.removeEventListener('controllerchange', onTakeOver);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Asks the waiting worker to take over; the page reloads when it has (watchForUpdate). */
export function applyUpdate(waiting: ServiceWorker) {
  waiting.postMessage({ type: SKIP_WAITING });
}
