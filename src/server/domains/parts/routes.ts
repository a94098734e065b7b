// The parts of a constituency with their area (the part's name on the roll, in English and
// Devanagari), sorted by part number.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { VoterApi, type PartnoEntry } from '../../../shared/api/voters';
import type { Deps } from '../../deps';
import { serve } from '../../route';

export default function partRoutes(app: FastifyInstance, { database }: Deps) {
  serve(app, VoterApi.partnoList, async ({ req, query: { acno } }) => {
    const partnolist = await database.rows<PartnoEntry>(sql`
      select partno, coalesce(part_name, vcenter) as area_name, coalesce(part_name_v1, vcenter_v1) as area_name_v1
        from voting_centres
       where tenant_id = ${req.auth.tenantId} and acno = ${acno} and deleted_at is null
       order by partno`);
    return { partnolist };
  });
}
