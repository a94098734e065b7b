// npm run restore -- FILE
// Replaces the database the server uses with a backup of `npm run backup`. PostgreSQL: in one
// transaction (stop the servers first: their sessions would see the swap). PGlite: refused while a
// server runs on DATA_DIR; the folder it replaces is kept beside it.
import path from 'node:path';
import { loadConfig } from '../config';
import { backupKind, restorePglite, restorePostgres } from '../ops/backup';

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('restore: give the backup file: npm run restore -- FILE');
    process.exit(2);
  }
  const config = loadConfig();
  const kind = backupKind(path.resolve(file));
  const want = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== want) {
    console.error(
      `restore: ${file} is ${kind ? `a ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} backup` : 'not a backup'}, and this installation uses ${want === 'pglite' ? 'PGlite' : 'PostgreSQL'}.`,
    );
    process.exit(2);
  }
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, path.resolve(file));
    console.log(`Restored ${file} into DATABASE_URL.`);
  } else {
    const kept = await restorePglite(config.dataDir, path.resolve(file));
    console.log(`Restored ${file} into ${path.join(config.dataDir, 'pg')}.${kept ? ` The folder it replaced is kept as ${kept}.` : ''}`);
  }
}

main().catch((e) => {
  console.error(`restore: ${(e as Error).message}`);
  process.exit(1);
});
