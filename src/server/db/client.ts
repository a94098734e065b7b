// Opens the database: PGlite in a data folder by default, PostgreSQL when a URL is given.
// Both are reached through drizzle with the same schema; raw SQL goes through `db.execute`.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import './pgTransactions';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { is, Param, Placeholder, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Rows of a raw SQL query (same shape on both drivers). `prepare`: on PostgreSQL, a named
   * statement on each connection (parsed once; planned once when a generic plan is as good),
   * for the few shapes a hot route sends again and again. PGlite: PREPAREd once in its one
   * session, then EXECUTEd in a single call with the values as literals.
   */
  rows<T = Record<string, unknown>>(query: SQL, tx?: Db, opts?: { prepare?: boolean }): Promise<T[]>;
  close(): Promise<void>;
  /** The PGlite instance, for bulk loads that bypass drizzle. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * Runs queries with planner settings held (e.g. enable_seqscan off), named so each set is made
   * once. PostgreSQL: on connections of their own that were opened with the settings, so a query
   * is one round trip (no BEGIN, SET LOCAL, COMMIT around it). PGlite has one session: each
   * query of `fn` sets them locally in its own transaction (a prepared one, in the same message).
   */
  withSettings<T>(settings: PlannerSettings, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Rows of a small query for readiness, failing after PROBE_TIMEOUT_MS. PostgreSQL: on a
   * connection of its own under a statement timeout; PGlite: behind what its session runs.
   */
  probe<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}

/** Planner settings under a name: on PostgreSQL each name opens its own connections, once. */
export interface PlannerSettings {
  name: string;
  values: Record<string, string>;
}

/**
 * Distinct statements a database prepares at most: each connection keeps every statement it has
 * prepared (and its plan) for its whole life. The hot reads and the audited writes of every
 * domain (a shape per table and set of columns) fit well within it.
 */
export const PREPARED_LIMIT = 256;

/** Each database's prepared path (null: not there, run as usual), under the drizzle handle of its own connections (not a transaction's). */
const preparers = new WeakMap<Db, (q: Query) => Promise<Record<string, unknown>[] | null>>();

/**
 * The rows of a statement the server sends again and again with other values (an audited write),
 * as a prepared statement when `db` is a database's own handle; as usual inside a transaction.
 */
async function preparedRows(db: Db, query: Query): Promise<Record<string, unknown>[]> {
  const rows = await preparers.get(db)?.(query);
  if (rows) return rows;
  // a compiled query through the handle's own session: the transaction's connection, if it is one
  return rowsOf(await db._.session.prepareQuery(query, undefined, undefined, false).execute());
}

/**
 * A statement of one shape sent again and again with other values, built once with named
 * placeholders (sql.placeholder, sql.param of a placeholder for a column's encoding) and compiled
 * once: a call only fills in its values. Building and compiling a statement with drizzle walks
 * every chunk of it, which costs a small write more than the database's own work on it.
 */
export function reusable(q: SQL): (db: Db, values: Record<string, unknown>) => Promise<Record<string, unknown>[]> {
  const { sql: text, params } = dialect.sqlToQuery(q);
  const fill = params.map((p): ((values: Record<string, unknown>) => unknown) => {
    const named = (name: string, values: Record<string, unknown>) => {
      if (!(name in values)) throw new Error(`reusable: no value for "${name}"`);
      return values[name];
    };
    if (is(p, Placeholder)) return (values) => named(p.name, values);
    if (is(p, Param) && is(p.value, Placeholder)) {
      const { name } = p.value;
      // null stays SQL NULL (a jsonb encoder would write the JSON text 'null'), as a compiled value does
      return (values) => {
        const v = named(name, values);
        return v == null ? null : p.encoder.mapToDriverValue(v);
      };
    }
    return () => p;
  });
  return async (db, values) => preparedRows(db, { sql: text, params: fill.map((f) => f(values)) });
}

// The types drizzle's own queries return as text (it leaves dates and intervals to the caller):
// a prepared raw query answers as an unprepared one.
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187]);
const types = { getTypeParser: (id: number, format?: 'text' | 'binary') => (AS_TEXT.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format)) };

// PGlite's answers through exec, as drizzle's queries answer (numeric arrays too stay text there).
const AS_TEXT_PARSERS = Object.fromEntries([...AS_TEXT, 1231].map((id) => [id, (v: string) => v]));

/** A query value as an SQL literal for PGlite's EXECUTE; undefined for a kind it does not write. */
function literal(v: unknown): string | undefined {
  if (v == null) return 'NULL';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : undefined;
  if (typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return String(v);
  // escapeLiteral doubles quotes and writes backslashes as E'' strings: the value stays data
  if (typeof v === 'string') return v.includes('\0') ? undefined : pg.escapeLiteral(v);
  if (Array.isArray(v)) {
    const items = v.map(literal);
    if (items.some((i) => i === undefined)) return undefined;
    return items.length ? `ARRAY[${items.join(', ')}]` : `'{}'`;
  }
  return undefined;
}

const dialect = new PgDialect();

/** A prepared statement's name, the same for the same text on every connection. */
const statementName = (text: string) => 'q_' + crypto.createHash('sha1').update(text).digest('hex').slice(0, 24);

/** Connections per set of planner settings (the main pool has 10). */
const SETTINGS_POOL_SIZE = 4;
const NO_JIT = '-c jit=off';

const MIGRATIONS = path.join(__dirname, 'migrations');

async function migrateLite(pglite: PGlite) {
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS btree_gin;');
  await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS });
}

/**
 * A short hash of the migrations (and `extra`): a database migrated once can be copied under it
 * for as long as the migrations stay the same.
 */
export function migrationsHash(extra = ''): string {
  const hash = crypto.createHash('sha256').update(extra);
  for (const dir of [MIGRATIONS, path.join(MIGRATIONS, 'meta')])
    for (const name of fs.readdirSync(dir).sort())
      if (name.endsWith('.sql') || name === '_journal.json') hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

// WAL in segments of 1 MB instead of 16: the copy every in-memory database starts from is a
// quarter smaller, and reading it is a good part of what opening one costs
const TEMPLATE_INITDB = ['--wal-segsize=1'];

/**
 * The data folder of an in-memory PGlite with every migration applied, as a tar kept in the temp
 * folder under a name made of the migrations and the PGlite version: creating a PGlite (initdb)
 * and migrating it costs seconds, loading the copy a fraction. Written under a temporary name and
 * renamed, so processes making it at the same time never read half of one.
 */
async function migratedTemplate(): Promise<Blob> {
  // the installed PGlite's own files (another version may lay its data folder out otherwise)
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  const pgliteFiles = fs
    .readdirSync(dist)
    .sort()
    .filter((name) => /\.(wasm|data)$/.test(name))
    .map((name) => `${name}:${fs.statSync(path.join(dist, name)).size}`);
  const file = path.join(os.tmpdir(), `console-pglite-${migrationsHash([...pgliteFiles, ...TEMPLATE_INITDB].join('\n'))}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS, initDbStartParams: TEMPLATE_INITDB });
  await migrateLite(pglite);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  // copies made for other migrations more than a day ago (an older checkout's) are not needed
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (name.startsWith('console-pglite-') && other !== file && Date.now() - (fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 86_400_000)
      fs.rmSync(other, { force: true });
  }
  return dump;
}

/** The extensions the schema needs: every PGlite opened on a data folder loads them (the server, backup and restore). */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/** Whether the database answers, and how many of this build's migrations it has applied. */
export async function migrationState(database: Database): Promise<{ database: boolean; applied: number; expected: number }> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  const expected = journal.entries.length;
  try {
    // Every signed-in request reads its session first: a sessions table that cannot be read (a
    // lock held on it) is a server that cannot serve, though the database answers.
    const [row] = await database.probe<{ n: number }>(
      sql`select count(*)::int as n, (select count(*) from (select 1 from sessions limit 1) s) as sessions from drizzle.__drizzle_migrations`,
    );
    return { database: true, applied: row?.n ?? 0, expected };
  } catch {
    return { database: false, applied: 0, expected };
  }
}

// bigint ids (int8) come back as numbers: they stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (counts, sums) as numbers too.
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    // No JIT: the API's queries read a page or a count, and a rare name's walk is estimated dear
    // enough to cross jit_above_cost, where compiling took 30 ms of a 50 ms search.
    // a connection attempt to a server that does not answer fails after 5 s (503) instead of waiting for ever
    const openPool = (max: number, options: string, connectionTimeoutMillis = 5000) => {
      const p = new pg.Pool({ connectionString: opts.databaseUrl, max, options, connectionTimeoutMillis });
      // A connection the server ends (restart, failover, an idle-session killer, DROP ... WITH
      // (FORCE) in tests) emits an error on its client whether it is idle or held by a request
      // between two queries; an error event without a listener ends the process. The request's
      // own query fails with the error (a 503 to try again), and the pool drops the client and
      // opens another on the next query. The pool's own event is the same error again.
      p.on('connect', (client) => client.on('error', (e) => console.warn(`PostgreSQL ended a connection: ${e.message}`)));
      p.on('error', () => {});
      return p;
    };
    const pool = openPool(10, NO_JIT);
    // Readiness asks on a connection of its own, so a pool whose every connection waits (on a
    // lock, a slow disk) cannot make the probe wait with them; the statement timeout ends a
    // probe that waits there too.
    const probePool = openPool(1, `${NO_JIT} -c statement_timeout=${PROBE_TIMEOUT_MS}`, PROBE_TIMEOUT_MS);
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await pool.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    const pgDb = drizzlePg(pool, { schema });
    await migratePg(pgDb, { migrationsFolder: MIGRATIONS });
    const db: Db = pgDb;
    const held = new Map<string, { pool: pg.Pool; db: Db }>();
    // the pool under each drizzle handle a query may be given (a transaction's is not here)
    const pools = new WeakMap<Db, pg.Pool>([[db, pool]]);
    // the statements prepared, by their text
    const names = new Map<string, string>();
    /** A compiled query as a named statement on `on`; null past the limit of statements prepared. */
    const preparedOn = async (on: pg.Pool, { sql: text, params }: Query) => {
      let name = names.get(text);
      if (!name) {
        if (names.size >= PREPARED_LIMIT) return null;
        name = statementName(text);
        names.set(text, name);
      }
      return (await on.query({ name, text, values: params, types })).rows as Record<string, unknown>[];
    };
    const rows = async <T>(q: SQL, tx?: Db, opts?: { prepare?: boolean }): Promise<T[]> => {
      const target = tx ?? db;
      const on = opts?.prepare ? pools.get(target) : undefined;
      const prepared = on ? await preparedOn(on, dialect.sqlToQuery(q)) : null;
      return prepared ? (prepared as T[]) : rowsOf<T>(await target.execute(q));
    };
    preparers.set(db, (q) => preparedOn(pool, q));
    return {
      db,
      kind: 'postgres',
      pool,
      rows,
      withSettings: (settings, fn) => {
        let h = held.get(settings.name);
        if (!h) {
          const options = [NO_JIT, ...Object.entries(settings.values).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
          const p = openPool(SETTINGS_POOL_SIZE, options);
          h = { pool: p, db: drizzlePg(p, { schema }) };
          held.set(settings.name, h);
          pools.set(h.db, p);
        }
        return fn(h.db);
      },
      probe: async (q) => {
        const { sql: text, params } = dialect.sqlToQuery(q);
        return rowsOf(await within(PROBE_TIMEOUT_MS, probePool.query(text, params)));
      },
      close: async () => {
        await Promise.all([pool.end(), probePool.end(), ...[...held.values()].map((h) => h.pool.end())]);
      },
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: opts.dataDir, // undefined: in memory (tests)
    // in memory: a copy of a database migrated once, instead of initdb and every migration again
    loadDataDir: opts.dataDir ? undefined : await migratedTemplate(),
    extensions: PGLITE_EXTENSIONS,
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  statementsInTurns(pglite);
  const liteDb = drizzlePglite(pglite, { schema });
  await migrateLite(pglite);
  const db: Db = liteDb;
  // withSettings hands `fn` a handle of its own: a query through it carries the settings.
  const held = new WeakMap<Db, PlannerSettings>();
  const settingsSql = (s: PlannerSettings) =>
    'select ' +
    Object.entries(s.values)
      .map(([k, v]) => `set_config(${pg.escapeLiteral(k)}, ${pg.escapeLiteral(v)}, true)`)
      .join(', ');
  const statements = new Map<string, Promise<string | null>>();
  /**
   * A query as a statement PREPAREd once in PGlite's one session and EXECUTEd with its values
   * written as literals, the settings set in the same message (an implicit transaction, so they
   * end with it): one call into PGlite instead of BEGIN, set, parse, bind, execute and COMMIT.
   * Null when it cannot be (past the limit, a value of another kind): the caller runs it as usual.
   */
  const prepared = async <T>({ sql: text, params }: Query, settings?: PlannerSettings): Promise<T[] | null> => {
    const args = params.map(literal);
    if (args.some((a) => a === undefined)) return null;
    let name = statements.get(text);
    if (!name) {
      if (statements.size >= PREPARED_LIMIT) return null;
      const n = statementName(text);
      name = pglite.exec(`PREPARE ${n} AS ${text}`).then(
        () => n,
        () => null,
      );
      statements.set(text, name);
    }
    const ready = await name;
    if (!ready) return null;
    const execute = `EXECUTE ${ready}${args.length ? `(${args.join(', ')})` : ''}`;
    const results = await pglite.exec(settings ? `${settingsSql(settings)}; ${execute}` : execute, { parsers: AS_TEXT_PARSERS });
    return results[results.length - 1].rows as T[];
  };
  const rows = async <T>(q: SQL, tx?: Db, opts?: { prepare?: boolean }) => {
    const settings = tx ? held.get(tx) : undefined;
    if (opts?.prepare && (settings || !tx)) {
      const r = await prepared<T>(dialect.sqlToQuery(q), settings);
      if (r) return r;
    }
    if (!settings) return rowsOf<T>(await (tx ?? db).execute(q));
    return db.transaction(async (t) => {
      await t.execute(sql.raw(settingsSql(settings)));
      return rowsOf<T>(await t.execute(q));
    });
  };
  preparers.set(db, (q) => prepared(q));
  return {
    db,
    kind: 'pglite',
    pglite,
    rows,
    withSettings: (settings, fn) => {
      const handle = Object.create(db) as Db;
      held.set(handle, settings);
      return fn(handle);
    },
    // one session: a probe waits behind every statement queued before it, for no longer than this
    probe: async (q) => rowsOf(await within(PROBE_TIMEOUT_MS, db.execute(q))),
    close: () => pglite.close(),
  };
}

/** How long readiness waits for the database's answer before it says the database does not answer. */
export const PROBE_TIMEOUT_MS = 1500;

/** `work`, or an error once `ms` have passed without its answer (the work itself runs on). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  // a probe that answers after its time is up must not be an unhandled rejection
  work.catch(() => {});
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * PGlite runs a statement synchronously in this thread and answers through a promise, so the end
 * of one statement starts the next one queued (another request's) in the same microtask drain.
 * Every callback of the event loop ends in such a drain, each accepted connection included: under
 * load the listener accepted connections only between long drains and clients waited seconds to
 * connect (BENCHMARKS.md, the mixed run). Each statement now waits for a turn of the event loop,
 * after it has polled the sockets, before it runs.
 */
function statementsInTurns(pglite: PGlite) {
  // Tried: a turn only after 5 or 20 ms of statements without one; fewer answers a second and
  // longer waits than a turn before every statement.
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  // A statement arrives as several protocol messages (parse, describe, bind, execute, sync, each
  // its own call here); the turn is taken before its first: a parse, or a simple query.
  const starts = (message: Uint8Array) => message[0] === 0x50 || message[0] === 0x51;
  const raw = pglite.execProtocolRaw.bind(pglite);
  const stream = pglite.execProtocolRawStream.bind(pglite);
  pglite.execProtocolRaw = async (...args) => {
    if (starts(args[0])) await turn();
    return raw(...args);
  };
  pglite.execProtocolRawStream = async (...args) => {
    if (starts(args[0])) await turn();
    return stream(...args);
  };
}

/**
 * A fragment without parameters as one raw chunk, rendered once: drizzle walks a fragment's
 * whole tree on every query that embeds it, and the voter row's columns and joins are large.
 */
export function frozen(q: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(q);
  if (params.length) throw new Error('frozen: a fragment with parameters');
  return sql.raw(text);
}

// Both drivers answer execute() with the rows under `rows`; the row type is the caller's.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export { sql };
