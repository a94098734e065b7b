// Writes access.ts, the pages' access map, from the route declarations: for every `ACCESS.<Api>.<route>`
// that the console's code names, the scope and module that route declares. The map is a file of
// its own so the first page (its menu lists every page) loads none of the contracts' schemas; it
// is derived, never written by hand: `npm run gen:access` after a page reads another route, and
// access.test.ts fails while the file differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteSpec } from './contract';

const API = __dirname;
const CLIENT = path.join(__dirname, '..', '..', 'client');
export const ACCESS_FILE = path.join(API, 'access.ts');

/** Every declaration module of this folder (a new domain's included), read from disk. */
async function declarations(): Promise<Record<string, Record<string, RouteSpec>>> {
  const files = fs.readdirSync(API).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'access.ts' && f !== 'accessFile.ts');
  return Object.assign({}, ...(await Promise.all(files.map((f) => import(path.join(API, f))))));
}

/** The `ACCESS.<Api>.<route>` names used in the console's code (tests left out). */
function namesUsed(dir = CLIENT, out = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) namesUsed(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      for (const m of fs.readFileSync(full, 'utf8').matchAll(/\bACCESS\.(\w+)\.(\w+)/g)) out.add(`${m[1]}.${m[2]}`);
  }
  return out;
}

const quote = (s: string) => `'${s.replace(/'/g, "\\'")}'`;

/** The text of access.ts as the declarations and the console's code make it now. */
export async function accessSource(): Promise<string> {
  const declared = await declarations();
  const byApi = new Map<string, string[]>();
  for (const name of [...namesUsed()].sort()) {
    const [api, route] = name.split('.');
    const spec = declared[api]?.[route];
    if (!spec) throw new Error(`ACCESS.${name} is used in the console but no contract declares ${api}.${route}`);
    const module = spec.module ? `, module: ${quote(spec.module)}` : '';
    byApi.set(api, [...(byApi.get(api) ?? []), `    ${route}: { scope: ${quote(spec.scope)}${module} },`]);
  }
  const body = [...byApi.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([api, lines]) => [`  ${api}: {`, ...lines, '  },']);
  return [
    '// Written by `npm run gen:access` from the route declarations (src/shared/api/accessFile.ts): who',
    '// may open each page of the console, the scope and role module of each route its pages read.',
    "import type { RouteSpec } from './contract';",
    '',
    "type Access = Pick<RouteSpec, 'scope' | 'module'>;",
    '',
    'export const ACCESS = {',
    ...body,
    '} as const satisfies Record<string, Record<string, Access>>;',
    '',
  ].join('\n');
}

if (require.main === module)
  void accessSource().then((text) => {
    fs.writeFileSync(ACCESS_FILE, text);
    console.log(`wrote ${path.relative(process.cwd(), ACCESS_FILE)}`);
  });
