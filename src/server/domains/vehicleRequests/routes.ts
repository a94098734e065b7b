// Vehicle requests:
// field staff ask for a vehicle for an event; an admin approves a pending request with a vehicle
// or rejects it with a reason. A vehicle is never approved for two requests whose events overlap
// in time: the approval locks the vehicle's row, so two admins approving at once are served one
// after the other and the second sees the first's approval.
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { VehicleRequestApi } from '../../../shared/api/vehicleRequests';
import { VehicleRequestStatus } from '../../../shared/domain/constants';
import type { Db } from '../../db/client';
import { updateRow } from '../../db/audit';
import { events, users, vehicleRequests, vehicles } from '../../db/schema';
import { assertLiveReferences, liveRowsOf, missingReferences } from '../../db/tenantRows';
import { badRequest, conflict, message, notFound } from '../../http';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { serve } from '../../route';
import { isoOf } from '../../db/instants';

const iso = isoOf;
const requester = alias(users, 'requester');
const pending = eq(vehicleRequests.status, VehicleRequestStatus.Pending);

/** The organisation's live requests (or the one with `id`), newest first, with the event, requester and vehicle named. */
export async function readRequests(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select({
      r: vehicleRequests,
      created: iso(vehicleRequests.created_at),
      event_name: events.event_name,
      event_start: iso(events.event_start),
      event_end: iso(events.event_end),
      f_name: requester.f_name,
      l_name: requester.l_name,
      vehicle_name: vehicles.vehicle_name,
    })
    .from(vehicleRequests)
    .leftJoin(events, and(eq(events.tenant_id, vehicleRequests.tenant_id), eq(events.id, vehicleRequests.event_id)))
    .leftJoin(requester, and(eq(requester.tenant_id, vehicleRequests.tenant_id), eq(requester.id, vehicleRequests.requested_by)))
    .leftJoin(vehicles, and(eq(vehicles.tenant_id, vehicleRequests.tenant_id), eq(vehicles.id, vehicleRequests.vehicle_id)))
    .where(and(liveRowsOf(vehicleRequests, tenantId), id === undefined ? undefined : eq(vehicleRequests.id, id)))
    .orderBy(sql`${vehicleRequests.created_at} desc`, sql`${vehicleRequests.id} desc`);
  return rows.map(({ r, created, event_name, event_start, event_end, f_name, l_name, vehicle_name }) => ({
    ...strip(r),
    created_at: created,
    events: event_name == null ? null : { event_name, event_start, event_end },
    requester: f_name == null ? null : { f_name, l_name },
    vehicle_name,
  }));
}

const crud = crudRoutes({
  name: 'vehicleRequest',
  kitTests: false,
  table: vehicleRequests,
  decls: VehicleRequestApi,
  nameField: 'capacity',
  read: readRequests,
  toValues: async (body, req, { database: { db } }) => {
    await assertLiveReferences(db, req.auth.tenantId, [{ field: 'event_id', id: body.event_id, table: events, key: 'validation.unknownEvent' }]);
    return { ...body, requested_by: req.auth.userId };
  },
  // only a pending request may still be changed by its requester
  mayChange: (existing, req) => {
    if (req.method === 'PUT' && existing.status !== VehicleRequestStatus.Pending) throw conflict('id', 'vehicleRequest.decided');
  },
  messages: { added: 'vehicleRequest.added', updated: 'vehicleRequest.updated', deleted: 'vehicleRequest.deleted' },
});

export default withRoutes(crud, (app, { database: { db } }) => {
  serve(app, VehicleRequestApi.accept, async ({ req, query }) => {
    const tenantId = req.auth.tenantId;
    const [request] = await readRequests(db, tenantId, query.id);
    if (!request) throw notFound();
    const missing = await missingReferences(db, tenantId, [{ field: 'vehicle_id', id: query.vehicle_id, table: vehicles, key: 'validation.unknownVehicle' }]);
    if (missing.length) throw badRequest(missing);
    await db.transaction(async (tx) => {
      // one approval of this vehicle at a time: the row lock is held until the transaction ends
      await tx.execute(sql`select id from vehicles where tenant_id = ${tenantId} and id = ${query.vehicle_id} for update`);
      const other = alias(events, 'other');
      const [clash] = await tx
        .select({ id: vehicleRequests.id })
        .from(vehicleRequests)
        .innerJoin(other, and(eq(other.tenant_id, vehicleRequests.tenant_id), eq(other.id, vehicleRequests.event_id)))
        .innerJoin(events, and(eq(events.tenant_id, vehicleRequests.tenant_id), eq(events.id, request.event_id)))
        .where(
          and(
            liveRowsOf(vehicleRequests, tenantId),
            eq(vehicleRequests.vehicle_id, query.vehicle_id),
            eq(vehicleRequests.status, VehicleRequestStatus.Approved),
            ne(vehicleRequests.id, query.id),
            isNull(other.deleted_at),
            lt(other.event_start, events.event_end),
            gt(other.event_end, events.event_start),
          ),
        )
        .limit(1);
      if (clash) throw conflict('vehicle_id', 'vehicleRequest.overlap');
      const decided = await updateRow(
        tx,
        req.actor,
        vehicleRequests,
        query.id,
        { status: VehicleRequestStatus.Approved, vehicle_id: query.vehicle_id },
        pending,
      );
      if (!decided) throw conflict('id', 'vehicleRequest.decided');
    });
    const [approved] = await readRequests(db, tenantId, query.id);
    return { ...message('vehicleRequest.approved'), request: approved };
  });

  serve(app, VehicleRequestApi.deny, async ({ req, query }) => {
    const [request] = await readRequests(db, req.auth.tenantId, query.id);
    if (!request) throw notFound();
    const values = { status: VehicleRequestStatus.Rejected, rejection_reason: query.rejection_reason, vehicle_id: null };
    if (!(await updateRow(db, req.actor, vehicleRequests, query.id, values, pending))) throw conflict('id', 'vehicleRequest.decided');
    const [rejected] = await readRequests(db, req.auth.tenantId, query.id);
    return { ...message('vehicleRequest.rejected'), request: rejected };
  });
});
