// GET {voter prefix}/partno-list?acno (01 §7 Parts): the parts of a constituency with their
// area (the part's name on the roll), sorted by part number.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { VoterPaths, type PartnoEntry, type PartnoListResponse } from '../../../shared/api/voters';
import { V, type Deps } from '../../deps';
import { acnoQuery } from './acno';

export default function partRoutes(app: FastifyInstance, { database }: Deps) {
  app.get(V(VoterPaths.partnoList), async (req): Promise<PartnoListResponse> => {
    const acno = acnoQuery(req.query);
    const partnolist = await database.rows<PartnoEntry>(sql`
      select partno, coalesce(part_name, vcenter) as area_name
        from voting_centres
       where tenant_id = ${req.auth.tenantId} and acno = ${acno} and deleted_at is null
       order by partno`);
    return { partnolist };
  });
}
