// A transaction whose BEGIN fails (PostgreSQL ended the connection just after the pool handed it
// out) gives its client back: drizzle's own code kept it, and a pool that loses all its clients so
// makes every later query wait for ever.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openTestDatabase } from '../test/harness';
import type { Database } from './client';

const admin = process.env.TEST_DATABASE_URL;

(admin ? describe : describe.skip)('a PostgreSQL transaction whose BEGIN fails', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('postgres'));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('gives its client back to the pool, and the next transactions run', async () => {
    const pool = database.pool!;
    // the next client handed out fails its first statement (the BEGIN), as an ended connection does
    pool.once('acquire', (client: pg.PoolClient) => {
      const query = client.query;
      client.query = (() => {
        client.query = query;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }) as typeof client.query;
    });
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow(/Failed query: begin/);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // more transactions than the pool has clients: none waits for a client that was kept
    const runs = Array.from({ length: 12 }, (_, i) =>
      database.db.transaction(async (tx) => ((await tx.execute(sql`select ${i}::int as n`)) as { rows: Array<{ n: number }> }).rows[0]),
    );
    expect((await Promise.all(runs)).map((r) => r.n)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
