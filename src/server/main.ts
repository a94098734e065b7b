// Reads the config, opens the database (migrating it), seeds the demo when asked, and listens.
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { ensureInstallationTenant } from './domains/organisations/queries';
import { seedDemo, DEMO_PASSWORD } from './seed/demo';
import { buildClient, clientIsStale } from './build';
import { ensurePlaces } from './domains/places/loader';
import { opsFile, writeOpsFile } from './ops/backup';
import crypto from 'node:crypto';
import fs from 'node:fs';

async function main() {
  const config = loadConfig();
  if (process.argv.includes('--build-if-stale') && clientIsStale(config.distDir)) buildClient(config.distDir);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') });
  await ensureInstallationTenant(database.db);
  const seeded = config.seedDemo ? await seedDemo(database, config) : null;

  // request logs are on unless LOG=0
  // `npm run backup` asks this process for PGlite snapshots, with the secret of the ops file
  const opsToken = database.pglite ? crypto.randomBytes(32).toString('hex') : undefined;
  const app = await buildApp(config, database, { logger: process.env.LOG !== '0', opsToken });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (opsToken && address && typeof address === 'object') writeOpsFile(config.dataDir, { port: address.port, token: opsToken, pid: process.pid });
  // The offline gazetteer fills itself in the background on a database that lacks it.
  ensurePlaces(database)
    .then((n) => console.log(n ? `Place search: ${n} GeoNames places loaded.` : 'Place search: ready.'))
    .catch((e) => console.error('Place search: loading failed:', e));
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\nCampaign console: http://localhost:${config.port}/   (database: ${where})`);
  if (seeded) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of seeded.accounts) console.log(`  ${a.email.padEnd(22)} ${a.what}`);
  }
  const stop = async () => {
    if (opsToken) fs.rmSync(opsFile(config.dataDir), { force: true });
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
