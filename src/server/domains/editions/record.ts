// Each import of a part is an edition: the importer hands over the parts of its file and when it
// began, and the part as the import left it is copied into the edition's entries, with the
// electors the import removed (their reason grouped as the roll words it). Set-based: a few
// statements for the whole file, whatever its number of parts.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Actor } from '../../db/audit';
import { slotJoinSql } from '../../db/slots';
import { deletionReason, type EditionKind, qualifyingDateOf } from '../../../shared/domain/editions';
import { todayInKolkata } from '../../../shared/dates';
import { settleClaims } from '../claims/settle';
import { applySpans } from './spans';
import { ENTRY_FIELDS } from './entry';

/** What an import says of the edition it makes; unset fields take their defaults. */
export interface EditionInput {
  kind?: EditionKind;
  /** YYYY-MM-DD; today in India by default */
  roll_date?: string;
  /** YYYY-MM-DD; the latest qualifying date on or before the roll date by default */
  qualifying_date?: string;
}

/** The edition an upload names (its kind and dates, as the route's query schema checked them); none when it names none. */
export const editionOf = (q: { edition_kind?: unknown; roll_date?: unknown; qualifying_date?: unknown }): { edition?: EditionInput } => {
  const edition: EditionInput = {
    ...(q.edition_kind ? { kind: String(q.edition_kind) as EditionKind } : {}),
    ...(q.roll_date ? { roll_date: String(q.roll_date) } : {}),
    ...(q.qualifying_date ? { qualifying_date: String(q.qualifying_date) } : {}),
  };
  return Object.keys(edition).length ? { edition } : {};
};

/**
 * Records the editions of one import: `parts` are the file's (acno * 100000 + partno), `since`
 * when the import began (the electors it removed were removed after it). A supplement's edition is
 * the whole part after it, as a complete one's. Answers the editions made.
 */
export async function recordEditions(
  database: Database,
  actor: Actor,
  o: { parts: number[]; since: Date; supplement: boolean; edition?: EditionInput; source?: string | null },
): Promise<number> {
  const tenantId = actor.tenantId;
  const rollDate = o.edition?.roll_date ?? todayInKolkata();
  const kind: EditionKind = o.edition?.kind ?? (o.supplement ? 'supplement' : 'final');
  const qualifying = o.edition?.qualifying_date ?? qualifyingDateOf(rollDate);
  const since = new Date(o.since.getTime() - 1000).toISOString();
  const acnos = o.parts.map((k) => Math.floor(k / 100000));
  const partnos = o.parts.map((k) => k % 100000);
  const made = await database.db.transaction(async (tx) => {
    // the file's parts, and those of electors a deletion list removed
    const rows = await database.rows<{ id: number }>(
      sql`insert into roll_editions (tenant_id, acno, partno, kind, roll_date, qualifying_date, source, imported_at, created_by)
          select ${tenantId}, p.acno, p.partno, ${kind}, ${rollDate}::date, ${qualifying}::date, ${o.source ?? null}, now(), ${actor.userId}
            from (select acno, partno from unnest(${sql.param(acnos)}::int[], ${sql.param(partnos)}::int[]) as f(acno, partno)
                  union
                  select distinct acno, partno from voters where tenant_id = ${tenantId} and deleted_at >= ${since}::timestamptz) p
          returning id`,
      tx,
    );
    if (!rows.length) return [];
    const ids = sql.param(rows.map((r) => Number(r.id)));
    const fields = ENTRY_FIELDS.join(', ');
    const vFields = ENTRY_FIELDS.map((f) => `v.${f}`).join(', ');
    await tx.execute(
      sql`insert into roll_edition_entries (tenant_id, edition_id, voter_id, on_roll, slnoinpart, ${sql.raw(fields)})
          select ${tenantId}, e.id, v.id, true, vs.slnoinpart, ${sql.raw(vFields)}
            from roll_editions e
            join voters v on v.tenant_id = e.tenant_id and v.acno = e.acno and v.partno = e.partno and v.deleted_at is null
            ${sql.raw(slotJoinSql('v', 'vs'))}
           where e.tenant_id = ${tenantId} and e.id = any(${ids}::bigint[])`,
    );
    // The reasons the roll gave, grouped in code (the roll's words are free text in any script).
    const words = await database.rows<{ w: string }>(
      sql`select distinct v.removed_reason as w from roll_editions e
            join voters v on v.tenant_id = e.tenant_id and v.acno = e.acno and v.partno = e.partno
           where e.tenant_id = ${tenantId} and e.id = any(${ids}::bigint[]) and v.deleted_at >= ${since}::timestamptz and v.removed_reason is not null`,
      tx,
    );
    const texts = words.map((r) => r.w);
    await tx.execute(
      sql`insert into roll_edition_entries (tenant_id, edition_id, voter_id, on_roll, removed_reason, removed_note, slnoinpart, ${sql.raw(fields)})
          select ${tenantId}, e.id, v.id, false, r.reason, v.removed_reason, vs.slnoinpart, ${sql.raw(vFields)}
            from roll_editions e
            join voters v on v.tenant_id = e.tenant_id and v.acno = e.acno and v.partno = e.partno and v.deleted_at >= ${since}::timestamptz
            ${sql.raw(slotJoinSql('v', 'vs'))}
            left join unnest(${sql.param(texts)}::text[], ${sql.param(texts.map(deletionReason))}::text[]) as r(words, reason) on r.words = v.removed_reason
           where e.tenant_id = ${tenantId} and e.id = any(${ids}::bigint[])`,
    );
    await tx.execute(
      sql`update roll_editions e set electors = c.electors, removed = c.removed
            from (select edition_id, count(*) filter (where on_roll)::int as electors, count(*) filter (where not on_roll)::int as removed
                    from roll_edition_entries where tenant_id = ${tenantId} and edition_id = any(${ids}::bigint[]) group by edition_id) c
           where e.tenant_id = ${tenantId} and e.id = c.edition_id`,
    );
    const made = rows.map((r) => Number(r.id));
    // the constituencies' states as this import leaves them (spans.ts)
    await applySpans(database, tenantId, made, tx);
    return made;
  });
  // the claims of these parts settled by what the edition shows (claims/settle.ts)
  await settleClaims(database, actor, made, kind === 'final');
  return made.length;
}
