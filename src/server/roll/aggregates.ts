// The per-part aggregates the voter screens read (voter_names, voter_stats, voter_sections): the
// only place they are defined. voters is written by the importer alone, and it keeps them here:
// a first import sums its rows as they are read, a revised roll takes its changed electors out
// (-1, as they were) and puts them back (+1, as the file has them). Summed in memory and upserted
// grouped, this measured faster than the statement triggers it replaced (migration 0034; the
// figures are in docs/search-and-import.md). upper(), voter_letter() and the section's name stay SQL's.
import type { RollRow } from './rows';
import { fromBytes } from './readers';
import type { Query } from './conn';

/** The columns of a voter the aggregates read. */
export const AGGREGATE_COLUMNS = [
  'acno',
  'partno',
  'section_no',
  'section_name',
  'section_name_v1',
  'fm_name_en',
  'lastname_en',
  'fm_name_v1',
  'lastname_v1',
  'gender',
  'age',
] as const;
export type AggregateRow = Pick<RollRow, (typeof AGGREGATE_COLUMNS)[number]>;

/**
 * A part's live electors, as SQL: the sum of its sections' held counts (voter_sections, exact with
 * the roll), where counting would read every elector of the part. `p` names a row with acno and
 * partno; $1 is the tenant.
 */
export const partLiveSql = (p: string) =>
  `(SELECT coalesce(sum(x.n), 0)::int FROM voter_sections x WHERE x.tenant_id = $1 AND x.acno = ${p}.acno AND x.partno = ${p}.partno)`;

// A name or count summed to nothing is left out; a section takes the name its new rows carry.
const AGG_NAMES_SQL = `
INSERT INTO voter_names AS t (tenant_id, acno, kind, gender, name, n)
SELECT $1, acno, kind, gender, CASE WHEN kind = 1 THEN upper(name) ELSE name END, sum(n)::int
  FROM unnest($2::int[], $3::smallint[], $4::text[], $5::text[], $6::int[]) AS u(acno, kind, gender, name, n)
 GROUP BY 2, 3, 4, 5
HAVING sum(n) <> 0
 ORDER BY 2, 3, 4, 5
ON CONFLICT (tenant_id, acno, kind, gender, name) DO UPDATE SET n = t.n + excluded.n`;
const AGG_STATS_SQL = `
INSERT INTO voter_stats AS t (tenant_id, acno, letter, gender, age, n)
SELECT $1, acno, voter_letter(first), gender, age, sum(n)::int
  FROM unnest($2::int[], $3::text[], $4::text[], $5::smallint[], $6::int[]) AS u(acno, first, gender, age, n)
 GROUP BY 2, 3, 4, 5
HAVING sum(n) <> 0
 ORDER BY 2, 3, 4, 5
ON CONFLICT (tenant_id, acno, letter, gender, age) DO UPDATE SET n = t.n + excluded.n`;
const AGG_SECTIONS_SQL = `
INSERT INTO voter_sections AS t (tenant_id, acno, partno, section_no, section_name, section_name_v1, n)
SELECT $1, acno, partno, section_no, max(section_name) FILTER (WHERE n > 0), max(section_name_v1) FILTER (WHERE n > 0), sum(n)::int
  FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::int[]) AS u(acno, partno, section_no, section_name, section_name_v1, n)
 GROUP BY 2, 3, 4
HAVING sum(n) <> 0 OR bool_or(n > 0)
 ORDER BY 2, 3, 4
ON CONFLICT (tenant_id, acno, partno, section_no) DO UPDATE SET
  n = t.n + excluded.n,
  section_name = coalesce(excluded.section_name, t.section_name),
  section_name_v1 = coalesce(excluded.section_name_v1, t.section_name_v1)`;

/** The first character (code point) of a name; in byte form, its UTF-8 bytes. */
function firstChar(s: string, bytes: boolean): string {
  if (!s) return '';
  const c = s.charCodeAt(0);
  if (bytes) return s.slice(0, c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4);
  return String.fromCodePoint(s.codePointAt(0)!);
}

const SEP = '\u0001';
const NUL = '\u0002';
const bump = (m: Map<string, number>, k: string, by: number) => m.set(k, (m.get(k) ?? 0) + by);

/** The aggregates' changes for voters put on the roll (+1) or taken off it (-1), summed. */
export class Aggregates {
  /** Names by constituency, kind and gender: a Map a group, so a row adds its bare names. */
  private groups = new Map<string, Map<string, number>>();
  private group: Array<Map<string, number> | undefined> = [];
  private groupOf = '';
  stats = new Map<string, number>();
  sections = new Map<string, number>();
  /** The previous row's section, counted in bulk: a part's rows come section by section. */
  private section: AggregateRow | null = null;
  private sectionRows = 0;
  private sectionSign = 1;
  /** `bytes`: the rows' text is in byte form (the CSV fast path; see readers.ts RawRecord). */
  constructor(readonly bytes: boolean) {}
  add(r: AggregateRow, sign: 1 | -1 = 1) {
    const head = r.acno + SEP;
    const g = r.gender ?? '';
    if (this.groupOf !== head + g) {
      this.groupOf = head + g;
      this.group = [];
    }
    this.bumpName(1, head, g, r.fm_name_en, sign);
    if (r.lastname_en !== '') this.bumpName(2, head, g, r.lastname_en, sign);
    if (r.fm_name_v1) this.bumpName(3, head, g, r.fm_name_v1, sign);
    if (r.lastname_v1) this.bumpName(4, head, g, r.lastname_v1, sign);
    bump(this.stats, head + firstChar(r.fm_name_en, this.bytes) + SEP + g + SEP + (r.age ?? 0), sign);
    const s = this.section;
    if (
      s &&
      this.sectionSign === sign &&
      s.acno === r.acno &&
      s.partno === r.partno &&
      s.section_no === r.section_no &&
      s.section_name === r.section_name &&
      s.section_name_v1 === r.section_name_v1
    ) {
      this.sectionRows += 1;
    } else {
      this.flushSection();
      this.section = r;
      this.sectionRows = 1;
      this.sectionSign = sign;
    }
  }
  private bumpName(kind: number, head: string, g: string, name: string, sign: number) {
    let m = this.group[kind];
    if (!m) {
      const key = head + kind + SEP + g;
      m = this.groups.get(key);
      if (!m) this.groups.set(key, (m = new Map()));
      this.group[kind] = m;
    }
    bump(m, name, sign);
  }
  private flushSection() {
    const r = this.section;
    if (!r) return;
    const k = r.acno + SEP + r.partno + SEP + r.section_no + SEP + (r.section_name ?? NUL) + SEP + (r.section_name_v1 ?? NUL);
    bump(this.sections, k, this.sectionRows * this.sectionSign);
    this.section = null;
  }
  /** acno, kind, gender, name: count (the keys split as the other two maps'). */
  names(): Map<string, number> {
    const out = new Map<string, number>();
    for (const [key, m] of this.groups) for (const [name, n] of m) out.set(key + SEP + name, n);
    return out;
  }
  apply(q: Query, tenantId: number) {
    this.flushSection();
    return applyAggregates(q, tenantId, this);
  }
}

async function applyAggregates(q: Query, tenantId: number, agg: Aggregates) {
  const { stats, sections, bytes } = agg;
  const names = agg.names();
  const text = (s: string) => (bytes ? fromBytes(s) : s);
  const orNull = (s: string) => (s === NUL ? null : text(s));
  const cols = (m: Map<string, number>, width: number) => {
    const out: unknown[][] = Array.from({ length: width + 1 }, () => []);
    for (const [k, n] of m) {
      const f = k.split(SEP);
      for (let i = 0; i < width; i++) out[i].push(f[i]);
      out[width].push(n);
    }
    return out;
  };
  const [na, nk, ng, nn, nc] = cols(names, 4);
  await q(AGG_NAMES_SQL, [tenantId, na, nk, ng, (nn as string[]).map(text), nc]);
  const [sa, sf, sg, sage, sc] = cols(stats, 4);
  await q(AGG_STATS_SQL, [tenantId, sa, (sf as string[]).map(text), sg, sage, sc]);
  const [ca, cp, cs, cn, cv, cc] = cols(sections, 5);
  await q(AGG_SECTIONS_SQL, [tenantId, ca, cp, cs, (cn as string[]).map(orNull), (cv as string[]).map(orNull), cc]);
}
