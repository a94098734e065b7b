// The voter-roll importer (issue 4). Rows stream in and are checked one by one.
//
// Into an organisation without a roll, batches are copied straight into voters and voting_centres,
// each in its own transaction, so an interrupted first import leaves whole batches behind and a
// re-run completes it. A roll arriving where one is held is a revision: its rows are staged and
// applied as a whole (revision.ts), by EPIC number, with moves, removals and a dry run.
// A row whose elector can be placed lands; a field of it that breaks a rule is a warning (rows.ts).
// What field staff collected (voter_info rows, a mobile number already held, voting-centre
// points) is never overwritten.
import type { Database } from '../db/client';
import { recordAudit, type Actor } from '../db/audit';
import { type Deletion, type Parsed, parseRaw, parseRecord, rawIndex, type RawIndex, type RollRow, rowError, type RowError } from './rows';
import type { EciRecord } from './eci';
import { fromBytes, RAW_BATCHES, type RawBatch, type RawCapable, type SourceRecord } from './readers';
import type { VoterImportCounts } from '../../shared/api/voterImport';
import { VOTER_NAMES } from './columns';
import { type Conn, openConn, type Query } from './conn';
import { Batch, copyLine } from './batch';
import { Aggregates } from './aggregates';
import { epicDup, EpicSlots, SlotSet } from './fileChecks';
import { type ImportMode, partKey, type PartRemoval, revise, type RevisionSample, STAGE_COLUMNS, stageDdl } from './revision';
import { text as say } from '../text';

export type { ImportMode, PartRemoval, RevisionSample } from './revision';

/**
 * A revision that cannot be applied as it stands, stopped before it changed anything: rows that
 * would put two people on one serial (`clashes`), or parts it would empty by more than a tenth
 * (`largeRemovals`, allowed with allowRemovals). `key` and `values` are the message's.
 */
export class ImportBlocked extends Error {
  constructor(
    public key: string,
    public values: Record<string, string | number>,
    public clashes: RowError[],
    public largeRemovals: PartRemoval[],
  ) {
    super(say(key, values));
  }
}

/** "part 1 of AC 38: 7 of 60, ..." */
const partList = (ps: PartRemoval[]) => ps.map((p) => `part ${p.partno} of AC ${p.acno}: ${p.removed} of ${p.live}`).join('; ');
/** "line 12 (part 1, serial 10), ..." (the first 20) */
const lineList = (rs: RowError[]) =>
  rs
    .slice(0, 20)
    .map((r) => `line ${r.line} (part ${r.values.partno}, serial ${r.values.slnoinpart})`)
    .join(', ') + (rs.length > 20 ? ', …' : '');

/** The counts of an import as it goes (the console's job shows the same). */
export type ImportProgress = VoterImportCounts;

/** The counts before anything is read. */
export const noCounts = (): ImportProgress => ({
  rows: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  moved: 0,
  removed: 0,
  restored: 0,
  withoutEpic: 0,
  rejected: 0,
  warned: 0,
  held: 0,
  batches: 0,
});

export interface ImportSummary extends ImportProgress {
  warned: number;
  held: number;
  /** The first rejected rows (line and reason); `rejected` counts them all. */
  errors: RowError[];
  /** The first warnings (line, field, value found); `warned` counts them all. */
  warnings: RowError[];
  /** Rows that would put two people on one serial (a dry run lists them; a real run stops on them). */
  clashes: RowError[];
  /** Parts the revision would empty by more than a tenth (a real run stops unless allowRemovals). */
  largeRemovals: PartRemoval[];
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
  /** A complete revision may remove more than a tenth of a part's live electors. */
  allowRemovals?: boolean;
  /**
   * Electors to take off the roll by EPIC number, with the reason (a deletion list), beside the
   * file's own STATUS D rows. Not counted against the tenth of a part: each is named.
   */
  deletions?: Array<{ epic: string; reason?: string | null }>;
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
  const p = noCounts();
  const errors: RowError[] = [];
  const warnings: RowError[] = [];
  let clashes: RowError[] = [];
  let largeRemovals: PartRemoval[] = [];
  const acnos = new Set<number>();
  /** Staged rows without an EPIC, and with a field a warning emptied (revise skips their steps when none). */
  let noEpicRows = 0;
  let keepRows = 0;
  const seen = new SlotSet();
  // Every slot and EPIC of the file is checked here, in memory, as it is read.
  const fileEpics = new EpicSlots();
  /** Deletions by EPIC: the option's list (line 0), then the file's STATUS D rows. */
  const deletions = new Map<string, Deletion>();
  for (const d of opts.deletions ?? []) {
    const epic = d.epic.trim().toUpperCase().replace(/\s+/g, '');
    if (epic && !deletions.has(epic)) deletions.set(epic, { line: 0, epic, reason: d.reason?.trim() || null });
  }
  /** The EPICs refused rows name: a revision keeps those electors as the roll has them. */
  const protect = new Set<string>();
  const reject = (e: RowError) => {
    p.rejected += 1;
    if (e.epic && e.code !== 'epicDup') protect.add(e.epic);
    if (errors.length < maxErrors) errors.push(e);
  };
  const warn = (ws: RowError[]) => {
    p.warned! += ws.length;
    for (const w of ws) if (warnings.length < maxErrors) warnings.push(w);
  };

  const conn = await openConn(database);
  // Into an organisation without any roll (removed electors count as a roll), batches go straight
  // into voters; otherwise the file is a revision, staged and applied as a whole. A dry run stages too.
  const [{ held }] = await conn.transaction((q) => q('SELECT EXISTS (SELECT 1 FROM voters WHERE tenant_id = $1) AS held', [tenantId]));
  const revising = !!held || dryRun || deletions.size > 0;
  const stage = `voter_revision_${tenantId}_${process.pid}_${Date.now() % 1e9}`;
  /** The first row of each part of the file, for its voting centre (a revision applies them at the end). */
  const fileParts = new Map<number, RollRow>();

  // PGlite runs in this very thread, so every cost of the database is the import's own. Inside
  // each batch's transaction (so nothing outlives it, even an interrupted import), the name-key
  // GIN index keeps its new entries in its pending list for the whole batch (the index's small
  // limit would merge them into the index every few hundred rows, the dearest part of the
  // insert); the next search or the VACUUM at the end merges them in one go. (PostgreSQL cannot:
  // ALTER INDEX locks out every query on voters; its index has a larger limit, migration 0012.)
  // A first import sums the per-part aggregates in memory as it reads (aggregates.ts).
  let ginLimit: string | null | undefined;
  if (revising) {
    await conn.exec(stageDdl(stage));
  } else if (database.kind === 'pglite') {
    await conn.transaction(async (q) => {
      const [gin] = await q(`SELECT (SELECT option_value FROM pg_options_to_table(c.reloptions) WHERE option_name = 'gin_pending_list_limit') AS v
                               FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE c.relname = 'voters_name_keys' AND a.amname = 'gin'`);
      if (gin) ginLimit = (gin.v as string | null) ?? null;
    });
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
    await conn.copy(q, 'voters', `tenant_id, ${VOTER_NAMES}`, batch.data());
    await batch.aggregates?.apply(q, tenantId);
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
      const r = await revise(q, tenantId, stage, {
        mode,
        dryRun,
        deletions: [...deletions.values()],
        withoutEpic: noEpicRows > 0,
        withKeep: keepRows > 0,
        protect: [...protect],
        allowRemovals: !!opts.allowRemovals,
        samples: opts.samples ?? 5,
      });
      r.conflicts.forEach(reject);
      warn(r.notOnRoll);
      clashes = r.clashes;
      largeRemovals = r.largeRemovals;
      // Stopped before anything changed (the transaction ends with the throw).
      if (!dryRun && clashes.length) {
        throw new ImportBlocked('voterImport.error.clash', { lines: lineList(clashes), count: clashes.length }, clashes, largeRemovals);
      }
      if (!dryRun && largeRemovals.length && !opts.allowRemovals) {
        throw new ImportBlocked('voterImport.error.tooManyRemovals', { parts: partList(largeRemovals) }, clashes, largeRemovals);
      }
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
    const newBatch = () => new Batch(bytes ? 'latin1' : 'utf8', Math.min(1 << 23, batchSize * 512), !revising ? new Aggregates(bytes) : null);
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
    const take = (line: number, parsed: Parsed, plain: boolean): Batch | null => {
      p.rows += 1;
      if ('error' in parsed) {
        reject(parsed.error);
        return null;
      }
      if ('deletion' in parsed) {
        if (!deletions.has(parsed.deletion.epic)) deletions.set(parsed.deletion.epic, parsed.deletion);
        return null;
      }
      const row = parsed.row;
      if (!seen.add(row.acno, row.partno, row.slnoinpart)) {
        reject({
          ...rowError(line, 'SLNOINPART', 'slotDup', { slnoinpart: row.slnoinpart, partno: row.partno }),
          part: [row.acno, row.partno],
          ...(row.epic_no ? { epic: row.epic_no } : {}),
        });
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
      if (parsed.warnings) warn(parsed.warnings);
      if (!row.epic_no) noEpicRows += 1;
      if (row.keep) keepRows += 1;
      acnos.add(row.acno);
      const key = partKey(row.acno, row.partno);
      if (revising) {
        if (!fileParts.has(key)) fileParts.set(key, row);
      } else {
        if (!batch.parts.has(key)) batch.parts.set(key, row);
        batch.partRows.set(key, (batch.partRows.get(key) ?? 0) + 1);
      }
      batch.aggregates?.add(row);
      batch.add(revising ? `${line}\t${row.keep}\t` : tenantPrefix, copyLine(row, plain));
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
    // A deletion of an elector the file also lists is refused: the file cannot say both.
    for (const d of deletions.values()) {
      if (fileEpics.get(d.epic) === undefined) continue;
      deletions.delete(d.epic);
      reject(rowError(d.line, 'EPIC_NO', 'deleteListed', { epic: d.epic }));
    }
    // Deletions in a first import find nobody to take off.
    if (!revising) warn([...deletions.values()].map((d) => rowError(d.line, 'EPIC_NO', 'deleteNotOnRoll', { epic: d.epic })));
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
  warnings.sort((a, b) => a.line - b.line);
  const summary: ImportSummary = {
    ...p,
    warned: p.warned ?? 0,
    held: p.held ?? 0,
    errors,
    warnings,
    clashes,
    largeRemovals,
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
        warned: p.warned,
        held: p.held,
        ...(opts.allowRemovals ? { allowRemovals: true } : {}),
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
