// The test databases a run makes on the PostgreSQL server. Dropping one forces a checkpoint (about
// as long as a test file's setup), so a run (the server project's global setup) names its
// databases after itself and its teardown drops them all; a run that was stopped leaves them to
// the next run's setup, a day later.
import crypto from 'node:crypto';
import pg from 'pg';

export const RUN_ENV = 'CONSOLE_TEST_RUN';

/** A new database's name: the run's when there is one (dropped at its end), else its own. */
export function testDatabaseName(): string {
  const run = process.env[RUN_ENV];
  return `t_${run ? `${run}_` : ''}${crypto.randomBytes(6).toString('hex')}`;
}

/** Whether `name`'s drop waits for the run's teardown. */
export const dropsAtRunEnd = (name: string) => Boolean(process.env[RUN_ENV]) && name.startsWith(`t_${process.env[RUN_ENV]}_`);

/** Drops the databases `where` picks (SQL over pg_database), none of them templates. */
export async function dropDatabases(admin: string, where: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where not datistemplate and (${where})`, params);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

export async function startRun() {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return;
  const run = `r${crypto.randomBytes(3).toString('hex')}`;
  process.env[RUN_ENV] = run;
  // a stopped run's, a day old (a run's databases are commented with their time)
  await dropDatabases(admin, `datname ~ '^t_r[0-9a-f]{6}_' and coalesce(shobj_description(oid, 'pg_database'), '') < $1`, [
    new Date(Date.now() - 86_400_000).toISOString(),
  ]);
}

export async function endRun() {
  const admin = process.env.TEST_DATABASE_URL;
  const run = process.env[RUN_ENV];
  if (admin && run) await dropDatabases(admin, `datname like $1`, [`t\\_${run}\\_%`]);
}
