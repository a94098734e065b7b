// The importer's connection: one held for the whole import (PostgreSQL) or PGlite itself, with
// transactions, COPY of prepared bytes and statements outside a transaction.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/client';

export type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface Conn {
  transaction<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  /** COPY text (tab-separated, \N for null; UTF-8 bytes) into a table, inside the running transaction. */
  copy(q: Query, table: string, columns: string, data: Buffer): Promise<void>;
  /** A statement outside any transaction (VACUUM cannot run inside one). */
  exec(text: string): Promise<void>;
  release(): void;
}

export async function openConn(database: Database): Promise<Conn> {
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
