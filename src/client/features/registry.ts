// Every feature registers itself: a folder here with a resource.ts is one, and its default export
// is its list of route entries (pages, with their menu entries and access). A new feature is a
// folder: nothing here changes. webpack gathers the files at build time (require.context); the
// tests read the same folders from disk (registry.node.ts).
import type { RouteEntry } from '../components/layout/routeEntry';

const files = require.context('.', true, /^\.\/[^/]+\/resource\.ts$/);

export const featureRoutes: RouteEntry[] = [...new Set(files.keys().filter((k) => k.startsWith('./')))]
  .sort()
  .flatMap((k) => (files(k) as { default?: RouteEntry[] }).default ?? []);
