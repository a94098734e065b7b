// The resource of a name-only master (religions, religion categories, categories).
import { createElement } from 'react';
import type { Named } from '../../../shared/api/masters';
import type { CrudDecls } from '../../../shared/api/crud';
import { nameOnlySchema } from '../../../shared/schemas/masters';
import { isProtectedName } from '../../../shared/domain/constants';
import type { CrudBody, CrudHooks } from '../../api/crudEndpoints';
import type { CrudResource } from './resource';

export type { Named };

/**
 * Keys are derived from `key`: `${key}.title`, `.add`, `.edit`, `.added`, `.updated`, `.deleted`
 * (the generic master texts give them for a master routed by nameOnlyRoute). `api`: the hooks of
 * the endpoints the master's feature declares (its api.ts).
 */
export function nameOnlyResource<B = CrudBody<CrudDecls<Named>>>(
  name: string,
  key: string,
  decls: CrudDecls<Named>,
  api: CrudHooks<Named, B>,
  extra: Partial<CrudResource<Named, B>> = {},
): CrudResource<Named, B> {
  return {
    name,
    api,
    decls,
    titleKey: `${key}.title`,
    addKey: `${key}.add`,
    editKey: `${key}.edit`,
    columns: [
      { id: 'name', header: 'common.name', render: (r) => createElement('span', null, r.name) },
      { id: 'name_local', header: 'common.nameLocal', render: (r) => createElement('span', { lang: 'mr' }, r.name_local ?? '') },
    ],
    rowName: (r) => r.name,
    fields: [
      { name: 'name', labelKey: 'common.name', required: true },
      { name: 'name_local', labelKey: 'common.nameLocal' },
    ],
    schema: nameOnlySchema,
    initialValues: { name: '', name_local: '' },
    toForm: (r) => ({ name: r.name, name_local: r.name_local ?? '' }),
    messages: { added: `${key}.added`, updated: `${key}.updated`, deleted: `${key}.deleted` },
    canModify: (r) => !isProtectedName(r.name),
    ...extra,
  };
}
