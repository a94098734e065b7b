// The registry's types: each feature's resource.ts lists its routes with these, and routes.tsx
// and the sidebar read them. In their own module so a feature imports nothing that imports it back.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access, MenuSpec } from './menu';

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

/** A page of a domain's chunk, loaded on first use: `lazyPage(chunk, 'EditOfficePage')` with `chunk` the domain's `import('./pages')`. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(chunk: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await chunk())[name] }));
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
