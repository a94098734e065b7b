// The registry's types: each feature's resource.ts lists its routes with these, and routes.tsx
// and the sidebar read them. In their own module so a feature imports nothing that imports it back.
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access, MenuSpec } from './menu';
import type { AppStore } from '../../store/store';

export type { Access };

export interface RouteEntry {
  /** react-router path, e.g. '/office' or '/edit-office/:id'. */
  path: string;
  /** Page component; use React.lazy so each route is its own chunk. */
  element: LazyExoticComponent<ComponentType> | ComponentType;
  /** Reachable without a stored token. */
  public?: boolean;
  /** Rendered without the Layout shell (sign-in, sign-up). */
  bare?: boolean;
  /** Only for visitors without a session: a signed-in user is sent home. */
  guestOnly?: boolean;
  /** The declared route whose permission the page needs; none: every signed-in user. */
  access?: Access;
  /** What a user who may not open the page sees instead of "No access". */
  denied?: ComponentType;
  /** Sidebar entry; see MenuSpec for the order numbers. */
  menu?: MenuSpec;
  /** i18n key of the page's document title; without it, the menu label. */
  title?: string;
}

/** The i18n key of a route's document title: its own, else its menu label, else the console's name. */
export const titleKeyOf = (entry: Pick<RouteEntry, 'title' | 'menu'>): string => entry.title ?? entry.menu?.labelKey ?? 'layout.appName';

/**
 * What a page may carry beside its component: the data its first render asks for, requested as
 * soon as its chunk has run (before the console's first render) rather than from its effects.
 */
export type PagePrefetch = (store: AppStore) => void;

/** A page component whose chunk can be fetched ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<PagePrefetch | undefined> };

/**
 * A page of a domain's chunk, loaded on first use: `lazyPage(chunk, 'EditOfficePage')` with `chunk`
 * the domain's `import('./pages')`. Once its chunk has arrived (`preload`, or an earlier visit) the
 * page renders at once instead of suspending: a suspended first page shows the Layout's fallback,
 * and React then holds the page's own commit (and so its data requests, started by its effects)
 * for its Suspense throttle (300 ms), the dashboard's first paint waiting on nothing. A page
 * component with a `prefetch` of its own hands it to `preload`.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(chunk: () => Promise<M>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  const load = () => chunk().then((m) => (loaded = m[name]));
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => ({ default: loaded ?? (await load()) }));
  function Page(props: object) {
    // decided once per mount: switching from the lazy wrapper to the page would remount it
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy, props);
  }
  return Object.assign(Page, { preload: () => load().then((page) => (page as { prefetch?: PagePrefetch }).prefetch) });
}

/**
 * The chunk of the page at `pathname` fetched, before the console's first render (at most `waitMs`),
 * and the page's own data asked for as soon as its chunk has run.
 */
export function preloadPage(
  entries: RouteEntry[],
  pathname: string,
  match: (path: string, pathname: string) => boolean,
  waitMs: number,
  store?: AppStore,
): Promise<void> {
  const entry = entries.find((e) => match(e.path, pathname));
  const preload = (entry?.element as Partial<LazyPage> | undefined)?.preload;
  if (!preload) return Promise.resolve();
  const loaded = preload().then((prefetch) => {
    if (store) prefetch?.(store);
  });
  // a chunk that fails or lags is the lazy page's to report: the console renders anyway
  return Promise.race([loaded.catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/**
 * A domain's routes from its chunk, one row a page: its export name, path, the declared route it
 * needs and its sidebar entry. A page without a menu entry is titled `title.<export name>`.
 */
export function routesOf<K extends string, M extends Record<K, ComponentType>>(
  chunk: () => Promise<M>,
  rows: Array<[page: K, path: string, access?: Access, menu?: MenuSpec]>,
): RouteEntry[] {
  return rows.map(([page, path, access, menu]) => ({ path, element: lazyPage(chunk, page), access, menu, title: menu ? undefined : `title.${page}` }));
}
