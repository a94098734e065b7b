// The voting centres a roll import keeps: one a part, made with the part's first rows, with its
// counts of voters and of voters reached, and the centre id shared by the parts of one building.
import type { Batch } from './batch';
import type { Query } from './conn';
import { partLiveSql } from './aggregates';
import { partKey } from './revision';
import type { RollRow } from './rows';

// One voting centre per part. A point already held (perhaps corrected by staff) is kept.
const UPSERT_CENTRES_SQL = `
INSERT INTO voting_centres AS c (tenant_id, acno, partno, center_id, vcenter, vcenter_v1, part_name, part_name_v1, ac_name, ac_name_v1, voting_center_location)
SELECT $1, u.acno, u.partno, u.partno, u.vcenter, u.vcenter_v1, u.part_name, u.part_name_v1, u.ac_name, u.ac_name_v1,
       CASE WHEN u.lat IS NOT NULL AND u.lng IS NOT NULL
            THEN jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(u.lng, u.lat)) END
  FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::float8[], $11::float8[])
       AS u(acno, partno, vcenter, vcenter_v1, part_name, part_name_v1, ac_name, ac_name_v1, lat, lng)
ON CONFLICT (tenant_id, acno, partno) DO UPDATE SET
  vcenter = excluded.vcenter,
  vcenter_v1 = coalesce(excluded.vcenter_v1, c.vcenter_v1),
  part_name = coalesce(excluded.part_name, c.part_name),
  part_name_v1 = coalesce(excluded.part_name_v1, c.part_name_v1),
  ac_name = coalesce(excluded.ac_name, c.ac_name),
  ac_name_v1 = coalesce(excluded.ac_name_v1, c.ac_name_v1),
  voting_center_location = coalesce(c.voting_center_location, excluded.voting_center_location),
  updated_at = now()
WHERE (c.vcenter, c.vcenter_v1, c.part_name, c.part_name_v1, c.ac_name, c.ac_name_v1)
      IS DISTINCT FROM (excluded.vcenter, coalesce(excluded.vcenter_v1, c.vcenter_v1), coalesce(excluded.part_name, c.part_name),
                        coalesce(excluded.part_name_v1, c.part_name_v1), coalesce(excluded.ac_name, c.ac_name), coalesce(excluded.ac_name_v1, c.ac_name_v1))
   OR (c.voting_center_location IS NULL AND excluded.voting_center_location IS NOT NULL)`;

// voter_count of the parts a revision touched, from their sections' counts, which the revision
// has just brought up to date.
const COUNT_PARTS_SQL = `
UPDATE voting_centres c SET voter_count = n.cnt
  FROM (SELECT u.acno, u.partno, ${partLiveSql('u')} AS cnt
          FROM unnest($2::int[], $3::int[]) AS u(acno, partno)) n
 WHERE c.tenant_id = $1 AND c.acno = n.acno AND c.partno = n.partno AND c.voter_count <> n.cnt`;

// voters_reached of the given parts: their voters with collected details (a removed elector's
// details hold no slot, so they are not counted).
const REACHED_SQL = `
UPDATE voting_centres c SET voters_reached = r.n, updated_at = now()
  FROM (SELECT u.acno, u.partno,
               (SELECT count(*)::int FROM voter_info i
                 WHERE i.tenant_id = $1 AND i.acno = u.acno AND i.partno = u.partno AND i.deleted_at IS NULL) AS n
          FROM unnest($2::int[], $3::int[]) AS u(acno, partno)) r
 WHERE c.tenant_id = $1 AND c.acno = r.acno AND c.partno = r.partno AND c.voters_reached <> r.n`;

// voter_count of the new parts this batch copied into: what it added. Only the importer creates a
// centre (with its part's first rows) and counts its voters, so a part with no voter row has no
// centre or a count of 0; additions commute, so two batches of one part may commit in any order.
const ADD_PART_COUNTS_SQL = `
UPDATE voting_centres c SET voter_count = c.voter_count + u.n
  FROM unnest($2::int[], $3::int[], $4::int[]) AS u(acno, partno, n)
 WHERE c.tenant_id = $1 AND c.acno = u.acno AND c.partno = u.partno`;

// Parts polled in one building form one voting centre: its center_id is the building's first part.
const CENTRE_IDS_SQL = `
UPDATE voting_centres c SET center_id = m.cid
  FROM (SELECT acno, vcenter, min(partno) AS cid FROM voting_centres
         WHERE tenant_id = $1 AND deleted_at IS NULL AND acno = ANY($2::int[])
         GROUP BY acno, vcenter) m
 WHERE c.tenant_id = $1 AND c.acno = m.acno AND c.vcenter = m.vcenter AND c.center_id <> m.cid`;

/** The voting centres of these parts: created with a part's first rows; a point already held is kept. */
export const upsertCentres = (q: Query, tenantId: number, ps: RollRow[], text: (s: string | null) => string | null) =>
  q(UPSERT_CENTRES_SQL, [
    tenantId,
    ps.map((r) => r.acno),
    ps.map((r) => r.partno),
    ps.map((r) => text(r.vcenter ?? r.part_name ?? r.vcenter_v1) ?? `Part ${r.partno}`),
    ps.map((r) => text(r.vcenter_v1)),
    ps.map((r) => text(r.part_name)),
    ps.map((r) => text(r.part_name_v1)),
    ps.map((r) => text(r.ac_name)),
    ps.map((r) => text(r.ac_name_v1)),
    ps.map((r) => r.lat),
    ps.map((r) => r.lng),
  ]);

/** After a first import's batch: its parts' centres, and the voters it added to their counts. */
export async function addBatchToCentres(q: Query, tenantId: number, batch: Batch, text: (s: string | null) => string | null) {
  const ps = [...batch.parts.values()];
  await upsertCentres(q, tenantId, ps, text);
  // Add what was copied (counting again would read every new row a second time).
  await q(ADD_PART_COUNTS_SQL, [tenantId, ps.map((r) => r.acno), ps.map((r) => r.partno), ps.map((r) => batch.partRows.get(partKey(r.acno, r.partno)))]);
  await q(CENTRE_IDS_SQL, [tenantId, [...new Set(ps.map((r) => r.acno))]]);
}

/** After a revision (its aggregates applied): the centres of the file's parts, and the counts of the parts it touched. */
export async function reviseCentres(
  q: Query,
  tenantId: number,
  fileParts: RollRow[],
  touched: Array<{ acno: number; partno: number }>,
  text: (s: string | null) => string | null,
) {
  await upsertCentres(q, tenantId, fileParts, text);
  const acs = touched.map((t) => t.acno);
  const pts = touched.map((t) => t.partno);
  await q(COUNT_PARTS_SQL, [tenantId, acs, pts]);
  await q(REACHED_SQL, [tenantId, acs, pts]);
  await q(CENTRE_IDS_SQL, [tenantId, [...new Set(acs)]]);
}
