// A CRUD domain's endpoints injected by the domain itself: the list, one row, add, update and the
// soft delete named `${prefix}List`, `${prefix}Get`, ... and cached under the tag `Prefix`. A domain
// whose lists no other feature picks from (a name-only master) calls this from its own folder, so
// it adds no line to the shared endpoint list in crudApi.ts.
import type { CrudDecls } from '../../shared/api/crud';
import { baseApi } from './baseApi';
import { crudEndpoints, crudHooks, prefixed, type CrudBody, type CrudHooks, type Identified } from './crudEndpoints';
import type { Tag } from './tags';

type Endpoint = { useQuery?: unknown; useMutation?: unknown };

export function crudDomain<T extends Identified, D extends CrudDecls<T>>(prefix: string, decls: D, also: Tag[] = []): CrudHooks<T, CrudBody<D>> {
  const tag = (prefix[0].toUpperCase() + prefix.slice(1)) as Tag;
  const api = baseApi.injectEndpoints({ endpoints: (build) => prefixed(prefix, crudEndpoints<T, D>(build, decls, tag, also)) });
  const e = api.endpoints as unknown as Record<string, Endpoint>;
  const at = (name: string) => e[prefix + name] as { useQuery: never; useMutation: never };
  return crudHooks(at('List'), at('Get'), at('Add'), at('Update'), at('Remove')) as unknown as CrudHooks<T, CrudBody<D>>;
}
