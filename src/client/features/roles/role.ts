// Roles: name, status badge, the ten modules; Admin and Super Admin are protected.
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { RoleApi, type Role } from '../../../shared/api/masters';
import type { CrudBody } from '../../api/crudEndpoints';
import { roleSchema } from '../../../shared/schemas/masters';
import { MODULES, isProtectedName } from '../../../shared/domain/constants';
import type { CrudResource } from '../../components/crud/resource';
import { roleApi } from './api';

export type { Role };

export const moduleKey = (m: string) => `module.${m.replace(/\s+/g, '')}`;

const resource: CrudResource<Role, CrudBody<typeof RoleApi>> = {
  name: 'role',
  api: roleApi,
  decls: RoleApi,
  titleKey: 'role.title',
  addKey: 'role.add',
  editKey: 'role.edit',
  columns: [
    { id: 'name', header: 'common.name', render: (r) => r.name },
    {
      id: 'status',
      header: 'common.status',
      render: (r) =>
        createElement(
          'span',
          { className: `badge ${r.status === 1 ? 'badge-success' : 'badge-muted'}` },
          createElement(FormattedMessage, { id: r.status === 1 ? 'common.active' : 'common.inactive' }),
        ),
    },
    {
      id: 'type',
      header: 'role.type',
      render: (r) => createElement(FormattedMessage, { id: r.type === 2 ? 'role.typeNoLogin' : 'role.typeLogin' }),
    },
  ],
  fields: [
    { name: 'name', labelKey: 'common.name', required: true },
    {
      name: 'type',
      labelKey: 'role.type',
      kind: 'select',
      options: [
        { value: 1, label: 'role.typeLogin' },
        { value: 2, label: 'role.typeNoLogin' },
      ],
    },
    {
      name: 'status',
      labelKey: 'common.status',
      kind: 'select',
      options: [
        { value: 1, label: 'common.active' },
        { value: 0, label: 'common.inactive' },
      ],
    },
    { name: 'modules', labelKey: 'role.modules', kind: 'checkboxes', options: MODULES.map((m) => ({ value: m, label: moduleKey(m) })) },
  ],
  schema: roleSchema,
  initialValues: { name: '', type: 1, status: 1, modules: [] },
  toForm: (r) => ({ name: r.name, type: r.type, status: r.status, modules: r.modules ?? [] }),
  messages: { added: 'role.added', updated: 'role.updated', deleted: 'role.deleted' },
  pager: 'numbers',
  canModify: (r) => !isProtectedName(r.name),
};
export default resource;
