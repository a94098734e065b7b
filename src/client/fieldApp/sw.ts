// The field app's service worker: the app shell (its page, scripts, styles, catalogues, manifest
// and icons, listed by the build) kept on the phone, so /field opens without a network. API calls
// are never cached here: the voters live in IndexedDB, and a stale answer must not pass for a
// fresh one. A new version waits until every field app tab is closed, so a page never meets
// scripts of another build.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// the page without the prerendered sign-in screen, which a phone signed in must not flash
registerRoute(new NavigationRoute(createHandlerBoundToURL('/field-shell.html'), { allowlist: [/^\/field(\/|$)/] }));
