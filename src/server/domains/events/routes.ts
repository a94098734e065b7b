// Events: the CRUD of the kit, with
// every reference checked against the organisation's live rows (area, voter group, contacts,
// candidate, teams, vehicles, materials), and the events report of a window of days in Asia/Kolkata.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import moment from 'moment-timezone';
import { EventApi } from '../../../shared/api/events';
import type { EventContext } from '../../../shared/schemas/events';
import { DEFAULT_TIMEZONE } from '../../../shared/domain/constants';
import type { Db } from '../../db/client';
import { areas, events, resources, surveys, tasks, teams, users, vehicleRequests, vehicles, voterGroups } from '../../db/schema';
import { assertLiveReferences, liveJoin, liveRowsOf } from '../../db/tenantRows';
import { badRequest, fieldError } from '../../http';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { serve } from '../../route';
import { isoOf } from '../../db/instants';

const iso = isoOf;

/** The organisation's live events (or the one with `id`, or those overlapping [from, to)), with the area's and voter group's names. */
export async function readEvents(db: Db, tenantId: number, id?: number, window?: { from: string; to: string }) {
  const rows = await db
    .select({
      e: events,
      start: iso(events.event_start),
      end: iso(events.event_end),
      area: areas.name,
      voter_group_name: voterGroups.voter_group_name,
    })
    .from(events)
    .leftJoin(areas, liveJoin(areas, events.tenant_id, events.area_id))
    .leftJoin(voterGroups, liveJoin(voterGroups, events.tenant_id, events.voter_group_id))
    .where(
      and(
        liveRowsOf(events, tenantId),
        id === undefined ? undefined : eq(events.id, id),
        window ? and(lt(events.event_start, window.to), gte(events.event_end, window.from)) : undefined,
      ),
    )
    .orderBy(asc(events.event_start), asc(events.id));
  return rows.map(({ e, start, end, area, voter_group_name }) => ({ ...strip(e), event_start: start, event_end: end, area, voter_group_name }));
}

const crud = crudRoutes({
  name: 'event',
  table: events,
  decls: EventApi,
  nameField: 'event_name',
  read: (db, tenantId, id) => readEvents(db, tenantId, id),
  // a candidate installation must name the candidate
  context: (_raw, req): EventContext => ({ installationType: req.auth.installationType }),
  toValues: async (body, req, { database: { db } }) => {
    const user = (field: string, id: number | null | undefined) => ({ field, id, table: users, key: 'validation.unknownUser' });
    await assertLiveReferences(db, req.auth.tenantId, [
      { field: 'area_id', id: body.area_id, table: areas, key: 'validation.unknownArea' },
      { field: 'voter_group_id', id: body.voter_group_id, table: voterGroups, key: 'validation.unknownVoterGroup' },
      user('first_contact', body.first_contact),
      user('second_contact', body.second_contact),
      user('third_contact', body.third_contact),
      { field: 'candidate_id', id: body.candidate_id, table: users, key: 'validation.unknownCandidate' },
      ...body.team.map((id) => ({ field: 'team', id, table: teams, key: 'validation.unknownTeam' })),
      ...body.vehicles.map((id) => ({ field: 'vehicles', id, table: vehicles, key: 'validation.unknownVehicle' })),
      ...body.resources.map((id) => ({ field: 'resources', id, table: resources, key: 'validation.unknownResource' })),
    ]);
    return { ...body, location_name: body.location_name || null };
  },
  messages: { added: 'event.added', updated: 'event.updated', deleted: 'event.deleted', inUse: 'event.inUse' },
  usedBy: () => [
    [tasks, 'event_id'],
    [vehicleRequests, 'event_id'],
    [surveys, 'event_id'],
  ],
});

/** The first and the day after the last day of the report, as instants; a month either side of today by default. */
function reportWindow(start?: string, end?: string) {
  const day = (text: string | undefined, fallback: moment.Moment) => (text ? moment.tz(text, 'YYYY-MM-DD', true, DEFAULT_TIMEZONE) : fallback);
  const today = moment.tz(DEFAULT_TIMEZONE).startOf('day');
  const from = day(start, today.clone().subtract(1, 'month'));
  const to = day(end, today.clone().add(1, 'month'));
  if (!from.isValid()) throw badRequest([fieldError('start_date', 'validation.date')]);
  if (!to.isValid()) throw badRequest([fieldError('end_date', 'validation.date')]);
  if (to.isBefore(from)) throw badRequest([fieldError('end_date', 'validation.endAfterStart')]);
  return { from: from.toISOString(), to: to.clone().add(1, 'day').toISOString() };
}

export default withRoutes(crud, (app, { database: { db } }) => {
  serve(app, EventApi.report, async ({ req, query }) => ({
    events: await readEvents(db, req.auth.tenantId, undefined, reportWindow(query.start_date, query.end_date)),
  }));
});
