// The features' registry (registry.ts) read from disk, for jest, which has no require.context:
// the same folders, in the same order.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteEntry } from '../components/layout/routeEntry';

export const featureRoutes: RouteEntry[] = fs
  .readdirSync(__dirname)
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'resource.ts')))
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .flatMap((d) => (require(`./${d}/resource`) as { default?: RouteEntry[] }).default ?? []);
