// Route entry of a plain domain: its page is the generic ResourcePage bound to the domain's
// resource, loaded lazily (route-level code splitting).
import { createElement, lazy } from 'react';
import type { RouteEntry } from '../../resources';
import type { MenuSpec } from '../layout/menu';
import type { CrudResource } from './resource';
import type { Identified } from '../../api/crudEndpoints';

/** Every plain domain's resource loader, so the kit's tests run over each registered domain. */
export const crudLoaders: Array<{ path: string; load: () => Promise<{ default: CrudResource<Identified> }> }> = [];

export function crudRoute<T extends Identified>(
  path: string,
  load: () => Promise<{ default: CrudResource<T> }>,
  menu?: MenuSpec,
): RouteEntry {
  crudLoaders.push({ path, load: load as unknown as (typeof crudLoaders)[number]['load'] });
  const element = lazy(async () => {
    const [{ default: ResourcePage }, { default: resource }] = await Promise.all([import('./ResourcePage'), load()]);
    return { default: () => createElement(ResourcePage<T>, { resource }) };
  });
  return { path, element, menu };
}
