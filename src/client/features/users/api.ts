// The user and candidate rows the screens show; their endpoints are the CRUD kit's (api/crudApi.ts).
import type { Role } from '../../../shared/api/masters';

export type { Candidate } from '../../../shared/api/candidates';

/** A role in the registration form's role choice. */
export type RoleOption = Pick<Role, 'id' | 'name' | 'type' | 'status'>;
