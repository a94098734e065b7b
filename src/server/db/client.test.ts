// The database clients under stress: PGlite leaves the event loop its turns while statements
// queue; the PostgreSQL pool outlives an idle connection the server ends (a restart or an
// operator's pg_terminate_backend): the next query gets a new connection and the process does not crash.
import net from 'node:net';
import { once } from 'node:events';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { dbKinds, withTestDatabase } from '../test/harness';
import { PREPARED_LIMIT, reusable } from './client';
import { auditLog } from './schema';

// PGlite answers in this thread: a queue of statements must not keep the event loop from its
// sockets (under load the listener once accepted a few connections a second).
describe('PGlite with statements queued', () => {
  it('accepts a connection before the queue is through', async () => {
    await withTestDatabase('pglite', async (database) => {
      const server = net.createServer((s) => s.destroy());
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        const order: string[] = [];
        server.once('connection', () => order.push('connection'));
        const queries = Array.from({ length: 50 }, (_, i) => database.rows(sql`select ${i}::int as i`).then(() => order.push(`q${i}`)));
        const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
        client.on('error', () => {});
        await Promise.all(queries);
        if (!order.includes('connection')) await once(server, 'connection');
        client.destroy();
        expect(order.indexOf('connection')).toBeGreaterThanOrEqual(0);
        expect(order.indexOf('connection')).toBeLessThan(order.indexOf('q49'));
      } finally {
        server.close();
      }
    });
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections', async () => {
    await withTestDatabase('postgres', async (database) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const [{ pid }] = await database.rows<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.end();
        for (let i = 0; i < 100 && !warn.mock.calls.length; i++) await new Promise((r) => setTimeout(r, 20));
        expect(String(warn.mock.calls[0]?.[0])).toMatch(/PostgreSQL ended a connection: terminating connection/);
        const [{ n }] = await database.rows<{ n: number }>(sql`select 41 + 1 as n`);
        expect(n).toBe(42);
      } finally {
        warn.mockRestore();
      }
    });
  });

  it('runs without JIT, whose compiling cost more than a page of search', async () => {
    await withTestDatabase('postgres', async (database) => {
      const [{ jit }] = await database.rows<{ jit: string }>(sql`select current_setting('jit') as jit`);
      expect(jit).toBe('off');
    });
  });
});

describe.each(dbKinds())('planner settings held on %s', (kind) => {
  it('holds them for the queries given, and only for those', async () => {
    await withTestDatabase(kind, async (database) => {
      const setting = async (db?: Parameters<Parameters<typeof database.withSettings>[1]>[0]) =>
        (await database.rows<{ v: string }>(sql`select current_setting('enable_seqscan') as v, current_setting('work_mem') as w`, db))[0];
      const held = { name: 'test-no-seqscan', values: { enable_seqscan: 'off', work_mem: '16MB' } };
      const inside = await Promise.all(Array.from({ length: 6 }, () => database.withSettings(held, (db) => setting(db))));
      expect(inside).toEqual(Array.from({ length: 6 }, () => ({ v: 'off', w: '16MB' })));
      expect(await setting()).toMatchObject({ v: 'on' });
      // a failing query leaves them as they were
      await expect(database.withSettings(held, (db) => database.rows(sql`select 1 / 0`, db))).rejects.toThrow();
      expect(await setting()).toMatchObject({ v: 'on' });
      expect(await database.withSettings(held, (db) => setting(db))).toMatchObject({ v: 'off' });
    });
  });
});

describe.each(dbKinds())('prepared statements on %s', (kind) => {
  it('answer as the same query unprepared, with the settings held, and stay few', async () => {
    await withTestDatabase(kind, async (database) => {
      const q = (i: number) =>
        sql`select ${i}::int as i, ${`n${i}`}::text as t, timestamptz '2026-11-26 10:00:00+05:30' as at, 1.5::numeric as n, current_setting('enable_seqscan') as seq`;
      const plain = await database.rows(q(7));
      expect(await database.rows(q(7), undefined, { prepare: true })).toEqual(plain);
      expect(plain[0]).toMatchObject({ i: 7, t: 'n7', n: 1.5, seq: 'on' });
      expect(typeof plain[0].at).toBe('string');
      const held = { name: 'test-prepared-no-seqscan', values: { enable_seqscan: 'off' } };
      // the same text again on the same connections, with other values
      for (let i = 0; i < 8; i++) {
        const [row] = await database.withSettings(held, (db) => database.rows(q(i), db, { prepare: true }));
        expect(row).toMatchObject({ i, t: `n${i}`, seq: 'off' });
      }
      // values that are not plain text stay data: quotes, backslashes, a statement's end
      const hostile = `x'); drop table users; --\\' \\\\ "q"`;
      const lists = (t: string, ids: number[], tags: string[]) =>
        sql`select ${t}::text as t, cardinality(${sql.param(ids)}::int[]) as ids, ${sql.param(tags)}::text[] as tags, ${null}::text as nothing, ${true}::boolean as yes`;
      for (const [ids, tags] of [
        [
          [1, 2],
          ["o'brien", 'a\\b'],
        ],
        [[], []],
      ] as const) {
        const plainRow = await database.rows(lists(hostile, [...ids], [...tags]));
        expect(plainRow[0]).toMatchObject({ t: hostile, ids: ids.length, nothing: null, yes: true });
        expect(await database.withSettings(held, (db) => database.rows(lists(hostile, [...ids], [...tags]), db, { prepare: true }))).toEqual(plainRow);
      }
      if (kind === 'pglite') {
        // PGlite ran them as its one session's prepared statement, not by falling back
        const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements where statement like '%cardinality%'`);
        expect(n).toBe(1);
      }
      // the table the value names is still there
      await expect(database.rows(sql`select count(*) from users`)).resolves.toHaveLength(1);
      // a failing prepared query leaves the settings as they were
      await expect(database.withSettings(held, (db) => database.rows(sql`select 1 / ${0}::int as x`, db, { prepare: true }))).rejects.toThrow();
      expect((await database.rows<{ seq: string }>(sql`select current_setting('enable_seqscan') as seq`))[0].seq).toBe('on');
      const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements`, undefined, { prepare: true });
      expect(n).toBeGreaterThanOrEqual(1);
      // past the limit, a new text still answers (unprepared)
      const past = PREPARED_LIMIT + 16;
      const shapes = await Promise.all(
        Array.from({ length: past }, (_, k) => database.rows<{ k: number }>(sql.raw(`select ${k} as k`), undefined, { prepare: true })),
      );
      expect(shapes.map(([r]) => r.k)).toEqual(Array.from({ length: past }, (_, k) => k));
      const names = await Promise.all(
        Array.from({ length: 12 }, () => database.rows<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements`)),
      );
      expect(Math.max(...names.map(([r]) => r.n))).toBeLessThanOrEqual(PREPARED_LIMIT);
    });
  });
});

describe.each(dbKinds())('a reusable statement on %s', (kind) => {
  it('answers each call with its own values, as the same query built anew, in a transaction too', async () => {
    await withTestDatabase(kind, async (database) => {
      const ph = sql.placeholder;
      // a column's encoding applies to its placeholder's value; a null stays SQL NULL, not JSON null
      const q = reusable(sql`select ${ph('i')}::int as i, ${ph('t')}::text as t, ${sql.param(ph('j'), auditLog.changed)}::jsonb as j, ${'fixed'}::text as f`);
      const built = (i: number, t: string, j: Record<string, unknown> | null) =>
        database.rows(sql`select ${i}::int as i, ${t}::text as t, ${j === null ? null : JSON.stringify(j)}::jsonb as j, ${'fixed'}::text as f`);
      for (const [i, t, j] of [
        [1, "o'brien", { a: [1, 'x'] }],
        [2, 'second', null],
      ] as const) {
        const [row] = await q(database.db, { i, t, j });
        expect(row).toEqual((await built(i, t, j))[0]);
        expect(row).toMatchObject({ i, t, f: 'fixed', j });
      }
      // inside a transaction it runs on the transaction's connection: what it wrote goes with a rollback
      const insert = reusable(sql`insert into ${auditLog} (tenant_id, action, entity) values (${ph('tenant')}, 'create', ${ph('entity')}) returning id`);
      await database.db
        .transaction(async (tx) => {
          const [row] = await insert(tx, { tenant: 1, entity: 'reusable-test' });
          expect(row.id).toBeDefined();
          throw new Error('roll back');
        })
        .catch(() => undefined);
      const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = 'reusable-test'`);
      expect(n).toBe(0);
      await expect(q(database.db, { i: 1, t: 'x' })).rejects.toThrow(/no value for "j"/);
    });
  });
});
