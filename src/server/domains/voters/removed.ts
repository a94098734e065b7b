// The electors revised rolls removed from the roll (voters.deleted_at): left out of search, lists,
// counts and reports everywhere else, listed here so an admin can see who left and when. A later
// roll that has them again brings them back (roll/revision.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { VoterImportApi, type RemovedVoter } from '../../../shared/api/voterImport';
import { PAGE_SIZE } from '../../../shared/domain/constants';
import { isoOf } from '../../db/instants';
import type { Deps } from '../../deps';
import { serve } from '../../route';
import { contains } from './match';
import { slotJoin } from '../../db/slots';

export default function removedVoterRoutes(app: FastifyInstance, { database }: Deps) {
  serve(app, VoterImportApi.removed, async ({ req, query }) => {
    const page = query.page ?? 1;
    const term = query.term ? contains(query.term) : null;
    const where = sql`v.tenant_id = ${req.auth.tenantId} and v.deleted_at is not null
      ${query.acno != null ? sql`and v.acno = ${query.acno}` : sql``}
      ${query.partno != null ? sql`and v.partno = ${query.partno}` : sql``}
      ${
        term
          ? sql`and (lower(v.fm_name_en || ' ' || v.lastname_en) like lower(${term})
                     or (coalesce(v.fm_name_v1, '') || ' ' || coalesce(v.lastname_v1, '')) like ${term} or v.epic_no ilike ${term})`
          : sql``
      }`;
    const [{ total }] = await database.rows<{ total: number }>(sql`select count(*)::int as total from voters v where ${where}`);
    const rows = await database.rows<RemovedVoter>(sql`
      select v.id, v.acno, v.partno, vs.slnoinpart, v.fm_name_en, v.lastname_en, v.fm_name_v1, v.lastname_v1, v.epic_no, v.gender, v.age,
             ${isoOf(sql`v.deleted_at`)} as removed_at, v.removed_reason
        from voters v ${slotJoin()} where ${where}
       order by v.acno, v.partno, vs.slnoinpart, v.id
       limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`);
    return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total, page, pageSize: PAGE_SIZE };
  });
}
