// The voter-roll importer. Rows stream in and are checked one by one.
//
// Into an organisation without a roll, batches are copied straight into voters and voting_centres,
// each in its own transaction, so an interrupted first import leaves whole batches behind and a
// re-run completes it. A roll arriving where one is held is a revision: its rows are staged and
// applied as a whole (revision.ts), by EPIC number, with moves, removals and a dry run.
// A row whose elector can be placed lands; a field of it that breaks a rule is a warning (rows.ts).
// What field staff collected (voter_info rows, a mobile number already held, voting-centre
// points) is never overwritten.
import os from 'node:os';
import type { Database } from '../db/client';
import { recordAudit, type Actor } from '../db/audit';
import { type Parsed, parseRecord, type RowError } from './rows';
import { parseRaw, rawIndex, type RawIndex } from './rawRows';
import type { EciRecord } from './eci';
import { fromBytes, RAW_BATCHES, type RawBatch, type RawCapable, type SourceRecord } from './readers';
import type { VoterImportCounts } from '../../shared/api/voterImport';
import { VOTER_ROW_NAMES } from './columns';
import { type Conn, openConn, type Query } from './conn';
import { Batch, copyLine, splitSlots } from './batch';
import { Aggregates } from './aggregates';
import {
  dropLeftStages,
  type ImportMode,
  partKey,
  type PartRemoval,
  revise,
  type RevisionSample,
  type Scratch,
  STAGE_COLUMNS,
  stageDdl,
  stageName,
} from './revision';
import { addBatchToCentres, reviseCentres } from './centres';
import { Tally } from './tally';
import { text as say } from '../text';
import { type EditionInput, recordEditions } from '../domains/editions/record';

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

export { noCounts } from './tally';

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
  /**
   * The constituency the file is for: a row of another AC is refused (a wrong or merged export).
   * Unset, every AC of the file is taken (a parliamentary roll holds several).
   */
  acno?: number;
  /** The edition the import makes of each part it holds (its kind and dates; defaults in editions/record.ts). */
  edition?: EditionInput;
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

/** Where an import writes: its connections, whether it revises a held roll (through a stage table), and the GIN limit it lifts. */
interface Target {
  database: Database;
  tenantId: number;
  conn: Conn;
  conns: Conn[];
  revising: boolean;
  stage: string;
  scratch: Scratch;
  ginLimit: string | null | undefined;
  /** a raw row's text in string form */
  text: (s: string | null) => string | null;
}

async function openTarget(database: Database, tenantId: number, revisingAnyway: boolean, oneLane: boolean, bytes: boolean): Promise<Target> {
  const conn = await openConn(database);
  // Into an organisation without any roll (removed electors count as a roll), batches go straight
  // into voters; otherwise the file is a revision, staged and applied as a whole. A dry run stages too.
  const [{ held }] = await conn.transaction((q) => q('SELECT EXISTS (SELECT 1 FROM voters WHERE tenant_id = $1) AS held', [tenantId]));
  const revising = !!held || revisingAnyway;
  const scratch: Scratch = database.kind === 'postgres' ? 'UNLOGGED' : 'TEMP';
  let stage = '';

  // PGlite runs in this very thread, so every cost of the database is the import's own. Inside
  // each batch's transaction (so nothing outlives it, even an interrupted import), the name-key
  // GIN index keeps its new entries in its pending list for the whole batch (the index's small
  // limit would merge them into the index every few hundred rows, the dearest part of the
  // insert); the next search or the VACUUM at the end merges them in one go. (PostgreSQL cannot:
  // ALTER INDEX locks out every query on voters; its index has a larger limit, migration 0012.)
  // A first import sums the per-part aggregates in memory as it reads (aggregates.ts).
  let ginLimit: string | null | undefined;
  if (revising) {
    let owner = process.pid;
    if (scratch === 'UNLOGGED') {
      const found = await conn.transaction(dropLeftStages);
      owner = found.owner;
      // one by one, outside a transaction: another server's import may be dropping the same one
      for (const name of found.left) await conn.exec(`DROP TABLE IF EXISTS ${name}`).catch(() => {});
    }
    stage = stageName(tenantId, owner);
    await conn.exec(stageDdl(stage, scratch));
  } else if (database.kind === 'pglite') {
    await conn.transaction(async (q) => {
      const [gin] = await q(`SELECT (SELECT option_value FROM pg_options_to_table(c.reloptions) WHERE option_name = 'gin_pending_list_limit') AS v
                               FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE c.relname = 'voters_name_keys' AND a.amname = 'gin'`);
      if (gin) ginLimit = (gin.v as string | null) ?? null;
    });
  }

  // A first import on PostgreSQL sends two batches to the database at once on two connections:
  // the server then works on both cores. Safe there: every slot and EPIC of the file is checked
  // here, in memory, before its batch is sent; new parts are only inserted into; the counters and
  // a part's voting centre are upserted under row locks (the later batch waits for the earlier
  // one's commit and counts after it). A revision's batches only fill its stage (an unlogged
  // table, which every connection sees). Not with afterBatch, whose throw must stop the import
  // right after the batch it names.
  const lanes = database.kind === 'postgres' && !oneLane ? 2 : 1;
  const conns: Conn[] = [conn];
  try {
    while (conns.length < lanes) conns.push(await openConn(database));
  } catch (e) {
    for (const c of conns) c.release();
    throw e;
  }
  // Rows read raw (CSV fast path) carry their text in byte form; see readers.ts RawRecord.
  const text = (s: string | null) => (s != null && bytes ? fromBytes(s) : s);
  return { database, tenantId, conn, conns, revising, stage, scratch, ginLimit, text };
}

/** A batch of a first import: copied into voters, its parts' centres and counts with it. */
async function copyBatch(t: Target, q: Query, batch: Batch, conn: Conn) {
  if (t.ginLimit !== undefined) await q(`ALTER INDEX voters_name_keys SET (gin_pending_list_limit = ${GIN_IMPORT_LIMIT})`);
  // Each elector's id is reserved first, so that their row and their slot go in as two COPYs. On
  // PostgreSQL one by one (another lane draws at the same time); PGlite runs one statement at a
  // time, so a block is taken in one.
  let ids: ArrayLike<string | number>;
  if (t.database.kind === 'pglite') {
    const [{ last }] = await q(`SELECT setval(pg_get_serial_sequence('voters', 'id'), nextval(pg_get_serial_sequence('voters', 'id')) + $1 - 1) AS last`, [
      batch.rows,
    ]);
    const first = Number(last) - batch.rows + 1;
    ids = Array.from({ length: batch.rows }, (_, i) => first + i);
  } else {
    [{ ids }] = (await q(`SELECT array_agg(nextval(pg_get_serial_sequence('voters', 'id'))) AS ids FROM generate_series(1, $1)`, [batch.rows])) as Array<{
      ids: string[];
    }>;
  }
  const { voters, slots } = splitSlots(batch.data(), ids);
  await conn.copy(q, 'voters', `tenant_id, id, ${VOTER_ROW_NAMES}`, voters);
  await conn.copy(q, 'voter_slots', 'tenant_id, voter_id, acno, partno, slnoinpart, on_roll', slots);
  await batch.aggregates?.apply(q, t.tenantId);
  if (t.ginLimit !== undefined) {
    await q(
      t.ginLimit === null
        ? 'ALTER INDEX voters_name_keys RESET (gin_pending_list_limit)'
        : `ALTER INDEX voters_name_keys SET (gin_pending_list_limit = ${Number(t.ginLimit)})`,
    );
  }
  await addBatchToCentres(q, t.tenantId, batch, t.text);
}

/** One batch in its own transaction: staged for a revision, or copied into the roll. */
async function flush(t: Target, p: ImportProgress, opts: ImportOptions, batch: Batch, conn: Conn) {
  await conn.transaction(async (q) => {
    if (t.revising) await conn.copy(q, t.stage, STAGE_COLUMNS, batch.data());
    else await copyBatch(t, q, batch, conn);
  });
  if (!t.revising) p.inserted += batch.rows;
  p.batches += 1;
  opts.onProgress?.({ ...p });
  await opts.afterBatch?.(p.batches);
}

/**
 * The planner's settings for a revision's transaction on PostgreSQL. Its joins and sorts hold the
 * whole file and the roll's matching rows: in memory they are one pass each, where the default
 * 4 MB spills them to disk in batches. The roll it has just read is in memory too: its steps over
 * a few thousand electors (a warning's rows, the removed, those changing part) read them by key
 * rather than hashing the whole roll. A server on this very machine (loopback or a socket) shares
 * its cores with us, and a gather's leader works beside its workers: never more workers than the
 * cores besides the leader's (on two cores, two workers and the leader join the file to the roll
 * more slowly than one worker and the leader). A server elsewhere keeps its own setting.
 */
export async function revisionSettings(q: Query, cores = os.availableParallelism()) {
  await q(`SET LOCAL work_mem = '256MB'; SET LOCAL random_page_cost = 1.1`);
  await q(
    `SELECT set_config('max_parallel_workers_per_gather', least(current_setting('max_parallel_workers_per_gather')::int, $1)::text, true)
      WHERE coalesce(host(inet_server_addr()) IN ('127.0.0.1', '::1'), true)`,
    [Math.max(0, cores - 1)],
  );
}

/** The staged file against the roll, in one transaction: its counts, or its changes too. */
function applyRevision(t: Target, tally: Tally, opts: ImportOptions, mode: ImportMode, dryRun: boolean) {
  return t.conn.transaction(async (q) => {
    if (t.database.kind === 'postgres') await revisionSettings(q);
    const r = await revise(q, t.tenantId, t.stage, {
      mode,
      dryRun,
      deletions: [...tally.deletions.values()],
      withoutEpic: tally.noEpicRows > 0,
      withKeep: tally.keepRows > 0,
      protect: [...tally.protect],
      allowRemovals: !!opts.allowRemovals,
      samples: opts.samples ?? 5,
      scratch: t.scratch,
    });
    r.conflicts.forEach(tally.reject);
    tally.warn(r.notOnRoll);
    const clashes = (tally.clashes = r.clashes);
    const largeRemovals = (tally.largeRemovals = r.largeRemovals);
    // Stopped before anything changed (the transaction ends with the throw).
    if (!dryRun && clashes.length) {
      throw new ImportBlocked('voterImport.error.clash', { lines: lineList(clashes), count: clashes.length }, clashes, largeRemovals);
    }
    if (!dryRun && largeRemovals.length && !opts.allowRemovals) {
      throw new ImportBlocked('voterImport.error.tooManyRemovals', { parts: partList(largeRemovals) }, clashes, largeRemovals);
    }
    if (!dryRun && r.touched.length) await reviseCentres(q, t.tenantId, [...tally.fileParts.values()], r.touched, t.text);
    return r;
  });
}

/**
 * After a changing import: fresh statistics, or the planner may probe the roll through the wrong
 * index next time. PGlite has no autovacuum: vacuum too, so index-only scans need not visit every
 * new row. The name keys the last batches left in the GIN pending list (migration 0012), merged
 * now rather than scanned by every search until an insert or autovacuum merges them.
 */
async function maintain(database: Database, conn: Conn) {
  if (database.kind === 'postgres') await conn.exec(`SELECT gin_clean_pending_list('voters_name_keys'::regclass)`);
  const how = database.kind === 'pglite' ? 'VACUUM (ANALYZE)' : 'ANALYZE';
  await conn.exec(`${how} voters`);
  await conn.exec(`${how} voter_slots`);
  await conn.exec(`${how} voting_centres`);
}

/** One audit row per import (not per voter), also for an import that stopped half-way. */
async function auditImport(database: Database, actor: Actor, opts: ImportOptions, p: ImportProgress, summary: ImportSummary, failure: unknown) {
  await recordAudit(database.db, actor, {
    action: 'import',
    entity: 'voters',
    changed: {
      source: opts.source ?? null,
      mode: summary.mode,
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

/**
 * Imports roll records into a tenant. The records come from a file reader (readers.ts) or
 * straight from the generator. Returns the counts; rejected rows are listed with line and reason.
 */
export async function importVoters(database: Database, actor: Actor, input: Input, opts: ImportOptions = {}): Promise<ImportSummary> {
  const started = Date.now();
  const batchSize = opts.batchSize ?? (database.kind === 'pglite' ? 50000 : 20000);
  const mode = opts.mode ?? 'complete';
  const dryRun = !!opts.dryRun;
  const tenantId = actor.tenantId;
  const tally = new Tally(opts.maxErrors ?? 1000, opts.deletions, opts.acno);
  const { p, reject, warn, deletions, fileParts } = tally;
  const rawBatches = (input as RawCapable)[RAW_BATCHES];
  const bytes = typeof rawBatches === 'function';
  const t = await openTarget(database, tenantId, dryRun || deletions.size > 0, !!opts.afterBatch, bytes);
  const { conn, conns, revising } = t;

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
      const job: Promise<void> = flush(t, p, opts, rows, c)
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
      if (!tally.placeable(line, row)) return null;
      if (parsed.warnings) warn(parsed.warnings);
      if (!row.epic_no) tally.noEpicRows += 1;
      if (row.keep) tally.keepRows += 1;
      tally.acnos.add(row.acno);
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
    tally.settleDeletions(revising);
    if (revising) {
      const r = await applyRevision(t, tally, opts, mode, dryRun);
      const { withoutEpic, ...counts } = r.counts;
      Object.assign(p, counts, { withoutEpic });
      samples = r.samples;
      opts.onProgress?.({ ...p });
    }
    if (!dryRun) await maintain(database, conn);
    // Each import of a part is an edition of it (domains/editions): the part as this import left it.
    if (!dryRun)
      await recordEditions(database, actor, {
        parts: tally.seen.partKeys(),
        since: new Date(started),
        supplement: mode === 'supplement',
        edition: opts.edition,
        source: opts.source,
      });
  } catch (e) {
    failure = e;
  } finally {
    // Never hand the connection back in the middle of a batch.
    await settle();
    if (revising) await conn.exec(`DROP TABLE IF EXISTS ${t.stage}`).catch(() => {});
    for (const c of conns) c.release();
  }

  tally.errors.sort((a, b) => a.line - b.line);
  tally.warnings.sort((a, b) => a.line - b.line);
  const summary: ImportSummary = {
    ...p,
    warned: p.warned ?? 0,
    held: p.held ?? 0,
    errors: tally.errors,
    warnings: tally.warnings,
    clashes: tally.clashes,
    largeRemovals: tally.largeRemovals,
    acnos: [...tally.acnos].sort((a, b) => a - b),
    parts: tally.seen.size,
    seconds: (Date.now() - started) / 1000,
    mode,
    dryRun,
    samples,
  };
  // A dry run changes nothing and leaves no audit row.
  if (!dryRun) await auditImport(database, actor, opts, p, summary, failure);
  if (failure) throw failure;
  return summary;
}
