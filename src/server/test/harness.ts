// A fresh database and app per test file: in-memory PGlite by default, or a throw-away
// database on the PostgreSQL server named by TEST_DATABASE_URL.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config';
import { migrationsHash, openDatabase, type Database } from '../db/client';
import { dropDatabases, dropsAtRunEnd, testDatabaseName } from './databases';
import { buildApp } from '../app';
import { rollRows } from '../roll/generator';
import { importVoters } from '../roll/importer';
import { createOrganisation, createSuperAdmin, ensureInstallationTenant } from '../domains/organisations/queries';

export const PASSWORD = 'Secret@123';

export interface Harness {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export const dbKinds = (): Array<'pglite' | 'postgres'> => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

const databaseUrl = (admin: string, name: string) => Object.assign(new URL(admin), { pathname: '/' + name }).toString();

/**
 * A database on the PostgreSQL server with every migration applied, named by the migrations'
 * hash: each test database is copied from it instead of migrated again. Made under a name of its
 * own and renamed when complete, so workers making it at once never copy half of one; copies
 * for other migrations left more than a day ago (an older checkout's) are dropped.
 */
async function migratedPgTemplate(c: pg.Client, admin: string): Promise<string> {
  const name = `t_tmpl_${migrationsHash()}`;
  if ((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount) return name;
  const making = `${name}_${crypto.randomBytes(4).toString('hex')}`;
  await c.query(`CREATE DATABASE ${making}`);
  // dated before it is migrated: another worker's clean-up below drops every copy it finds undated
  // or older than a day, and would end this one's connections in the middle of its migrations
  await c.query(`COMMENT ON DATABASE ${making} IS '${new Date().toISOString()}'`);
  await (await openDatabase({ databaseUrl: databaseUrl(admin, making) })).close();
  // a closed pool's server processes may take a moment to end, and a rename waits for none
  for (let tries = 0; ; tries += 1) {
    try {
      await c.query(`ALTER DATABASE ${making} RENAME TO ${name}`);
      break;
    } catch (e) {
      if ((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount) {
        await c.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`); // another worker's copy came first
        break;
      }
      if (tries === 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const old = await c.query<{ datname: string }>(
    `select datname from pg_database where datname like 't\\_tmpl\\_%' and datname <> $1
       and coalesce(shobj_description(oid, 'pg_database'), '') < $2`,
    [name, new Date(Date.now() - 86_400_000).toISOString()],
  );
  for (const { datname } of old.rows) await c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  return name;
}

export async function openTestDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') return { database: await openDatabase({}), url: null, drop: async () => {} };
  const admin = process.env.TEST_DATABASE_URL!;
  const name = testDatabaseName();
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedPgTemplate(c, admin)}`);
    if (dropsAtRunEnd(name)) await c.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
  } finally {
    await c.end();
  }
  const url = new URL(databaseUrl(admin, name));
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    /** the throw-away database's own address, for a test that must reach it on a connection of its own */
    url: url.toString(),
    drop: async () => {
      if (!dropsAtRunEnd(name)) await dropDatabases(admin, 'datname = $1', [name]);
    },
  };
}

/** Runs `fn` on a database of its own, closed and dropped after it whatever happens. */
export async function withTestDatabase<T>(kind: 'pglite' | 'postgres', fn: (database: Database) => Promise<T>): Promise<T> {
  const { database, drop } = await openTestDatabase(kind);
  try {
    return await fn(database);
  } finally {
    await database.close();
    await drop();
  }
}

/** The harnesses of a batch of test files (test/batches.cjs), by database; null outside one. */
let shared: Map<string, Promise<Harness>> | null = null;

/**
 * From now on, the harness with the default settings is started once per database and shared by
 * the test files that follow (its close waits for the batch's end): called first by a batch.
 */
export function shareHarnesses() {
  const harnesses = new Map<string, Promise<Harness>>();
  shared = harnesses;
  afterAll(async () => {
    shared = null;
    for (const h of harnesses.values()) await (await h).close();
  });
}

export async function startHarness(
  kind: 'pglite' | 'postgres' = 'pglite',
  env: Record<string, string> = {},
  appOpts: Parameters<typeof buildApp>[2] = {},
): Promise<Harness> {
  if (!shared || Object.keys(env).length || Object.keys(appOpts).length) return startOwnHarness(kind, env, appOpts);
  if (!shared.has(kind)) shared.set(kind, startOwnHarness(kind));
  return { ...(await shared.get(kind)!), close: async () => {} };
}

async function startOwnHarness(kind: 'pglite' | 'postgres', env: Record<string, string> = {}, appOpts: Parameters<typeof buildApp>[2] = {}): Promise<Harness> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const config = loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'no-dist'), ...env });
  const { database, drop } = await openTestDatabase(kind);
  await ensureInstallationTenant(database.db);
  const app = await buildApp(config, database, appOpts);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A complete organisation (onboarding done) with its admin; returns ids and credentials. */
export async function makeOrganisation(h: Harness, opts: { steps?: number; installation_type?: number } = {}) {
  counter += 1;
  const tag = `${process.pid}-${counter}-${crypto.randomBytes(3).toString('hex')}`;
  const email = `admin-${tag}@example.org`;
  const phone = '+91' + String(9000000000 + Math.floor(Math.random() * 999999999)).slice(0, 10);
  const { tenantId, adminId } = await createOrganisation(
    h.database.db,
    { tenantId: 1, userId: null },
    {
      installation_type: opts.installation_type ?? 1,
      organization_full_name: `Org ${tag}`,
      organization_short_name: `O${counter}`,
      f_name: 'Asha',
      l_name: 'Patil',
      phone_no: phone,
      email,
      password: PASSWORD,
      gender: 2,
      steps: opts.steps ?? 4,
      default_acno: 38,
    },
  );
  return { tenantId, adminId, email, password: PASSWORD };
}

export async function makeSuperAdmin(h: Harness) {
  counter += 1;
  const email = `super-${process.pid}-${counter}@example.org`;
  const u = await createSuperAdmin(h.database.db, { email, password: PASSWORD });
  return { id: u.id, email, password: PASSWORD, tenantId: 1 };
}

export async function login(
  h: Harness,
  email: string,
  password = PASSWORD,
  ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    payload: { email, password, device_info: 'web' },
    headers: { 'user-agent': ua },
  });
  return { status: res.statusCode, body: res.json() as Record<string, any>, token: res.json().accessToken as string };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff user (type 2) of a tenant whose role grants the given modules; signs in with PASSWORD. */
export async function makeStaff(h: Harness, tenantId: number, modules: string[]) {
  counter += 1;
  const { insertRow } = await import('../db/audit');
  const { hashPassword } = await import('../auth/passwords');
  const schema = await import('../db/schema');
  const actor = { tenantId, userId: null };
  const role = await insertRow<{ id: number }>(h.database.db, actor, schema.roles, { name: `Staff ${counter}`, type: 1, modules });
  const email = `staff-${process.pid}-${counter}@example.org`;
  const user = await insertRow<{ id: number }>(h.database.db, actor, schema.users, {
    type: 2,
    role_id: role.id,
    email,
    password_hash: await hashPassword(PASSWORD),
    f_name: 'Staff',
  });
  return { id: user.id, email, roleId: role.id };
}

/** A small closed ring in Amravati (longitude, latitude), for areas the tests draw. */
export const RING = [
  [77.75, 20.93],
  [77.76, 20.93],
  [77.76, 20.94],
  [77.75, 20.94],
  [77.75, 20.93],
];

/** A new organisation and its admin's session token. */
export async function signedInOrganisation(h: Harness) {
  const org = await makeOrganisation(h);
  return { ...org, token: (await login(h, org.email)).token };
}

/** The path of an organisation's route: /api/v1/admin/{tenant}{path}. */
export const tenantUrl = (org: { tenantId: number }, path: string) => `/api/v1/admin/${org.tenantId}${path}`;

/**
 * Calls an organisation's routes with its admin's token (or another). `harness` is read at call
 * time, so a describe block can make the caller before its beforeAll starts the harness.
 */
export const tenantCaller =
  (harness: () => Harness) =>
  (org: { tenantId: number; token: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object, token = org.token) =>
    harness().app.inject({ method, url: tenantUrl(org, path), headers: auth(token), payload: body });

/** A generated roll imported into an organisation, as its admin. */
export async function importRoll(h: Harness, org: { tenantId: number; adminId: number }, shape: Parameters<typeof rollRows>[0]) {
  return importVoters(h.database, { tenantId: org.tenantId, userId: org.adminId }, rollRows(shape));
}

/** The usual pair of rolls: a has constituency 38 in 3 parts of 60 electors, b the same constituency number in 1 part of 30. */
export async function importTwoRolls(h: Harness, a: { tenantId: number; adminId: number }, b: { tenantId: number; adminId: number }) {
  await importRoll(h, a, { acno: 38, parts: 3, perPart: 60, seed: 11 });
  await importRoll(h, b, { acno: 38, parts: 1, perPart: 30, seed: 12 });
}

/** An area (Rajapeth) and an office (Head Office, the admin in charge) made through the API, for tests that need them to exist. */
export async function areaAndOffice(h: Harness, org: { tenantId: number; token: string; adminId: number }) {
  const call = tenantCaller(() => h);
  const areaId = (await call(org, 'POST', '/area/add', { name: 'Rajapeth', area: RING })).json().area.id as number;
  const office = await call(org, 'POST', '/office/add', {
    office_name: 'Head Office',
    area_id: areaId,
    primary_incharge: org.adminId,
    location: { type: 'Point', coordinates: [77.7597, 20.9142] },
    address: 'Rajapeth, Amravati',
  });
  return { areaId, officeId: office.json().office.id as number };
}

/** A name no other test row has: `Team k3x9qa`. */
/**
 * An organisation ready for field work, signed in: an area and office, a staff user with `modules`,
 * a voter group, a team led by the staff user and a vehicle (through the API, as an admin would).
 */
export async function fieldOrganisation(h: Harness, modules: string[]) {
  const call = tenantCaller(() => h);
  const o = await signedInOrganisation(h);
  const { areaId, officeId } = await areaAndOffice(h, o);
  const staff = (await makeStaff(h, o.tenantId, modules)).id;
  const group = await call(o, 'POST', '/voters-group/add', {
    voter_group_name: 'Market vendors',
    voter_group_description: 'Vegetable sellers',
    area_id: areaId,
    location: { type: 'Point', coordinates: [77.7597, 20.9142] },
    location_name: 'Rajapeth, Amravati',
  });
  const team = await call(o, 'POST', '/teams/add', { name: 'Booth Team', office_id: officeId, area_id: areaId, team_incharge_1: staff });
  const vehicle = await call(o, 'POST', '/vehicles/add', {
    vehicle_name: 'Bolero',
    vehicle_type: 0,
    seating_capacity: 7,
    weight_capacity: 500,
    driver_name: 'Ganesh More',
    driver_phone_no: '9822000111',
  });
  return {
    ...o,
    areaId,
    officeId,
    staff,
    groupId: group.json().voter_group.id as number,
    teamId: team.json().team.id as number,
    vehicleId: vehicle.json().vehicle.id as number,
  };
}

export const randomName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Starts the harness before a file's tests, then `ready` (making its organisations), and closes it after them. */
export function useHarness(kind: 'pglite' | 'postgres', ready: (h: Harness) => Promise<void>) {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness(kind);
    await ready(h);
  });
  afterAll(() => h?.close());
}

/**
 * The rows of every table of the public schema, by table: a request that failed must leave them
 * as they were (take them before and after it).
 */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts = await database.rows<{ name: string; n: number }>(
    sql.join(
      tables.map(({ name }) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`),
      sql` union all `,
    ),
  );
  return Object.fromEntries(counts.map((c) => [c.name, Number(c.n)]));
}

/**
 * Makes the database refuse each `op` on `table` of a row for which `when` holds (SQL over NEW, or
 * OLD for a delete), until the returned function lifts it: a failure late in a request, past every
 * check its handler makes first.
 */
export async function refuseWrites(database: Database, table: string, op: 'INSERT' | 'UPDATE' | 'DELETE', when = 'true') {
  const name = `refuse_${crypto.randomBytes(4).toString('hex')}`;
  const row = op === 'DELETE' ? 'OLD' : 'NEW';
  await database.rows(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin if ${when} then raise exception 'refused by the test'; end if; return ${row}; end $$`),
  );
  await database.rows(sql.raw(`create trigger ${name} before ${op} on ${pg.escapeIdentifier(table)} for each row execute function ${name}()`));
  return async () => {
    await database.rows(sql.raw(`drop trigger ${name} on ${pg.escapeIdentifier(table)}`));
    await database.rows(sql.raw(`drop function ${name}()`));
  };
}

/** Asks `fn` again and again (every `every` ms) until it gives a value; fails after `seconds`, naming what it waited for. */
export async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, seconds = 240, every = 200): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
