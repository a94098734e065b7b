// drizzle-orm's node-postgres transaction (0.45) takes a client from the pool and sends BEGIN
// before its try/finally: when BEGIN fails (PostgreSQL ended the connection between checkout and
// the statement, as a restart does to every client at once) the client is never given back, and
// a pool of ten that loses ten this way makes every later request wait for ever. Here the pooled
// case takes its own client and always gives it back; the pool drops a client whose connection
// has ended, so a dead one is not handed out again.
import pg from 'pg';
import { NodePgSession } from 'drizzle-orm/node-postgres';

type Session = typeof NodePgSession.prototype;
type Transaction = Session['transaction'];
const original: Transaction = NodePgSession.prototype.transaction;

async function transaction(this: Session, ...args: Parameters<Transaction>) {
  // client, schema and options are private in drizzle's types
  const pool: unknown = Reflect.get(this, 'client');
  if (!(pool instanceof pg.Pool)) return original.apply(this, args);
  const client = await pool.connect();
  try {
    // the same session over that one client: drizzle's own path for a client that is no pool
    const session = new NodePgSession(client, this.dialect, Reflect.get(this, 'schema'), Reflect.get(this, 'options'));
    return await original.apply(session, args);
  } finally {
    client.release();
  }
}

NodePgSession.prototype.transaction = transaction as Transaction;
