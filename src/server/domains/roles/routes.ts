import { RoleApi } from '../../../shared/api/masters';
import { isProtectedName } from '../../../shared/domain/constants';
import { roles, users } from '../../db/schema';
import { crudRoutes } from '../../crud';

// Admin and Super Admin (any case) can be neither edited nor deleted.
export default crudRoutes({
  name: 'role',
  table: roles,
  decls: RoleApi,
  unique: ['name'],
  protectedRow: (r) => isProtectedName(r.name as string),
  messages: { inUse: 'role.inUse' },
  usedBy: () => [[users, 'role_id']],
});
