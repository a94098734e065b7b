// Backup → change → restore round trips: PGlite through the running server's snapshot (and from
// the folder when no server runs), PostgreSQL through pg_dump and pg_restore. The restored
// database holds exactly what it held at the backup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { ensureInstallationTenant } from '../domains/organisations/queries';
import { BACKUP_PATH, backupKind, backupPglite, backupPostgres, restorePglite, restorePostgres, writeOpsFile } from './backup';

const names = async (database: Database) =>
  (await database.rows<{ name: string }>(sql`select name from religions where tenant_id = 1 order by name`)).map((r) => r.name);
const add = (database: Database, name: string) => database.rows(sql`insert into religions (tenant_id, name) values (1, ${name})`);

describe('backup and restore on PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  const out = path.join(dataDir, 'backup.tar.gz');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('snapshots through the running server, refuses to restore under it, and restores what the backup held', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') });
    let database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
    await ensureInstallationTenant(database.db);
    const token = crypto.randomBytes(32).toString('hex');
    const app = await buildApp(config, database, { opsToken: token });
    await app.listen({ port: 0, host: '127.0.0.1' });
    writeOpsFile(dataDir, { port: (app.server.address() as { port: number }).port, token, pid: process.pid });
    await add(database, 'Before');

    // the snapshot answers only with the secret
    expect((await app.inject({ url: BACKUP_PATH, headers: { 'x-ops-token': 'x'.repeat(64) } })).statusCode).toBe(404);
    expect((await app.inject({ url: BACKUP_PATH })).statusCode).toBe(404);
    // writes keep arriving while it is taken
    const writes = Promise.all(Array.from({ length: 20 }, (_, i) => add(database, `During ${String(i).padStart(2, '0')}`)));
    expect(await backupPglite(dataDir, out)).toBe('server');
    await writes;
    expect(backupKind(out)).toBe('pglite');

    await add(database, 'After');
    await database.rows(sql`delete from religions where name = 'Before'`);
    await expect(restorePglite(dataDir, out)).rejects.toThrow(/A server is running/);

    await app.close();
    await database.close();
    const kept = await restorePglite(dataDir, out);
    expect(kept && fs.existsSync(kept)).toBe(true);
    database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
    const restored = await names(database);
    expect(restored).toContain('Before');
    expect(restored).not.toContain('After');
    // the writes of the snapshot's moment are there whole or not at all, in the order they were made
    const during = restored.filter((n) => n.startsWith('During'));
    expect(during).toEqual(Array.from({ length: during.length }, (_, i) => `During ${String(i).padStart(2, '0')}`));

    // with no server running, the folder itself is backed up
    await database.close();
    expect(await backupPglite(dataDir, out)).toBe('folder');
    database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
    await add(database, 'Later');
    await database.close();
    await restorePglite(dataDir, out);
    database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
    expect(await names(database)).toEqual(restored);
    await database.close();
    // four opens of an on-disk database and two snapshots
  }, 120_000);
});

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
postgres('backup and restore on PostgreSQL', () => {
  it('round-trips through pg_dump and pg_restore', async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `backup_${crypto.randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = '/' + name;
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-')), 'backup.dump');
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await ensureInstallationTenant(database.db);
      await add(database, 'Before');
      // a roll revision's stage, as one running meanwhile holds it: not part of the backup
      await database.rows(sql.raw(`CREATE UNLOGGED TABLE voter_revision_1_1_1 (line int)`));
      await backupPostgres(url.toString(), out);
      expect(backupKind(out)).toBe('postgres');
      const listed = execFileSync('pg_restore', ['--list', out], { encoding: 'utf8' });
      expect(listed).toContain('religions');
      expect(listed).not.toContain('voter_revision');
      await add(database, 'After');
      await database.rows(sql`delete from religions where name = 'Before'`);
      await restorePostgres(url.toString(), out);
      expect(await names(database)).toEqual(['Before']);
      // the restored database is one the server can open: migrations recorded, nothing to apply
      const [m] = await database.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(m.n).toBeGreaterThan(30);
    } finally {
      await database.close();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
    }
  });
});
