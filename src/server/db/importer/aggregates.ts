// The per-part aggregates of a first import, summed in memory as the rows are read.
import type { RollRow } from './rows';
import { fromBytes } from './readers';
import type { Query } from './conn';

// The aggregates the voter triggers keep (migrations 0005, 0006, 0009), applied by the importer
// itself for rows it copies into new parts: the same sums, from the batch grouped in memory,
// where the statement trigger would group the whole transition table in SQL. upper(),
// voter_letter() and max() stay SQL's, so the figures are exactly the trigger's.
const AGG_NAMES_SQL = `
INSERT INTO voter_names AS t (tenant_id, acno, kind, gender, name, n)
SELECT $1, acno, kind, gender, CASE WHEN kind = 1 THEN upper(name) ELSE name END, sum(n)::int
  FROM unnest($2::int[], $3::smallint[], $4::text[], $5::text[], $6::int[]) AS u(acno, kind, gender, name, n)
 GROUP BY 2, 3, 4, 5
 ORDER BY 2, 3, 4, 5
ON CONFLICT (tenant_id, acno, kind, gender, name) DO UPDATE SET n = t.n + excluded.n`;
const AGG_STATS_SQL = `
INSERT INTO voter_stats AS t (tenant_id, acno, letter, gender, age, n)
SELECT $1, acno, voter_letter(first), gender, age, sum(n)::int
  FROM unnest($2::int[], $3::text[], $4::text[], $5::smallint[], $6::int[]) AS u(acno, first, gender, age, n)
 GROUP BY 2, 3, 4, 5
 ORDER BY 2, 3, 4, 5
ON CONFLICT (tenant_id, acno, letter, gender, age) DO UPDATE SET n = t.n + excluded.n`;
const AGG_SECTIONS_SQL = `
INSERT INTO voter_sections AS t (tenant_id, acno, partno, section_no, section_name, section_name_v1, n)
SELECT $1, acno, partno, section_no, max(section_name), max(section_name_v1), sum(n)::int
  FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::int[]) AS u(acno, partno, section_no, section_name, section_name_v1, n)
 GROUP BY 2, 3, 4
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
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** The aggregate rows of newly inserted live voters, summed as the insert trigger would. */
export class Aggregates {
  /** Names by constituency, kind and gender: a Map a group, so a row adds its bare names. */
  private groups = new Map<string, Map<string, number>>();
  private group: Array<Map<string, number> | undefined> = [];
  private groupOf = '';
  stats = new Map<string, number>();
  sections = new Map<string, number>();
  /** The previous row's section, counted in bulk: a part's rows come section by section. */
  private section: RollRow | null = null;
  private sectionRows = 0;
  constructor(readonly bytes: boolean) {}
  add(r: RollRow) {
    const head = r.acno + SEP;
    const g = r.gender ?? '';
    if (this.groupOf !== head + g) {
      this.groupOf = head + g;
      this.group = [];
    }
    this.bumpName(1, head, g, r.fm_name_en);
    if (r.lastname_en !== '') this.bumpName(2, head, g, r.lastname_en);
    if (r.fm_name_v1) this.bumpName(3, head, g, r.fm_name_v1);
    if (r.lastname_v1) this.bumpName(4, head, g, r.lastname_v1);
    bump(this.stats, head + firstChar(r.fm_name_en, this.bytes) + SEP + g + SEP + r.age);
    const s = this.section;
    if (
      s &&
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
    }
  }
  private bumpName(kind: number, head: string, g: string, name: string) {
    let m = this.group[kind];
    if (!m) {
      const key = head + kind + SEP + g;
      m = this.groups.get(key);
      if (!m) this.groups.set(key, (m = new Map()));
      this.group[kind] = m;
    }
    m.set(name, (m.get(name) ?? 0) + 1);
  }
  private flushSection() {
    const r = this.section;
    if (!r) return;
    const k = r.acno + SEP + r.partno + SEP + r.section_no + SEP + (r.section_name ?? NUL) + SEP + (r.section_name_v1 ?? NUL);
    this.sections.set(k, (this.sections.get(k) ?? 0) + this.sectionRows);
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
