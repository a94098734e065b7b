// The spans of a constituency's state (table.ts roll_edition_spans), kept by each import: the state
// after an import is, per elector, the latest entry of each part's latest edition (queries.ts). An
// import's new entry equal to the elector's open span keeps it; a different one ends it and opens
// its own; an elector of a part the import re-recorded who is in none of its entries (removed
// earlier, or moved by an older file) ends there and falls back on their latest entry in the
// editions still standing, as the comparison always read it. Set-based: a few statements an import.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { ENTRY_FIELDS } from './entry';

/** md5 of what the comparison reads of an entry `en` of edition `e`. */
const contentOf = (e: string, en: string) =>
  sql.raw(
    `md5(row(${e}.partno, ${en}.on_roll, ${en}.removed_reason, ${en}.removed_note, ${en}.slnoinpart, ${ENTRY_FIELDS.map((f) => `${en}.${f}`).join(', ')})::text)::uuid`,
  );

const lock = (database: Database, tenantId: number, tx: Db) =>
  database.rows(sql`select pg_advisory_xact_lock(hashtext('roll_edition_spans'), ${tenantId})`, tx);

/**
 * Applies one import's editions (`ids`, one imported_at) to the spans of their constituencies.
 * What each statement reads of the spans goes through a temporary table first: a statement that
 * reads the spans while it writes them visits its own new rows, and a nested loop planned from a
 * stale count went quadratic that way.
 */
export async function applySpans(database: Database, tenantId: number, ids: number[], tx: Db): Promise<void> {
  if (!ids.length) return;
  await lock(database, tenantId, tx);
  const t = tenantId;
  const idList = sql`${sql.param(ids)}::bigint[]`;
  const at: SQL = sql`(select imported_at from roll_editions where tenant_id = ${t} and id = ${ids[0]})`;
  const temp = async (name: string, select: SQL, key: string) => {
    await tx.execute(sql.raw(`drop table if exists pg_temp.${name}`));
    await tx.execute(sql`create temp table ${sql.raw(name)} on commit drop as ${select}`);
    await tx.execute(sql.raw(`create index on pg_temp.${name} (${key})`));
    await tx.execute(sql.raw(`analyze pg_temp.${name}`));
  };
  // the import's entries
  await temp(
    'span_entries',
    sql`select e.acno, e.partno, en.voter_id, en.edition_id, ${contentOf('e', 'en')} as content
          from roll_editions e join roll_edition_entries en on en.tenant_id = e.tenant_id and en.edition_id = e.id
         where e.tenant_id = ${t} and e.id = any(${idList})`,
    'acno, voter_id',
  );
  // The open spans the import changed, and those of its parts' electors it has no entry of: an
  // open span of part p is always of an elector in p's latest edition before (the import that
  // kept or opened it), so those are read from that edition's entries, not the whole constituency.
  await temp(
    'span_ended',
    sql`with prev as (
          select distinct on (p.acno, p.partno) p.id, p.acno, p.partno from roll_editions p
           where p.tenant_id = ${t} and p.deleted_at is null and p.imported_at < ${at}
             and (p.acno, p.partno) in (select acno, partno from roll_editions where tenant_id = ${t} and id = any(${idList}))
           order by p.acno, p.partno, p.imported_at desc, p.id desc)
        select s.acno, s.voter_id from pg_temp.span_entries ne
          join roll_edition_spans s on s.tenant_id = ${t} and s.acno = ne.acno and s.voter_id = ne.voter_id and s.valid_until is null
         where s.content <> ne.content
        union
        select s.acno, s.voter_id from prev
          join roll_edition_entries en on en.tenant_id = ${t} and en.edition_id = prev.id
          join roll_edition_spans s on s.tenant_id = ${t} and s.acno = prev.acno and s.voter_id = en.voter_id and s.valid_until is null and s.partno = prev.partno
         where not exists (select 1 from pg_temp.span_entries ne where ne.acno = prev.acno and ne.voter_id = en.voter_id)`,
    'acno, voter_id',
  );
  await tx.execute(sql`
    update roll_edition_spans s set valid_until = ${at} from pg_temp.span_ended x
     where s.tenant_id = ${t} and s.acno = x.acno and s.voter_id = x.voter_id and s.valid_until is null`);
  // an entry whose span is still open is that span; the others open their own
  await tx.execute(sql`
    delete from pg_temp.span_entries ne using roll_edition_spans s
     where s.tenant_id = ${t} and s.acno = ne.acno and s.voter_id = ne.voter_id and s.valid_until is null`);
  await tx.execute(sql`
    insert into roll_edition_spans (tenant_id, acno, voter_id, edition_id, partno, valid_from, content)
    select ${t}, acno, voter_id, edition_id, partno, ${at}, content from pg_temp.span_entries`);
  // those ended without a new entry: their latest entry in the constituency's standing editions
  await temp(
    'span_revived',
    sql`with live as (
          select distinct on (p.acno, p.partno) p.id, p.acno, p.partno, p.imported_at from roll_editions p
           where p.tenant_id = ${t} and p.deleted_at is null and p.imported_at <= ${at}
             and p.acno in (select acno from roll_editions where tenant_id = ${t} and id = any(${idList}))
           order by p.acno, p.partno, p.imported_at desc, p.id desc)
        select distinct on (x.acno, x.voter_id) x.acno, x.voter_id, e.id as edition_id, e.partno, ${contentOf('e', 'en')} as content
          from pg_temp.span_ended x
          join roll_edition_entries en on en.tenant_id = ${t} and en.voter_id = x.voter_id
          join live e on e.id = en.edition_id and e.acno = x.acno
         where not exists (select 1 from roll_edition_spans o where o.tenant_id = ${t} and o.acno = x.acno and o.voter_id = x.voter_id and o.valid_until is null)
         order by x.acno, x.voter_id, e.imported_at desc, e.id desc`,
    'acno, voter_id',
  );
  await tx.execute(sql`
    insert into roll_edition_spans (tenant_id, acno, voter_id, edition_id, partno, valid_from, content)
    select ${t}, acno, voter_id, edition_id, partno, ${at}, content from pg_temp.span_revived`);
  // the next import's plans from the counts as this one leaves them
  const [{ n }] = await database.rows<{ n: number }>(
    sql`select (select count(*) from pg_temp.span_entries) + (select count(*) from pg_temp.span_ended) as n`,
    tx,
  );
  if (Number(n) > 10000) await tx.execute(sql`analyze roll_edition_spans`);
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
