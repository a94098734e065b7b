// The resource of a name-only master (religions, religion categories, categories).
import { createElement } from 'react';
import type { CrudPaths } from '../../../shared/api/crud';
import { nameOnlySchema } from '../../../shared/schemas/masters';
import { isProtectedName } from '../../../shared/domain/constants';
import { crudEndpoints } from '../../api/crudEndpoints';
import type { CrudResource } from './resource';

export interface Named {
  id: number;
  name: string;
}

/** Keys are derived from `key`: `${key}.title`, `.add`, `.edit`, `.added`, `.updated`, `.deleted`. */
export function nameOnlyResource(name: string, key: string, paths: CrudPaths, extra: Partial<CrudResource<Named>> = {}): CrudResource<Named> {
  return {
    name,
    paths,
    api: crudEndpoints<Named>(name, paths),
    titleKey: `${key}.title`,
    addKey: `${key}.add`,
    editKey: `${key}.edit`,
    columns: [{ id: 'name', header: 'common.name', render: (r) => createElement('span', null, r.name) }],
    fields: [{ name: 'name', labelKey: 'common.name', required: true }],
    schema: nameOnlySchema,
    initialValues: { name: '' },
    messages: { added: `${key}.added`, updated: `${key}.updated`, deleted: `${key}.deleted` },
    canModify: (r) => !isProtectedName(r.name),
    ...extra,
  };
}
