// npm run backup -- --out FILE
// Backs up the database the server uses (DATABASE_URL, else the PGlite folder under DATA_DIR)
// while servers keep running. Uploaded images live in DATA_DIR/uploads (UPLOADS_DIR): copy that
// folder beside the file.
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupPglite, backupPostgres } from '../ops/backup';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error('backup: --out FILE is required');
    process.exit(2);
  }
  const out = path.resolve(values.out);
  const config = loadConfig();
  const t0 = Date.now();
  let how: string;
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, out);
    how = 'pg_dump of DATABASE_URL';
  } else {
    how = (await backupPglite(config.dataDir, out)) === 'server' ? 'snapshot taken by the running server' : `PGlite folder ${path.join(config.dataDir, 'pg')}`;
  }
  console.log(`Backup written to ${out} (${(fs.statSync(out).size / 1e6).toFixed(1)} MB, ${how}, ${((Date.now() - t0) / 1000).toFixed(1)} s).`);
}

main().catch((e) => {
  console.error(`backup: ${(e as Error).message}`);
  process.exit(1);
});
