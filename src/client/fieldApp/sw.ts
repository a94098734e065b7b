// The field app's service worker: the app shell (its page, scripts, styles, catalogues, manifest
// and icons, listed by the build) kept on the phone, so /field opens without a network. API calls
// are never cached here: the voters live in IndexedDB, and a stale answer must not pass for a
// fresh one. A new version waits until every field app tab is closed, so a page never meets
// scripts of another build, or until the field worker taps Reload on the page's banner: the page
// asks it to take over, and every signed-in tab reloads when it does (the queue is in IndexedDB).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SKIP_WAITING } from './update';

declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// the page without the prerendered sign-in screen, which a phone signed in must not flash
registerRoute(new NavigationRoute(createHandlerBoundToURL('/field-shell.html'), { allowlist: [/^\/field(\/|$)/] }));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
