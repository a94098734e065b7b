// Route entry of a plain domain: its page is the generic ResourcePage bound to the domain's
// resource, loaded lazily (route-level code splitting).
import { createElement, lazy, type ComponentType } from 'react';
import type { CrudDecls } from '../../../shared/api/crud';
import type { RouteEntry } from '../layout/routeEntry';
import type { MenuSpec } from '../layout/menu';
import type { CrudResource } from './resource';
import type { Identified } from '../../api/crudEndpoints';

/** The plain domains' pages and routes, so the kit's tests (over name-like rows) run over each of them. */
export const crudLoaders: Array<{ path: string; load: () => Promise<{ decls: CrudDecls<unknown>; Page: ComponentType }> }> = [];

export function crudRoute<T extends Identified, B>(
  path: string,
  load: () => Promise<{ default: CrudResource<T, B> }>,
  access: RouteEntry['access'],
  menu?: MenuSpec,
  /** false: a domain whose rows are not name-like has tests of its own instead of the kit's */
  kitTests = true,
): RouteEntry {
  const page = async () => {
    const [{ default: ResourcePage }, { default: resource }] = await Promise.all([import('./ResourcePage'), load()]);
    return { decls: resource.decls, Page: () => createElement(ResourcePage<T, B>, { resource }) };
  };
  if (kitTests) crudLoaders.push({ path, load: page });
  const element = lazy(async () => ({ default: (await page()).Page }));
  return { path, element, access, menu };
}

/** The add page of a plain domain whose resource has an `addPath`: the resource's form on a page, back to `listPath` after a save. */
export function crudAddRoute<T extends Identified, B>(
  path: string,
  listPath: string,
  load: () => Promise<{ default: CrudResource<T, B> }>,
  access: RouteEntry['access'],
  /** i18n key of the page's document title */
  title: string,
): RouteEntry {
  const element = lazy(async () => {
    const [{ ResourceAddPage }, { default: resource }] = await Promise.all([import('./ResourcePage'), load()]);
    return { default: () => createElement(ResourceAddPage<T, B>, { resource, listPath }) };
  });
  return { path, element, access, title };
}
