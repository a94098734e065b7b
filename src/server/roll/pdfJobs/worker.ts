// npm run worker [-- --pages N]
// Reads the pages of PDF roll jobs from the PostgreSQL of DATABASE_URL, N at a time (default: one
// a core): start one on every machine that should read. Stopped (Ctrl-C, SIGTERM), it finishes
// the pages in hand; killed, its pages go to another worker once their heartbeat stops.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { bossQueue } from './queue';

async function main() {
  const { values } = parseArgs({ options: { pages: { type: 'string' } } });
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('worker: DATABASE_URL names no PostgreSQL (on the embedded database the server reads PDF rolls itself)');
    process.exit(2);
  }
  const concurrency = values.pages && /^[1-9]\d*$/.test(values.pages) ? Number(values.pages) : os.availableParallelism();
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const queue = await bossQueue(database, { concurrency });
  console.log(`worker ${os.hostname()}:${process.pid} reads PDF roll pages, ${concurrency} at a time`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void queue
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
