// SQL of the dashboard. Every query is scoped to one tenant; the roll figures also to one
// constituency. Voter counts come from the per-part aggregate the importer keeps
// (voting_centres.voter_count); the dashboard's voters reached from the per-part count every
// details save and import keeps (voters_reached); the per-part lists count the details live.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readUpcomingTasks } from '../tasks/queries';
import type { CentreLocation, DashboardData, MatdanKendra } from '../../../shared/api/dashboard';

/**
 * Live voter_info rows per part of a constituency. voter_info carries its voter's roll slot
 * (copied by a trigger, indexed by voter_info_roll), so this reads no voter rows.
 */
const reachedByPart = (tenantId: number, acno: number) => sql`
  select partno, count(*)::int as n
    from voter_info
   where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null
   group by partno`;

const UPCOMING_LIMIT = 10;

/** A timestamptz column as ISO 8601 in UTC (what Date and moment parse everywhere). */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * The dashboard: in one statement the roll's figures from the per-part counts the importer and
 * every details save keep (voting_centres.voter_count and voters_reached), the organisation's
 * counts and the upcoming events (not over yet, ongoing ones included, soonest first); the
 * upcoming tasks as the task reader reads them.
 */
export async function dashboardData(database: Database, tenantId: number, acno: number): Promise<DashboardData> {
  const [row] = await database.rows<Omit<DashboardData, 'upcoming_tasks'>>(sql`
    select c.voter_count, c.voter_info_count,
      (select count(*)::int from offices where tenant_id = ${tenantId} and deleted_at is null) as office_count,
      (select count(*)::int from users where tenant_id = ${tenantId} and deleted_at is null) as user_count,
      coalesce((select json_agg(e) from (
        select id, event_name, ${iso('event_start')} as event_start, ${iso('event_end')} as event_end from events
         where tenant_id = ${tenantId} and deleted_at is null and event_end >= now()
         order by event_start, id limit ${UPCOMING_LIMIT}) e), '[]') as upcoming_events
      from (select coalesce(sum(voter_count), 0)::int as voter_count, coalesce(sum(voters_reached), 0)::int as voter_info_count
              from voting_centres where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null) c`);
  const upcoming_tasks = await readUpcomingTasks(database.db, tenantId, UPCOMING_LIMIT);
  return { ...row, upcoming_tasks };
}

export async function centreLocations(database: Database, tenantId: number, acno: number) {
  return database.rows<CentreLocation>(sql`
    select c.acno, c.partno, c.vcenter, c.vcenter_v1, coalesce(c.part_name, c.vcenter) as section,
           coalesce(c.part_name_v1, c.vcenter_v1) as section_v1,
           coalesce(r.n, 0)::int as total_voter_info, c.voting_center_location
      from voting_centres c
      left join (${reachedByPart(tenantId, acno)}) r on r.partno = c.partno
     where c.tenant_id = ${tenantId} and c.acno = ${acno} and c.deleted_at is null and c.voting_center_location is not null
     order by c.partno`);
}

export async function matdanKendraList(database: Database, tenantId: number, acno: number) {
  return database.rows<MatdanKendra>(sql`
    select c.acno as ac_no, c.partno, c.vcenter, c.vcenter_v1, c.voter_count, coalesce(r.n, 0)::int as voters_reached
      from voting_centres c
      left join (${reachedByPart(tenantId, acno)}) r on r.partno = c.partno
     where c.tenant_id = ${tenantId} and c.acno = ${acno} and c.deleted_at is null
     order by c.partno`);
}
