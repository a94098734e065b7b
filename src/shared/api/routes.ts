// The single table of API paths (01 §7, 02 §7). Client endpoints and server routes both read it.
// Tenant-scoped paths are relative to TENANT_BASE; voter paths additionally to VOTER_PREFIX.
import { API_ROOT } from './contract';

export { API_ROOT, TENANT_BASE, VOTER_PREFIX, tenantBase, fillPath } from './contract';

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
