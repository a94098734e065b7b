// A filed Form 6 without an EPIC, matched to an elector a new edition added: by name, relative,
// age (±1: the roll counts age on its qualifying date, the claim on the day it was drafted) and
// house, each compared in lower case without spaces or punctuation (the roll and a worker's
// typing space and spell initials differently), a name in English or in the roll's Devanagari. An elector of the constituency added since the
// claim was drafted is a candidate. One candidate alike in all four, and no other alike in
// enough, is certain: the claim is given that elector and the reconciliation accepts it. Any other
// candidate alike in enough (the name and two of the rest, or the rest and the name's first
// letters) is only probable: it is proposed on the claim for an admin to confirm or refuse
// (confirmMatch), never settled silently; one refused is not proposed again, and once an admin
// refused one, the next is proposed too, however alike (the admin knows something the roll does not).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudits, type Actor } from '../../db/audit';

const norm = (x: string) => `regexp_replace(lower(coalesce(${x}, '')), '[^a-z0-9\\u0900-\\u097f]+', '', 'g')`;

/** Matches the filed Forms 6 of the editions' parts; answers how many were made certain and how many proposed. */
export async function matchNewPersons(database: Database, actor: Actor, editionIds: number[]): Promise<{ certain: number; proposed: number }> {
  const t = actor.tenantId;
  const ids = sql.param(editionIds);
  const n = (x: string) => sql.raw(norm(x));
  const rows = await database.rows<{ id: number; voter_id: number; certain: boolean; others: number }>(sql`
    with parts as (select distinct acno, partno from roll_editions where tenant_id = ${t} and id = any(${ids}::bigint[])),
         c as (
           select c.id, c.acno, c.age, c.created_at, c.not_voter_ids, ${n('c.name')} as name, ${n('c.relative_name')} as rel, ${n('c.house_no')} as house
             from claims c join parts p on p.acno = c.acno and p.partno = c.partno
            where c.tenant_id = ${t} and c.deleted_at is null and c.form = '6' and c.status = 'filed'
              and c.voter_id is null and c.match_voter_id is null
              and not exists (select 1 from voters v where v.tenant_id = ${t} and v.deleted_at is null and c.epic_no is not null
                                 and v.epic_no = c.epic_no and v.acno = c.acno)),
         k as (
           select c.id, v.id as voter_id, cardinality(c.not_voter_ids) = 0 as unasked,
                  (c.name <> '' and c.name in (${n("v.fm_name_en || ' ' || coalesce(v.lastname_en, '')")}, ${n('v.fm_name_en')},
                                               ${n("v.fm_name_v1 || ' ' || coalesce(v.lastname_v1, '')")}, ${n('v.fm_name_v1')})) as name_ok,
                  (c.rel <> '' and c.rel in (${n("v.rln_fm_nm_en || ' ' || coalesce(v.rln_l_nm_en, '')")}, ${n('v.rln_fm_nm_en')},
                                             ${n("v.rln_fm_nm_v1 || ' ' || coalesce(v.rln_l_nm_v1, '')")}, ${n('v.rln_fm_nm_v1')}))::int
                  + (c.age is not null and v.age is not null and abs(v.age - c.age) <= 1)::int
                  + (c.house <> '' and c.house = ${n('v.house_no')})::int as rest,
                  (left(c.name, 3) = left(${n('v.fm_name_en')}, 3) or left(c.name, 3) = left(${n('v.fm_name_v1')}, 3)) as initials
             from c join voters v on v.tenant_id = ${t} and v.acno = c.acno and v.deleted_at is null and v.created_at > c.created_at
                                 and not (v.id = any(c.not_voter_ids))),
         alike as (
           select id, voter_id, name_ok and rest = 3 and unasked as certain, case when name_ok then 10 else 0 end + rest as score
             from k where (name_ok and rest >= 2) or (rest = 3 and initials)),
         best as (
           select distinct on (id) id, voter_id, certain, (select count(*) from alike o where o.id = a.id)::int - 1 as others
             from alike a order by id, certain desc, score desc, voter_id)
    update claims x set voter_id = case when b.certain and b.others = 0 then b.voter_id end,
                        match_voter_id = case when b.certain and b.others = 0 then null else b.voter_id end,
                        updated_at = now()
      from best b where x.tenant_id = ${t} and x.id = b.id
    returning x.id, b.voter_id, b.certain and b.others = 0 as certain, b.others`);
  if (rows.length)
    await recordAudits(
      database.db,
      actor,
      rows.map((r) => ({
        action: 'update' as const,
        entity: 'claims',
        entity_id: r.id,
        changed: r.certain ? { voter_id: Number(r.voter_id), matched_by: 'name, relative, age and house' } : { match_voter_id: Number(r.voter_id) },
        previous: r.certain ? { voter_id: null } : { match_voter_id: null },
      })),
    );
  const certain = rows.filter((r) => r.certain).length;
  return { certain, proposed: rows.length - certain };
}
