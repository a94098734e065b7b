// The spans of a constituency's state (table.ts roll_edition_spans), kept by each import: the state
// after an import is, per elector, the latest entry of each part's latest edition (queries.ts). An
// import's new entry equal to the elector's open span keeps it; a different one ends it and opens
// its own; an elector of a part the import re-recorded who is in none of its entries (removed
// earlier, or moved by an older file) ends there and falls back on their latest entry in the
// editions still standing, as the comparison always read it. Set-based: a few statements an import.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { ENTRY_FIELDS } from './record';

/** md5 of what the comparison reads of an entry `en` of edition `e`. */
const contentOf = (e: string, en: string) =>
  sql.raw(
    `md5(row(${e}.partno, ${en}.on_roll, ${en}.removed_reason, ${en}.removed_note, ${en}.slnoinpart, ${ENTRY_FIELDS.map((f) => `${en}.${f}`).join(', ')})::text)::uuid`,
  );

const lock = (database: Database, tenantId: number, tx: Db) =>
  database.rows(sql`select pg_advisory_xact_lock(hashtext('roll_edition_spans'), ${tenantId})`, tx);

/** Applies one import's editions (`ids`, one imported_at) to the spans of their constituencies. */
export async function applySpans(database: Database, tenantId: number, ids: number[], tx: Db): Promise<void> {
  if (!ids.length) return;
  await lock(database, tenantId, tx);
  const t = tenantId;
  const idList = sql`${sql.param(ids)}::bigint[]`;
  const at: SQL = sql`(select imported_at from roll_editions where tenant_id = ${t} and id = ${ids[0]})`;
  const acnos = sql`(select distinct acno from roll_editions where tenant_id = ${t} and id = any(${idList}))`;
  const ne = sql`ne as materialized (
      select e.acno, e.partno, en.voter_id, en.edition_id, ${contentOf('e', 'en')} as content
        from roll_editions e join roll_edition_entries en on en.tenant_id = e.tenant_id and en.edition_id = e.id
       where e.tenant_id = ${t} and e.id = any(${idList}))`;
  // end the open spans the import changed, and those of its parts' electors it has no entry of
  await tx.execute(sql`
    with ${ne}
    update roll_edition_spans s set valid_until = ${at}
     where s.tenant_id = ${t} and s.valid_until is null and s.acno in ${acnos}
       and (exists (select 1 from ne where ne.acno = s.acno and ne.voter_id = s.voter_id and ne.content <> s.content)
            or (not exists (select 1 from ne where ne.acno = s.acno and ne.voter_id = s.voter_id)
                and exists (select 1 from roll_editions p where p.tenant_id = ${t} and p.id = any(${idList}) and p.acno = s.acno and p.partno = s.partno)))`);
  await tx.execute(sql`
    with ${ne}
    insert into roll_edition_spans (tenant_id, acno, voter_id, edition_id, partno, valid_from, content)
    select ${t}, ne.acno, ne.voter_id, ne.edition_id, ne.partno, ${at}, ne.content from ne
     where not exists (select 1 from roll_edition_spans s where s.tenant_id = ${t} and s.acno = ne.acno and s.voter_id = ne.voter_id and s.valid_until is null)`);
  // those ended without a new entry: their latest entry in the constituency's standing editions
  await tx.execute(sql`
    with live as (
      select distinct on (p.acno, p.partno) p.id, p.acno, p.partno, p.imported_at from roll_editions p
       where p.tenant_id = ${t} and p.acno in ${acnos} and p.deleted_at is null and p.imported_at <= ${at}
       order by p.acno, p.partno, p.imported_at desc, p.id desc)
    insert into roll_edition_spans (tenant_id, acno, voter_id, edition_id, partno, valid_from, content)
    select distinct on (s.acno, s.voter_id) ${t}, s.acno, s.voter_id, e.id, e.partno, ${at}, ${contentOf('e', 'en')}
      from roll_edition_spans s
      join roll_edition_entries en on en.tenant_id = ${t} and en.voter_id = s.voter_id
      join live e on e.id = en.edition_id and e.acno = s.acno
     where s.tenant_id = ${t} and s.acno in ${acnos} and s.valid_until = ${at}
       and not exists (select 1 from roll_edition_spans o where o.tenant_id = ${t} and o.acno = s.acno and o.voter_id = s.voter_id and o.valid_until is null)
     order by s.acno, s.voter_id, e.imported_at desc, e.id desc`);
}

/**
 * The constituency's spans built again from its editions, import by import (for editions from
 * before the spans: roll_editions.spanned false). Answers whether it had to.
 */
export async function ensureSpans(database: Database, tenantId: number, acno: number): Promise<boolean> {
  const stale = async (tx?: Db) =>
    (await database.rows(sql`select 1 from roll_editions where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null and not spanned limit 1`, tx))
      .length > 0;
  if (!(await stale())) return false;
  await database.db.transaction(async (tx) => {
    await lock(database, tenantId, tx);
    if (!(await stale(tx))) return;
    await tx.execute(sql`delete from roll_edition_spans where tenant_id = ${tenantId} and acno = ${acno}`);
    const imports = await database.rows<{ ids: number[] }>(
      sql`select array_agg(id order by id) as ids from roll_editions where tenant_id = ${tenantId} and acno = ${acno} and deleted_at is null
           group by imported_at order by imported_at`,
      tx,
    );
    for (const i of imports) await applySpans(database, tenantId, i.ids.map(Number), tx);
    await tx.execute(sql`update roll_editions set spanned = true where tenant_id = ${tenantId} and acno = ${acno} and not spanned`);
  });
  return true;
}
