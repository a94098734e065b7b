// Voting-centre locations under the voter prefix: the list of a constituency's
// centres (one row per part; the screen groups them by center_id), one centre to edit (or the
// centre of a part), and its new point. A centre is the parts polled in one building: the point is set on all of them.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { VotingCentreApi } from '../../../shared/api/voters';
import type { MatdanKendra, VotingLocationEntry } from '../../../shared/api/voters';
import type { Database } from '../../db/client';
import { inTransaction, updateRow } from '../../db/audit';
import { votingCentres } from '../../db/schema';
import { notFound, text } from '../../http';
import type { Deps } from '../../deps';
import { serve } from '../../route';

async function centreParts(database: Database, tenantId: number, acno: number, centerId: number) {
  return database.rows<VotingLocationEntry>(sql`
    select id, center_id, acno as ac_no, partno, vcenter as location_name, vcenter_v1 as location_name_v1,
           voting_center_location, voter_count, voters_reached
      from voting_centres
     where tenant_id = ${tenantId} and acno = ${acno} and center_id = ${centerId} and deleted_at is null
     order by partno`);
}

function kendra(rows: VotingLocationEntry[]): MatdanKendra {
  const first = rows[0];
  return {
    center_id: first.center_id,
    ac_no: first.ac_no,
    partnos: rows.map((r) => r.partno),
    location_name: first.location_name,
    location_name_v1: first.location_name_v1,
    voting_center_location: rows.find((r) => r.voting_center_location)?.voting_center_location ?? null,
  };
}

export default function votingCentreRoutes(app: FastifyInstance, { database }: Deps) {
  serve(app, VotingCentreApi.list, async ({ req, query: q }) => {
    const votingLocationlist = await database.rows<VotingLocationEntry>(sql`
      select id, center_id, acno as ac_no, partno, vcenter as location_name, vcenter_v1 as location_name_v1,
             voting_center_location, voter_count, voters_reached
        from voting_centres
       where tenant_id = ${req.auth.tenantId} and acno = ${q.acno} and deleted_at is null
       order by center_id, partno`);
    return { votingLocationlist };
  });

  serve(app, VotingCentreApi.edit, async ({ req, query: q }) => {
    const rows = await centreParts(database, req.auth.tenantId, q.acno, q.id);
    if (!rows.length) throw notFound();
    return { matdan_kendra: kendra(rows) };
  });

  serve(app, VotingCentreApi.partCentre, async ({ req, body }) => {
    const [part] = await database.rows<{ center_id: number }>(sql`
      select center_id from voting_centres
       where tenant_id = ${req.auth.tenantId} and acno = ${body.acno} and partno = ${body.partno} and deleted_at is null
       limit 1`);
    if (!part) throw notFound();
    return { matdan_kendra: kendra(await centreParts(database, req.auth.tenantId, body.acno, part.center_id)) };
  });

  serve(app, VotingCentreApi.update, async ({ req, body }) => {
    const tenantId = req.auth.tenantId;
    const rows = await centreParts(database, tenantId, body.acno, body.id);
    if (!rows.length) throw notFound();
    const point = {
      type: 'Point' as const,
      coordinates: [body.voting_center_location.coordinates[0], body.voting_center_location.coordinates[1]] as [number, number],
    };
    // every part of the centre moves, or none does
    await inTransaction(database.db, async (tx) => {
      for (const r of rows) await updateRow(tx, req.actor, votingCentres, r.id, { voting_center_location: point });
    });
    return { msg: text('voters.locationUpdated'), matdan_kendra: kendra(await centreParts(database, tenantId, body.acno, body.id)) };
  });
}
