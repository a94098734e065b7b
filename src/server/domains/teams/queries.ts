import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { insertRow, softDeleteRow, type Actor } from '../../db/audit';
import { areas, offices, teamMembers, teams, users } from '../../db/schema';
import { liveJoin, liveRowsOf } from '../../db/tenantRows';
import type { Team } from '../../../shared/api/teams';

const first = alias(users, 'incharge_1');
const second = alias(users, 'incharge_2');
const liveUser = (u: typeof first | typeof second) => and(eq(u.tenant_id, teams.tenant_id), isNull(u.deleted_at));
const person = (f_name: string | null, l_name: string | null) => (f_name == null ? null : { f_name, l_name });

/** The organisation's live teams (or the one with `id`) with the names the list shows. */
export async function readTeams(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      office_id: teams.office_id,
      area_id: teams.area_id,
      area: areas.name,
      team_incharge_1: teams.team_incharge_1,
      team_incharge_2: teams.team_incharge_2,
      office_name: offices.office_name,
      one_f: first.f_name,
      one_l: first.l_name,
      two_f: second.f_name,
      two_l: second.l_name,
    })
    .from(teams)
    .leftJoin(areas, liveJoin(areas, teams.tenant_id, teams.area_id))
    .leftJoin(offices, liveJoin(offices, teams.tenant_id, teams.office_id))
    .leftJoin(first, and(liveUser(first), eq(first.id, teams.team_incharge_1)))
    .leftJoin(second, and(liveUser(second), eq(second.id, teams.team_incharge_2)))
    .where(and(liveRowsOf(teams, tenantId), id === undefined ? undefined : eq(teams.id, id)))
    .orderBy(asc(teams.id));
  if (!rows.length) return [];
  const members = await db
    .select({ team_id: teamMembers.team_id, user_id: teamMembers.user_id, f_name: users.f_name, l_name: users.l_name })
    .from(teamMembers)
    .innerJoin(users, liveJoin(users, teamMembers.tenant_id, teamMembers.user_id))
    .where(
      and(
        liveRowsOf(teamMembers, tenantId),
        inArray(
          teamMembers.team_id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(teamMembers.id));
  return rows.map(({ office_name, one_f, one_l, two_f, two_l, ...r }) => {
    const own = members.filter((m) => m.team_id === r.id);
    return {
      ...r,
      team_members: own.map((m) => m.user_id),
      team_primary_incharge_details: person(one_f, one_l),
      team_secondary_incharge_details: person(two_f, two_l),
      team_office: office_name == null ? null : { office_name },
      team_area: r.area == null ? null : { name: r.area },
      team_details: own.map((m) => ({ user_id: m.user_id, user: { f_name: m.f_name, l_name: m.l_name } })),
    } satisfies Team;
  });
}

/** Makes the team's live members exactly `userIds`: rows of those who left are soft-deleted, newcomers added (all audited). */
export async function setMembers(db: Db, actor: Actor, teamId: number, userIds: number[]) {
  const current = await db
    .select({ id: teamMembers.id, user_id: teamMembers.user_id })
    .from(teamMembers)
    .where(and(liveRowsOf(teamMembers, actor.tenantId), eq(teamMembers.team_id, teamId)));
  for (const row of current) if (!userIds.includes(row.user_id)) await softDeleteRow(db, actor, teamMembers, row.id);
  for (const userId of userIds) if (!current.some((r) => r.user_id === userId)) await insertRow(db, actor, teamMembers, { team_id: teamId, user_id: userId });
}
