// Every table of the schema: those of db/schema.ts and those a domain declares in its own folder
// (domains/<d>/table.ts, which drizzle-kit's config reads too). What works on an organisation's
// data whole, such as its export, reads this set, so a new domain's table is never left out.
import fs from 'node:fs';
import path from 'node:path';
import * as schema from '../db/schema';

function domainTables(): Record<string, unknown> {
  return Object.assign(
    {},
    ...fs
      .readdirSync(__dirname, { withFileTypes: true })
      .filter((d) => d.isDirectory() && ['table.ts', 'table.js'].some((f) => fs.existsSync(path.join(__dirname, d.name, f))))
      .map((d) => d.name)
      .sort()
      // the set of tables follows the folders, so it cannot be a static import list
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .map((name) => require(`./${name}/table`) as Record<string, unknown>),
  );
}

export const allTables: Record<string, unknown> = { ...schema, ...domainTables() };
