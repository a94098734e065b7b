// The voter-roll importer (issue 4). Rows stream in and are checked one by one.
//
// Into an organisation without a roll, batches are copied straight into voters and voting_centres,
// each in its own transaction, so an interrupted first import leaves whole batches behind and a
// re-run completes it. A roll arriving where one is held is a revision: its rows are staged and
// applied as a whole (revision.ts), by EPIC number, with moves, removals and a dry run.
// What field staff collected (voter_info rows, a mobile number already held, voting-centre
// points) is never overwritten.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../client';
import { recordAudit, type Actor } from '../audit';
import { parseRaw, parseRecord, rawIndex, type RawIndex, type RollRow, rowError, type RowError } from './rows';
import type { EciRecord } from './eci';
import { fromBytes, RAW_BATCHES, type RawBatch, type RawCapable, type SourceRecord } from './readers';
import { VOTER_COLS, VOTER_NAMES } from './columns';
import { type ImportMode, partKey, revise, type RevisionSample, STAGE_COLUMNS, stageDdl } from './revision';

export type { ImportMode, RevisionSample } from './revision';

export interface ImportProgress {
  rows: number;
  /** electors added to the roll */
  inserted: number;
  updated: number;
  unchanged: number;
  /** electors whose part or serial changed (a revised roll) */
  moved: number;
  /** electors of the file's parts whom the file left out (complete parts) */
  removed: number;
  /** electors removed earlier whom this roll has again */
  restored: number;
  /** rows without an EPIC number, keyed by part and serial */
  withoutEpic: number;
  rejected: number;
  batches: number;
}

export interface ImportSummary extends ImportProgress {
  /** The first rejected rows (line and reason); `rejected` counts them all. */
  errors: RowError[];
  acnos: number[];
  parts: number;
  seconds: number;
  mode: ImportMode;
  /** true: nothing was changed; the counts say what the import would do */
  dryRun: boolean;
  /** the first rows of each kind of change (a revised roll) */
  samples: RevisionSample[];
}

export interface ImportOptions {
  /** Rows per batch (and per transaction). */
  batchSize?: number;
  /** What the audit row names as the source. */
  source?: string;
  /** How many rejected rows to keep with their reasons. */
  maxErrors?: number;
  onProgress?: (p: ImportProgress) => void;
  /** Called after each committed batch; a throw here stops the import (tests interrupt with it). */
  afterBatch?: (batch: number) => void | Promise<void>;
  /**
   * 'complete' (the default): the file holds its parts whole, so electors of those parts it
   * leaves out are removed from the roll; 'supplement': it only adds and updates.
   */
  mode?: ImportMode;
  /** Read, check and match the whole file, and change nothing. */
  dryRun?: boolean;
  /** How many rows of each kind of change the summary shows. */
  samples?: number;
}

type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

interface Conn {
  transaction<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  /** COPY text (tab-separated, \N for null; UTF-8 bytes) into a table, inside the running transaction. */
  copy(q: Query, table: string, columns: string, data: Buffer): Promise<void>;
  /** A statement outside any transaction (VACUUM cannot run inside one). */
  exec(text: string): Promise<void>;
  release(): void;
}

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

// voter_count of the parts this batch touched, so every committed batch leaves true counts.
const COUNT_PARTS_SQL = `
UPDATE voting_centres c SET voter_count = n.cnt
  FROM (SELECT u.acno, u.partno,
               (SELECT count(*)::int FROM voters v
                 WHERE v.tenant_id = $1 AND v.acno = u.acno AND v.partno = u.partno AND v.deleted_at IS NULL) AS cnt
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

// COPY text format: backslash escapes, \N for null.
const COPY_SPECIAL = /[\\\t\n\r]/;
const copyValue = (v: unknown): string => {
  if (v == null) return '\\N';
  const s = typeof v === 'string' ? v : String(v);
  return COPY_SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, (ch) => (ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r')) : s;
};

const COPY_KEYS = VOTER_COLS.map(([c]) => c);
const LINE_SPECIAL = /[\\\n\r]/;
/**
 * A row's COPY line (without the tenant), made once as the row is read. The row checks leave no
 * tab or line break in a value (clean() turns them into spaces), so a line needs escaping only
 * when it holds a backslash: then it is made again value by value. `plain`: the reader saw no
 * backslash in the row's line (readers.ts RawRecord), so none can be here.
 */
function copyLine(r: RollRow, plain = false): string {
  let line = '';
  for (let k = 0; k < COPY_KEYS.length; k++) {
    const v = r[COPY_KEYS[k]];
    line += (k ? '\t' : '') + (v == null ? '\\N' : v);
  }
  if (plain || !LINE_SPECIAL.test(line)) return line;
  line = copyValue(r[COPY_KEYS[0]]);
  for (let k = 1; k < COPY_KEYS.length; k++) line += '\t' + copyValue(r[COPY_KEYS[k]]);
  return line;
}

/**
 * A batch: the COPY lines of its rows, each led by a prefix (the tenant for voters, the line for
 * the revision's stage), written into one Buffer as the rows are read. No string per line
 * outlives its row's check, so the garbage collector has far less to copy while a batch waits for
 * its connection. Rows read raw hold their text in byte form (one character a UTF-8 byte): latin1
 * writes those bytes back unchanged.
 */
class Batch {
  rows = 0;
  buf: Buffer;
  size = 0;
  /** The first row of each part, for its voting centre, and how many rows each part has here. */
  parts = new Map<number, RollRow>();
  partRows = new Map<number, number>();
  constructor(
    private encoding: 'latin1' | 'utf8',
    capacity: number,
    /** The batch's aggregates, summed as its rows are read (a first import). */
    public aggregates: Aggregates | null,
  ) {
    this.buf = Buffer.allocUnsafe(capacity);
  }
  add(prefix: string, line: string) {
    const need = this.size + prefix.length + (this.encoding === 'latin1' ? line.length : line.length * 3) + 1;
    if (need > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.buf.length * 2));
      this.buf.copy(grown, 0, 0, this.size);
      this.buf = grown;
    }
    this.size += this.buf.write(prefix, this.size, 'latin1');
    this.size += this.buf.write(line, this.size, this.encoding);
    this.buf[this.size++] = 10;
    this.rows += 1;
  }
  data(): Buffer {
    return this.buf.subarray(0, this.size);
  }
}

async function openConn(database: Database): Promise<Conn> {
  if (database.kind === 'postgres') {
    const client = await database.pool!.connect();
    // Held for the whole import: a connection the server ends fails the running query (and so
    // the import); the client's own error event must not also crash the process.
    const ignore = () => {};
    client.on('error', ignore);
    return {
      async transaction(fn) {
        // A batch need not wait for its WAL flush: a crash loses at most the last batches (the
        // import is re-run), and the audit row's ordinary commit at the end flushes them all.
        await client.query('BEGIN; SET LOCAL synchronous_commit = off');
        try {
          const out = await fn(async (text, params) => (await client.query(text, params)).rows);
          await client.query('COMMIT');
          return out;
        } catch (e) {
          await client.query('ROLLBACK').catch(() => {});
          throw e;
        }
      },
      async copy(_q, table, columns, data) {
        await pipeline(Readable.from([data]), client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`)));
      },
      async exec(text) {
        await client.query(text);
      },
      release: () => {
        client.removeListener('error', ignore);
        client.release();
      },
    };
  }
  const pg = database.pglite!;
  let current: Transaction | null = null;
  return {
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        current = tx;
        try {
          return await fn(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows);
        } finally {
          current = null;
        }
      }),
    async copy(_q, table, columns, data) {
      await current!.query(`COPY ${table} (${columns}) FROM '/dev/blob'`, [], { blob: new Blob([data as Uint8Array<ArrayBuffer>]) });
    },
    async exec(text) {
      await pg.exec(text);
    },
    release: () => {},
  };
}

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
class Aggregates {
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

/** An EPIC this file already gave an earlier row (its slot as partno * 100000 + serial). */
const epicDup = (line: number, r: RollRow, earlier: number): RowError => ({
  ...rowError(line, 'EPIC_NO', 'epicDup', { epic: r.epic_no ?? '', part: Math.floor(earlier / 100000), serial: earlier % 100000 }),
  part: [r.acno, r.partno],
});

/** Remembers the (acno, partno, serial) slots seen in this file, a bit per serial. */
class SlotSet {
  private parts = new Map<number, Uint8Array>();
  /** false when the slot was seen before */
  add(acno: number, partno: number, serial: number): boolean {
    const key = acno * 100000 + partno;
    let bits = this.parts.get(key);
    const byte = serial >> 3;
    if (!bits || bits.length <= byte) {
      const grown = new Uint8Array(Math.max(256, (byte + 1) * 2));
      if (bits) grown.set(bits);
      bits = grown;
      this.parts.set(key, bits);
    }
    const mask = 1 << (serial & 7);
    if (bits[byte] & mask) return false;
    bits[byte] |= mask;
    return true;
  }
  get size() {
    return this.parts.size;
  }
}

/**
 * The EPICs of the file with their slots (partno * 100000 + serial). The usual form (three
 * letters, seven digits) is kept as a number in typed arrays: two million strings in a Map cost
 * more in lookups and garbage collection than the whole row check.
 */
class EpicSlots {
  private keys = new Float64Array(1 << 16);
  private slots = new Float64Array(1 << 16);
  private count = 0;
  private other = new Map<string, number>();
  /** The usual form as a number (+1, so 0 marks a free place), or 0. */
  private static code(e: string): number {
    if (e.length !== 10) return 0;
    let k = 0;
    for (let i = 0; i < 3; i++) {
      const c = e.charCodeAt(i) - 65;
      if (c < 0 || c > 25) return 0;
      k = k * 26 + c;
    }
    for (let i = 3; i < 10; i++) {
      const d = e.charCodeAt(i) - 48;
      if (d < 0 || d > 9) return 0;
      k = k * 10 + d;
    }
    return k + 1;
  }
  private place(k: number): number {
    const mask = this.keys.length - 1;
    const hi = Math.floor(k / 4294967296);
    let i = (Math.imul(k >>> 0, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca77)) & mask;
    while (this.keys[i] !== 0 && this.keys[i] !== k) i = (i + 1) & mask;
    return i;
  }
  get(e: string): number | undefined {
    const k = EpicSlots.code(e);
    if (!k) return this.other.get(e);
    const i = this.place(k);
    return this.keys[i] === k ? this.slots[i] : undefined;
  }
  set(e: string, slot: number) {
    const k = EpicSlots.code(e);
    if (!k) {
      this.other.set(e, slot);
      return;
    }
    if ((this.count + 1) * 2 > this.keys.length) {
      const { keys, slots } = this;
      this.keys = new Float64Array(keys.length * 2);
      this.slots = new Float64Array(keys.length * 2);
      for (let j = 0; j < keys.length; j++) {
        if (keys[j] === 0) continue;
        const i = this.place(keys[j]);
        this.keys[i] = keys[j];
        this.slots[i] = slots[j];
      }
    }
    const i = this.place(k);
    if (this.keys[i] === 0) this.count += 1;
    this.keys[i] = k;
    this.slots[i] = slot;
  }
}

/** kB of GIN pending list a PGlite import batch may fill before merging (the largest allowed). */
const GIN_IMPORT_LIMIT = 2097151;

type Input = AsyncIterable<SourceRecord> | Iterable<SourceRecord> | AsyncIterable<EciRecord> | Iterable<EciRecord>;

/** Line-numbered records from a reader, or bare records (the generator's rows) numbered as a file would be. */
async function* numbered(input: Input): AsyncGenerator<SourceRecord> {
  let line = 1;
  for await (const item of input as AsyncIterable<SourceRecord | EciRecord>) {
    line += 1;
    if (item && typeof (item as SourceRecord).line === 'number' && (item as SourceRecord).record) yield item as SourceRecord;
    else yield { line, record: item as EciRecord };
  }
}

/**
 * Imports roll records into a tenant. The records come from a file reader (readers.ts) or
 * straight from the generator. Returns the counts; rejected rows are listed with line and reason.
 */
export async function importVoters(database: Database, actor: Actor, input: Input, opts: ImportOptions = {}): Promise<ImportSummary> {
  const started = Date.now();
  const batchSize = opts.batchSize ?? (database.kind === 'pglite' ? 50000 : 20000);
  const maxErrors = opts.maxErrors ?? 1000;
  const mode = opts.mode ?? 'complete';
  const dryRun = !!opts.dryRun;
  const tenantId = actor.tenantId;
  const p: ImportProgress = {
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    moved: 0,
    removed: 0,
    restored: 0,
    withoutEpic: 0,
    rejected: 0,
    batches: 0,
  };
  const errors: RowError[] = [];
  const acnos = new Set<number>();
  const seen = new SlotSet();
  // Every slot and EPIC of the file is checked here, in memory, as it is read.
  const fileEpics = new EpicSlots();
  /** Parts with a rejected row: a revision removes nobody from them. */
  const keptParts = new Set<number>();
  const reject = (e: RowError) => {
    p.rejected += 1;
    if (e.part) keptParts.add(partKey(e.part[0], e.part[1]));
    if (errors.length < maxErrors) errors.push(e);
  };

  const conn = await openConn(database);
  // Into an organisation without any roll (removed electors count as a roll), batches go straight
  // into voters; otherwise the file is a revision, staged and applied as a whole. A dry run stages too.
  const [{ held }] = await conn.transaction((q) => q('SELECT EXISTS (SELECT 1 FROM voters WHERE tenant_id = $1) AS held', [tenantId]));
  const revising = !!held || dryRun;
  const stage = `voter_revision_${tenantId}_${process.pid}_${Date.now() % 1e9}`;
  /** The first row of each part of the file, for its voting centre (a revision applies them at the end). */
  const fileParts = new Map<number, RollRow>();

  // PGlite runs in this very thread, so every cost of the database is the import's own. Inside
  // each batch's transaction (so nothing outlives it, even an interrupted import), the name-key
  // GIN index keeps its new entries in its pending list for the whole batch (the index's small
  // limit would merge them into the index every few hundred rows, the dearest part of the
  // insert); the next search or the VACUUM at the end merges them in one go. (PostgreSQL cannot:
  // ALTER INDEX locks out every query on voters; its index has a larger limit, migration 0012.)
  // On both databases the aggregate trigger stands aside (migration 0011, a setting local to the
  // transaction) for the COPY of a first import, whose aggregates the importer applies from sums
  // made in memory (Aggregates), far cheaper than the trigger's SQL over the transition table.
  let ginLimit: string | null | undefined;
  let aggregatesHere = false;
  if (!revising) {
    await conn.transaction(async (q) => {
      if (database.kind === 'pglite') {
        const [gin] = await q(`SELECT (SELECT option_value FROM pg_options_to_table(c.reloptions) WHERE option_name = 'gin_pending_list_limit') AS v
                                 FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE c.relname = 'voters_name_keys' AND a.amname = 'gin'`);
        if (gin) ginLimit = (gin.v as string | null) ?? null;
      }
      const [trg] = await q(`SELECT tgenabled FROM pg_trigger WHERE tgname = 'voters_aggregates_ins' AND tgrelid = 'voters'::regclass`);
      aggregatesHere = !!trg && trg.tgenabled !== 'D';
    });
  } else {
    await conn.exec(stageDdl(stage));
  }

  // Rows read raw (CSV fast path) carry their text in byte form; see readers.ts RawRecord.
  const rawBatches = (input as RawCapable)[RAW_BATCHES];
  const bytes = typeof rawBatches === 'function';
  const text = (s: string | null) => (s != null && bytes ? fromBytes(s) : s);

  // A first import on PostgreSQL sends two batches to the database at once on two connections:
  // the server then works on both cores. Safe there: every slot and EPIC of the file is checked
  // here, in memory, before its batch is sent; new parts are only inserted into; the counters and
  // a part's voting centre are upserted under row locks (the later batch waits for the earlier
  // one's commit and counts after it). Not with afterBatch, whose throw must stop the import
  // right after the batch it names; not for a revision, whose stage lives on one connection.
  const lanes = database.kind === 'postgres' && !revising && !opts.afterBatch ? 2 : 1;
  const conns: Conn[] = [conn];
  try {
    while (conns.length < lanes) conns.push(await openConn(database));
  } catch (e) {
    for (const c of conns) c.release();
    throw e;
  }

  /** The voting centres of these parts: created with a part's first rows; a point already held is kept. */
  const upsertCentres = (q: Query, ps: RollRow[]) =>
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

  /** A batch of a first import: copied into voters, its parts' centres and counts with it. */
  const copyBatch = async (q: Query, batch: Batch, conn: Conn) => {
    if (ginLimit !== undefined) await q(`ALTER INDEX voters_name_keys SET (gin_pending_list_limit = ${GIN_IMPORT_LIMIT})`);
    const agg = aggregatesHere ? batch.aggregates : null;
    if (agg) await q(`SET LOCAL voters.importer_aggregates = 'on'`);
    await conn.copy(q, 'voters', `tenant_id, ${VOTER_NAMES}`, batch.data());
    if (agg) {
      await q(`SET LOCAL voters.importer_aggregates = 'off'`);
      await agg.apply(q, tenantId);
    }
    if (ginLimit !== undefined) {
      await q(
        ginLimit === null
          ? 'ALTER INDEX voters_name_keys RESET (gin_pending_list_limit)'
          : `ALTER INDEX voters_name_keys SET (gin_pending_list_limit = ${Number(ginLimit)})`,
      );
    }
    const ps = [...batch.parts.values()];
    await upsertCentres(q, ps);
    // Add what was copied (counting again would read every new row a second time).
    await q(ADD_PART_COUNTS_SQL, [tenantId, ps.map((r) => r.acno), ps.map((r) => r.partno), ps.map((r) => batch.partRows.get(partKey(r.acno, r.partno)))]);
    await q(CENTRE_IDS_SQL, [tenantId, [...new Set(ps.map((r) => r.acno))]]);
  };

  const flush = async (batch: Batch, conn: Conn) => {
    await conn.transaction(async (q) => {
      if (revising) await conn.copy(q, stage, STAGE_COLUMNS, batch.data());
      else await copyBatch(q, batch, conn);
    });
    if (!revising) p.inserted += batch.rows;
    p.batches += 1;
    opts.onProgress?.({ ...p });
    await opts.afterBatch?.(p.batches);
  };

  /** The staged file against the roll, in one transaction: its counts, or its changes too. */
  const applyRevision = () =>
    conn.transaction(async (q) => {
      const r = await revise(q, tenantId, stage, { mode, dryRun, keptParts: [...keptParts], samples: opts.samples ?? 5 });
      r.conflicts.forEach(reject);
      if (!dryRun && r.touched.length) {
        await upsertCentres(q, [...fileParts.values()]);
        const acs = r.touched.map((t) => t.acno);
        const pts = r.touched.map((t) => t.partno);
        await q(COUNT_PARTS_SQL, [tenantId, acs, pts]);
        await q(REACHED_SQL, [tenantId, acs, pts]);
        await q(CENTRE_IDS_SQL, [tenantId, [...new Set(acs)]]);
      }
      return r;
    });

  let failure: unknown = null;
  let samples: RevisionSample[] = [];
  // Batches in the database (one a connection) while the next is read and checked.
  const running = new Set<Promise<void>>();
  const free = [...conns];
  const settle = async () => {
    while (running.size) await Promise.all([...running]);
  };
  let batchError: { e: unknown } | null = null;
  try {
    // A first import sums its aggregates as the rows are read.
    const newBatch = () => new Batch(bytes ? 'latin1' : 'utf8', Math.min(1 << 23, batchSize * 512), !revising && aggregatesHere ? new Aggregates(bytes) : null);
    const tenantPrefix = `${tenantId}\t`;
    let batch = newBatch();
    const submit = async (rows: Batch) => {
      while (!free.length) await Promise.race([...running]);
      if (batchError) throw batchError.e;
      const c = free.pop()!;
      const job: Promise<void> = flush(rows, c)
        .catch((e) => {
          batchError ??= { e };
        })
        .finally(() => {
          free.push(c);
          running.delete(job);
        });
      running.add(job);
    };
    /** Takes one checked record; answers the batch when it is full. */
    const take = (line: number, parsed: { row: RollRow } | { error: RowError }, plain: boolean): Batch | null => {
      p.rows += 1;
      if ('error' in parsed) {
        reject(parsed.error);
        return null;
      }
      const row = parsed.row;
      if (!seen.add(row.acno, row.partno, row.slnoinpart)) {
        reject({ ...rowError(line, 'SLNOINPART', 'slotDup', { slnoinpart: row.slnoinpart, partno: row.partno }), part: [row.acno, row.partno] });
        return null;
      }
      if (row.epic_no) {
        const earlier = fileEpics.get(row.epic_no);
        if (earlier !== undefined) {
          reject(epicDup(line, row, earlier));
          return null;
        }
        fileEpics.set(row.epic_no, row.partno * 100000 + row.slnoinpart);
      }
      acnos.add(row.acno);
      const key = partKey(row.acno, row.partno);
      if (!batch.parts.has(key)) batch.parts.set(key, row);
      if (revising) {
        if (!fileParts.has(key)) fileParts.set(key, row);
      } else batch.partRows.set(key, (batch.partRows.get(key) ?? 0) + 1);
      batch.aggregates?.add(row);
      batch.add(revising ? `${line}\t` : tenantPrefix, copyLine(row, plain));
      if (batch.rows < batchSize) return null;
      const full = batch;
      batch = newBatch();
      return full;
    };
    if (bytes) {
      let idx: RawIndex | null = null;
      let idxOf: RawBatch['cols'] | null = null;
      for await (const chunk of rawBatches()) {
        if (batchError) throw (batchError as { e: unknown }).e;
        if (chunk.cols !== idxOf) {
          idxOf = chunk.cols;
          idx = rawIndex(chunk.cols);
        }
        for (const r of chunk.rows) {
          const full = take(r.line, parseRaw(r.line, r.cells, idx!, r.plain), r.plain);
          if (full) await submit(full);
        }
      }
    } else {
      for await (const { line, record } of numbered(input)) {
        if (batchError) throw (batchError as { e: unknown }).e;
        const full = take(line, parseRecord(line, record), false);
        if (full) await submit(full);
      }
    }
    if (batch.rows) await submit(batch);
    await settle();
    if (batchError) throw (batchError as { e: unknown }).e;
    if (revising) {
      const r = await applyRevision();
      const { withoutEpic, ...counts } = r.counts;
      Object.assign(p, counts, { withoutEpic });
      samples = r.samples;
      opts.onProgress?.({ ...p });
    }
    if (!dryRun) {
      // Fresh statistics, or the planner may probe the roll through the wrong index next time.
      // PGlite has no autovacuum: vacuum too, so index-only scans need not visit every new row.
      // The name keys the last batches left in the GIN pending list (migration 0012), merged now
      // rather than scanned by every search until an insert or autovacuum merges them.
      if (database.kind === 'postgres') await conn.exec(`SELECT gin_clean_pending_list('voters_name_keys'::regclass)`);
      const maintain = database.kind === 'pglite' ? 'VACUUM (ANALYZE)' : 'ANALYZE';
      await conn.exec(`${maintain} voters`);
      await conn.exec(`${maintain} voting_centres`);
    }
  } catch (e) {
    failure = e;
  } finally {
    // Never hand the connection back in the middle of a batch.
    await settle();
    if (revising) await conn.exec(`DROP TABLE IF EXISTS ${stage}`).catch(() => {});
    for (const c of conns) c.release();
  }

  errors.sort((a, b) => a.line - b.line);
  const summary: ImportSummary = {
    ...p,
    errors,
    acnos: [...acnos].sort((a, b) => a - b),
    parts: seen.size,
    seconds: (Date.now() - started) / 1000,
    mode,
    dryRun,
    samples,
  };
  // One audit row per import (not per voter), also for an import that stopped half-way. A dry
  // run changes nothing and leaves none.
  if (!dryRun) {
    await recordAudit(database.db, actor, {
      action: 'import',
      entity: 'voters',
      changed: {
        source: opts.source ?? null,
        mode,
        rows: p.rows,
        inserted: p.inserted,
        updated: p.updated,
        unchanged: p.unchanged,
        moved: p.moved,
        removed: p.removed,
        restored: p.restored,
        rejected: p.rejected,
        acnos: summary.acnos,
        ...(failure ? { interrupted: String((failure as Error).message ?? failure) } : {}),
      },
    }).catch((e) => {
      if (!failure) throw e;
    });
  }
  if (failure) throw failure;
  return summary;
}
