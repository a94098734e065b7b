// SQL of the editions: listing them, and comparing two. A constituency's state at an edition is
// each of its parts as the latest import up to that edition left it (an elector in two parts'
// entries, moved by a later import, is where the latest put them), stored as spans (spans.ts). The two states are joined by
// voter: the importer keeps an elector the same voter through revisions (by EPIC, or as a person).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isoOf } from '../../db/instants';
import { ENTRY_FIELDS } from './entry';
import type { Edition, EditionCounts, EditionDiffRow } from '../../../shared/api/editions';
import type { EditionChange } from '../../../shared/schemas/editions';
import { inParts } from '../voters/partAccess';
import { ensureSpans } from './spans';
import { DELETION_REASONS, type DeletionReason } from '../../../shared/domain/editions';

export const EDITION_COLUMNS = sql`e.id, e.acno, e.partno, e.kind, to_char(e.roll_date, 'YYYY-MM-DD') as roll_date,
  to_char(e.qualifying_date, 'YYYY-MM-DD') as qualifying_date, e.source, e.electors, e.removed, ${isoOf(sql.raw('e.imported_at'))} as imported_at`;

export const toEdition = (r: Record<string, unknown>): Edition => ({
  id: Number(r.id),
  acno: Number(r.acno),
  partno: Number(r.partno),
  kind: r.kind as Edition['kind'],
  roll_date: String(r.roll_date),
  qualifying_date: String(r.qualifying_date),
  source: (r.source as string | null) ?? null,
  electors: Number(r.electors),
  removed: Number(r.removed),
  imported_at: String(r.imported_at),
});

export async function listEditions(database: Database, tenantId: number, acno: number, partno: number | undefined, parts: number[] | undefined) {
  const rows = await database.rows(sql`
    select ${EDITION_COLUMNS} from roll_editions e
     where e.tenant_id = ${tenantId} and e.acno = ${acno} and e.deleted_at is null
       ${partno != null ? sql`and e.partno = ${partno}` : sql``} ${parts ? sql`and ${inParts(sql`e.partno`, parts)}` : sql``}
     order by e.imported_at desc, e.partno, e.id desc
     limit 5000`);
  return rows.map(toEdition);
}

export async function readEdition(database: Database, tenantId: number, id: number): Promise<Edition | null> {
  const [r] = await database.rows(
    sql`select ${EDITION_COLUMNS} from roll_editions e where e.tenant_id = ${tenantId} and e.id = ${id} and e.deleted_at is null`,
  );
  return r ? toEdition(r) : null;
}

/** The two latest editions of a part (newest first). */
export async function lastTwo(database: Database, tenantId: number, acno: number, partno: number): Promise<Edition[]> {
  const rows = await database.rows(sql`
    select ${EDITION_COLUMNS} from roll_editions e
     where e.tenant_id = ${tenantId} and e.acno = ${acno} and e.partno = ${partno} and e.deleted_at is null
     order by e.imported_at desc, e.id desc limit 2`);
  return rows.map(toEdition);
}

const COMPARED = ENTRY_FIELDS.filter((f) => f !== 'section_no' && f !== 'section_name');
export const ENTRY_COLS = ['voter_id', 'on_roll', 'removed_reason', 'removed_note', 'slnoinpart', ...ENTRY_FIELDS];

/** When an edition's import ran: the state as of an edition is the state after its import. */
const importedAt = (tenantId: number, id: number) => sql`(select imported_at from roll_editions where tenant_id = ${tenantId} and id = ${id})`;

/**
 * A constituency's entries as of edition `at` that are not its entries as of `other`: each part's
 * latest edition imported no later, and of an elector in several, the latest entry (kept as spans
 * by the imports, spans.ts). An entry of both states is the same span, so only the spans that start
 * or end between the two imports are read. `only`: the voters looked at (a part's comparison reads
 * the electors of its two editions, not the whole constituency).
 */
export function stateAt(tenantId: number, acno: number, at: number, other: number, only: SQL | null): SQL {
  const p = importedAt(tenantId, at);
  const q = importedAt(tenantId, other);
  // valid at p and not at q: ended between them (p before q), or begun between them (p after q)
  return sql`
    select ${sql.raw(ENTRY_COLS.map((c) => `en.${c}`).join(', '))}, sp.acno, sp.partno
      from roll_edition_spans sp
      join roll_edition_entries en on en.tenant_id = ${tenantId} and en.edition_id = sp.edition_id and en.voter_id = sp.voter_id
     where sp.tenant_id = ${tenantId} and sp.acno = ${acno}
       and ((sp.valid_until > ${p} and sp.valid_until <= ${q} and sp.valid_from <= ${p})
            or (sp.valid_from > ${q} and sp.valid_from <= ${p} and (sp.valid_until is null or sp.valid_until > ${p})))
       ${only ? sql`and sp.voter_id in (${only})` : sql``}`;
}

export interface DiffScope {
  tenantId: number;
  acno: number;
  from: number;
  to: number;
  /** one part's electors (before or after) */
  partno?: number;
  /** the parts the session may read */
  parts?: number[];
  /** these voters only (a page's rows, once the page is known) */
  voters?: number[];
  /** the states compared, stateAt's by default (a test compares with the states read from the entries) */
  state?: typeof stateAt;
}

/**
 * The comparison as rows of d: voter_id, change, reason, a_* (older) and b_* (newer) slots, the
 * person's fields and which roll fields differ. An elector of the older edition in no entry of the
 * newer one, on the roll of another constituency now, moved there (after: where they are now).
 */
export function diffSql(s: DiffScope): SQL {
  const state = s.state ?? stateAt;
  const only = s.voters
    ? sql`select unnest(${sql.param(s.voters)}::bigint[])`
    : s.partno != null
      ? sql`select voter_id from roll_edition_entries where tenant_id = ${s.tenantId} and edition_id in (${s.from}, ${s.to})`
      : null;
  const pick = (f: string) => sql.raw(`coalesce(b.${f}, a.${f})`);
  const differs = COMPARED.map((f) => `case when a.${f} is distinct from b.${f} then '${f}' end`).join(', ');
  const vals = (t: string) => sql.raw(`jsonb_build_object(${COMPARED.map((f) => `'${f}', ${t}.${f}`).join(', ')})`);
  const scope = [
    s.partno != null ? sql`(a.partno = ${s.partno} or b.partno = ${s.partno})` : null,
    s.parts ? sql`(${inParts(sql`a.partno`, s.parts)} or ${inParts(sql`b.partno`, s.parts)})` : null,
  ].filter((x): x is SQL => !!x);
  return sql`
    with a as (${state(s.tenantId, s.acno, s.from, s.to, only)}),
         b as (${state(s.tenantId, s.acno, s.to, s.from, only)}),
         j as (
           select coalesce(b.voter_id, a.voter_id) as voter_id,
                  a.on_roll is true as a_on, b.on_roll is true as b_on, b.voter_id is not null as b_seen,
                  a.acno as a_acno, a.partno as a_partno, a.section_no as a_section_no, a.slnoinpart as a_slnoinpart,
                  b.acno as b_acno, b.partno as b_partno, b.section_no as b_section_no, b.slnoinpart as b_slnoinpart,
                  b.removed_reason, b.removed_note,
                  ${pick('fm_name_en')} as fm_name_en, ${pick('lastname_en')} as lastname_en,
                  ${pick('fm_name_v1')} as fm_name_v1, ${pick('lastname_v1')} as lastname_v1,
                  ${pick('rln_fm_nm_en')} as rln_fm_nm_en, ${pick('rln_l_nm_en')} as rln_l_nm_en,
                  ${pick('epic_no')} as epic_no, ${pick('age')} as age, ${pick('gender')} as gender, ${pick('house_no')} as house_no,
                  array_remove(array[${sql.raw(differs)}]::text[], null) as changed_fields,
                  ${vals('a')} as a_vals, ${vals('b')} as b_vals
             from a full join b on b.voter_id = a.voter_id
            where (a.on_roll or b.on_roll) ${scope.length ? sql`and ${sql.join(scope, sql` and `)}` : sql``}),
         d as (
           select j.*, v.acno as v_acno, v.partno as v_partno, v.section_no as v_section_no, vs.slnoinpart as v_slnoinpart,
                  case when j.a_on and not j.b_on and not j.b_seen and v.deleted_at is null and v.acno <> ${s.acno} then 'moved'
                       when j.a_on and not j.b_on then 'deleted'
                       when not j.a_on and j.b_on then 'added'
                       when (j.a_partno, j.a_section_no) <> (j.b_partno, j.b_section_no) then 'moved'
                       when cardinality(j.changed_fields) > 0 then 'changed' end as change
             from j
             left join voters v on v.tenant_id = ${s.tenantId} and v.id = j.voter_id and j.a_on and not j.b_seen
             left join voter_slots vs on vs.tenant_id = v.tenant_id and vs.voter_id = v.id)
    select * from d where change is not null`;
}

const CHANGE_ORDER = `case change when 'deleted' then 1 when 'moved' then 2 when 'added' then 3 else 4 end`;

const COUNTED = sql`select change, case when change = 'deleted' then coalesce(removed_reason, 'none') end as reason, count(*)::int as n`;

const countsOf = (rows: Array<{ change: EditionChange; reason: string | null; n: number }>): EditionCounts => {
  const counts: EditionCounts = { added: 0, deleted: 0, moved: 0, changed: 0, reasons: {} };
  // the reasons in the roll's order (the printed list names them so), unsaid last
  const rank = (r: string | null) => (r == null ? -1 : r === 'none' ? DELETION_REASONS.length : DELETION_REASONS.indexOf(r as DeletionReason));
  for (const r of [...rows].sort((x, y) => rank(x.reason) - rank(y.reason))) {
    counts[r.change] += Number(r.n);
    if (r.reason) counts.reasons[r.reason as keyof EditionCounts['reasons']] = Number(r.n);
  }
  return counts;
};

/**
 * The counts and a page of the comparison: one statement makes the comparison once for the counts
 * and the page's voters (only what they need of it, so nothing else of its rows is computed), then
 * the page's rows are compared in full for those voters alone.
 */
export async function diffPage(database: Database, s: DiffScope, o: { change?: EditionChange; page: number; pageSize: number }) {
  await ensureSpans(database, s.tenantId, s.acno);
  const rows = await database.rows<{ change: EditionChange | null; reason: string | null; n: number | null; voter_id: number | null }>(sql`
    with x as materialized (select voter_id, change, removed_reason, a_partno, b_partno, a_slnoinpart, b_slnoinpart from (${diffSql(s)}) d),
         c as (${COUNTED} from x group by 1, 2),
         p as (select voter_id, row_number() over (order by ${sql.raw(CHANGE_ORDER)}, coalesce(a_partno, b_partno), coalesce(a_slnoinpart, b_slnoinpart), voter_id) as rn
                 from x ${o.change ? sql`where change = ${o.change}` : sql``}
                order by rn limit ${o.pageSize} offset ${(o.page - 1) * o.pageSize})
    select change, reason, n, null::bigint as voter_id, 0::bigint as rn from c
    union all
    select null, null, null, voter_id, rn from p
    order by rn`);
  const counts = countsOf(rows.filter((r) => r.change != null) as Array<{ change: EditionChange; reason: string | null; n: number }>);
  const total = o.change ? counts[o.change] : counts.added + counts.deleted + counts.moved + counts.changed;
  const ids = rows.filter((r) => r.voter_id != null).map((r) => Number(r.voter_id));
  if (!ids.length) return { counts, total, rows: [] };
  const full = new Map((await database.rows(sql`select * from (${diffSql({ ...s, voters: ids })}) x`)).map((r) => [Number(r.voter_id), r]));
  return { counts, total, rows: ids.flatMap((id) => (full.has(id) ? [toDiffRow(full.get(id)!)] : [])) };
}

const slot = (r: Record<string, unknown>, p: string) =>
  r[`${p}_acno`] == null
    ? null
    : { acno: Number(r[`${p}_acno`]), partno: Number(r[`${p}_partno`]), section_no: Number(r[`${p}_section_no`]), slnoinpart: Number(r[`${p}_slnoinpart`]) };

/** A row of d as the API answers it. */
export function toDiffRow(r: Record<string, unknown>): EditionDiffRow {
  const change = r.change as EditionChange;
  const a = (r.a_vals ?? {}) as Record<string, unknown>;
  const b = (r.b_vals ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (v == null || v === '' ? null : String(v));
  return {
    voter_id: Number(r.voter_id),
    change,
    reason: change === 'deleted' ? ((r.removed_reason as EditionDiffRow['reason']) ?? null) : null,
    reason_note: change === 'deleted' ? ((r.removed_note as string | null) ?? null) : null,
    before: r.a_on ? slot(r, 'a') : null,
    after: r.b_on ? slot(r, 'b') : change === 'moved' ? slot(r, 'v') : null,
    name: [r.fm_name_en, r.lastname_en].filter(Boolean).join(' '),
    name_v1: [r.fm_name_v1, r.lastname_v1].filter(Boolean).join(' ') || null,
    relative: [r.rln_fm_nm_en, r.rln_l_nm_en].filter(Boolean).join(' ') || null,
    epic_no: (r.epic_no as string | null) ?? null,
    age: r.age == null ? null : Number(r.age),
    gender: (r.gender as string | null) ?? null,
    house_no: (r.house_no as string | null) ?? null,
    fields:
      change === 'changed' || (change === 'moved' && r.a_on && r.b_on)
        ? ((r.changed_fields as string[] | null) ?? []).map((f) => ({ field: f, before: text(a[f]), after: text(b[f]) }))
        : [],
  };
}
