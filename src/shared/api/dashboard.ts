// The dashboard: counts of a constituency, upcoming events and tasks, the voting centres on the
// map and ranked by voters reached; and the super administrator's own dashboard of organisations.
import { list, reply, route } from './contract';
import { acnoOnlyQuerySchema } from '../schemas/voters';
import type { GeoPoint } from '../geo';

export interface DashboardTask {
  id: number;
  task_name: string;
  task_description: string | null;
  status: number;
  status_percentage: number | null;
  start_date_time: string | null;
  end_date_time: string | null;
  assignedTeam: { name: string } | null;
  assignedUser: { f_name: string; l_name: string | null } | null;
}

export interface DashboardEvent {
  id: number;
  event_name: string;
  event_start: string | null;
  event_end: string | null;
}

export interface DashboardData {
  voter_count: number;
  voter_info_count: number;
  office_count: number;
  user_count: number;
  upcoming_events: DashboardEvent[];
  upcoming_tasks: DashboardTask[];
}

/** A part's voting centre on the map; `_v1` names are the roll's Devanagari ones. */
export interface CentreLocation {
  acno: number;
  partno: number;
  vcenter: string;
  vcenter_v1: string | null;
  section: string | null;
  section_v1: string | null;
  total_voter_info: number;
  voting_center_location: GeoPoint | null;
}

export interface MatdanKendra {
  ac_no: number;
  partno: number;
  vcenter: string;
  vcenter_v1: string | null;
  voter_count: number;
  voters_reached: number;
}

/** The super administrator's dashboard: every organisation of the installation, counted. */
export interface OrganisationCounts {
  organisations: number;
  /** organisations by installation type (1 Loksevak, 2 Survey, ...) */
  by_installation_type: Array<{ installation_type: number; count: number }>;
  /** organisations created in the last 30 days */
  recent: number;
  users: number;
  voters: number;
}

const MODULE = 'Dashboard';

export const DashboardApi = {
  data: route({
    method: 'GET',
    path: '/dashboard-data',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's counts and the upcoming events and tasks",
    query: acnoOnlyQuerySchema,
    response: reply<DashboardData>('voter_count', 'voter_info_count', 'office_count', 'user_count', 'upcoming_events', 'upcoming_tasks'),
  }),
  centreLocations: route({
    method: 'GET',
    path: '/dashboard-new-voter-center-location',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's voting centres with a point, and the details collected per part (a list)",
    query: acnoOnlyQuerySchema,
    response: list<CentreLocation>(),
  }),
  matdanKendra: route({
    method: 'GET',
    path: '/matdan-kendra-list',
    scope: 'tenant',
    module: MODULE,
    summary: "A constituency's voting centres with voters and voters reached (a list)",
    query: acnoOnlyQuerySchema,
    response: list<MatdanKendra>(),
  }),
  organisationCounts: route({
    method: 'GET',
    path: '/super-admin/dashboard',
    scope: 'superAdmin',
    summary: "The super administrator's dashboard: organisations counted",
    response: reply<OrganisationCounts>('organisations', 'by_installation_type', 'recent', 'users', 'voters'),
  }),
};
