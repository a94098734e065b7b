// Roles: the list, one role, add, edit and soft delete (the users' form picks a role from the list).
import { RoleApi, type Role } from '../../../shared/api/masters';
import { baseApi } from '../../api/baseApi';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const role = crudEndpoints<Role, typeof RoleApi>(build, RoleApi, 'Role');
    return { roleList: role.list, roleGet: role.get, roleAdd: role.add, roleUpdate: role.update, roleRemove: role.remove };
  },
});

export const roleApi = crudHooks(crud.endpoints.roleList, crud.endpoints.roleGet, crud.endpoints.roleAdd, crud.endpoints.roleUpdate, crud.endpoints.roleRemove);
