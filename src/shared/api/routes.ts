// The single table of API paths (01 §7, 02 §7). Client endpoints and server routes both read it.
// Tenant-scoped paths are relative to TENANT_BASE; voter paths additionally to VOTER_PREFIX.
import { crudPaths } from './crud';

export const API_ROOT = '/api/v1/admin';
export const TENANT_BASE = `${API_ROOT}/:tenantId`;
export const VOTER_PREFIX = '/:orgId/:candidateId';

export const tenantBase = (tenantId: string | number) => `${API_ROOT}/${tenantId}`;

export const AuthPaths = {
  login: `${API_ROOT}/auth/login`,
  /** Ends one device session of a user (used from the device table at sign-in). */
  deviceSignOut: `${API_ROOT}/sign-out`,
  /** Tenant-scoped: end the current session. */
  signOut: '/sign-out',
  logOut: '/log-out',
  updateStep: '/update-step',
  me: '/me',
} as const;

export const SuperAdminPaths = {
  register: '/super-admin/new-admin-register',
  list: '/super-admin/admin-list',
  edit: '/super-admin/admin/edit/:id',
  update: '/super-admin/admin/update',
} as const;

export const DashboardPaths = {
  data: '/dashboard-data',
  centreLocations: '/dashboard-new-voter-center-location',
  matdanKendra: '/matdan-kendra-list',
  tasks: '/tasks',
  events: '/events',
  usersList: '/users-list',
  candidateDropdown: '/candidate-dropdown-list',
} as const;

/** The offline gazetteer: GET ?q= (2+ characters) -> { places: [{name, district, state, postcode, lat, lng}], attribution }. */
export const PlacePaths = {
  search: '/places',
} as const;

export const PublicPaths = {
  config: `${API_ROOT}/public/config`,
  uploads: '/uploads/:name',
} as const;

/**
 * Voter groups (02 §7 Voter groups): GET /voters-group answers { voter_group: [...] }, the edit
 * call { voter_group }, the update carries the id in the body, deletes are soft.
 * `voters`: the group's voters for /voter-slist (02 §2 shows the screen, not its call):
 * GET ?page -> VoterGroupVotersResponse, paged on the server, 10 a page.
 */
export const VoterGroupPaths = {
  ...crudPaths('/voters-group', { listKey: 'voter_group', itemKey: 'voter_group', updateIdField: 'id' }),
  voters: '/voters-group/voters/:id',
};

/** Fills `:name` placeholders of a path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, k: string) => {
    if (!(k in params)) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(String(params[k]));
  });
}
