// npm run create-super-admin -- --email ops@example.org --password '...' [--name Ops]
// Creates the first super administrator of a production installation.
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as yup from 'yup';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createSuperAdmin } from '../domains/organisations/queries';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  const input = await yup
    .object({
      email: yup.string().trim().email('not a valid email').required('--email is required'),
      password: yup.string().min(10, 'the password needs at least 10 characters').required('--password is required'),
    })
    .validate(values)
    .catch((e: yup.ValidationError) => {
      console.error(`create-super-admin: ${e.message}`);
      process.exit(2);
    });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') });
  try {
    const u = await createSuperAdmin(database.db, { email: input.email, password: input.password, f_name: values.name });
    console.log(`Super administrator ${input.email} created (id ${u.id}).`);
  } catch (e) {
    console.error(`create-super-admin: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main();
