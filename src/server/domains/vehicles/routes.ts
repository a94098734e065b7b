// Vehicles: the CRUD of the
// kit, and the assignment to a user or a team (the same call serves both). A vehicle has one
// holder at a time: assigning one that another user or team holds is refused with 409 "Vehicle is
// already occupied!", decided in one UPDATE so two admins assigning at the same moment cannot
// both succeed.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { VehicleApi } from '../../../shared/api/vehicles';
import type { Db } from '../../db/client';
import { updateRow } from '../../db/audit';
import { events, tasks, teams, users, vehicleRequests, vehicles } from '../../db/schema';
import { assertLiveReferences, liveJoin, liveRowsOf, missingReferences } from '../../db/tenantRows';
import { badRequest, conflict, message, notFound } from '../../http';
import { crudRoutes, withRoutes } from '../../crud';
import { serve } from '../../route';

const holder = alias(users, 'holder');

/** The organisation's live vehicles (or the one with `id`), with the name of the user or team that holds each. */
export async function readVehicles(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select({ v: vehicles, f_name: holder.f_name, l_name: holder.l_name, team: teams.name })
    .from(vehicles)
    .leftJoin(holder, liveJoin(holder, vehicles.tenant_id, vehicles.assigned_user))
    .leftJoin(teams, liveJoin(teams, vehicles.tenant_id, vehicles.assigned_team))
    .where(and(liveRowsOf(vehicles, tenantId), id === undefined ? undefined : eq(vehicles.id, id)))
    .orderBy(asc(vehicles.id));
  return rows.map(({ v, f_name, l_name, team }) => ({
    ...v,
    assigned_user_details: f_name == null ? null : { f_name, l_name },
    assigned_team_details: team == null ? null : { name: team },
  }));
}

const crud = crudRoutes({
  name: 'vehicle',
  table: vehicles,
  decls: VehicleApi,
  nameField: 'vehicle_name',
  unique: ['vehicle_name'],
  read: readVehicles,
  toValues: async (body, req, { database: { db } }) => {
    await assertLiveReferences(db, req.auth.tenantId, [{ field: 'candidate_id', id: body.candidate_id, table: users, key: 'validation.unknownCandidate' }]);
    return { ...body, special_instructions: body.special_instructions || null };
  },
  messages: { added: 'vehicle.added', updated: 'vehicle.updated', deleted: 'vehicle.deleted', inUse: 'vehicle.inUse' },
  usedBy: () => [
    [events, 'vehicles'],
    [tasks, 'vehicles'],
    [vehicleRequests, 'vehicle_id'],
  ],
});

export default withRoutes(crud, (app, { database: { db } }) => {
  serve(app, VehicleApi.assign, async ({ req, body }) => {
    const tenantId = req.auth.tenantId;
    const missing = await missingReferences(db, tenantId, [
      { field: 'id', id: body.id, table: vehicles, key: 'validation.unknownVehicle' },
      { field: 'userId', id: body.userId, table: users, key: 'validation.unknownUser' },
      { field: 'teamId', id: body.teamId, table: teams, key: 'validation.unknownTeam' },
    ]);
    if (missing.some((e) => e.code === 'id')) throw notFound();
    if (missing.length) throw badRequest(missing);
    // the vehicle exists (checked above): the update happens only while it is free or already this
    // holder's, a condition the UPDATE itself checks, so a concurrent assignment cannot slip between
    // a read and a write; no row updated means another user or team holds it
    const free = and(isNull(vehicles.assigned_user), isNull(vehicles.assigned_team));
    const mine = body.userId != null ? eq(vehicles.assigned_user, body.userId) : eq(vehicles.assigned_team, body.teamId!);
    const holderValues = { assigned_user: body.userId ?? null, assigned_team: body.teamId ?? null };
    if (!(await updateRow(db, req.actor, vehicles, body.id, holderValues, or(free, mine)))) throw conflict('id', 'vehicle.occupied');
    const [vehicle] = await readVehicles(db, tenantId, body.id);
    return { ...message(body.userId != null ? 'vehicle.assigned' : 'vehicle.assignedTeam'), vehicle };
  });

  // A released vehicle is free for anyone; releasing a free one changes nothing and says so alike.
  serve(app, VehicleApi.release, async ({ req, body }) => {
    if (!(await updateRow(db, req.actor, vehicles, body.id, { assigned_user: null, assigned_team: null }))) throw notFound();
    const [vehicle] = await readVehicles(db, req.auth.tenantId, body.id);
    return { ...message('vehicle.released'), vehicle };
  });
});
