// Starts the console's build before any browser test file starts: files run in parallel workers,
// and a build in one would rewrite dist/ under another's running server. The build runs beside
// the other projects' files; a browser file waits for it before its server starts (clientBuilt).
// And gives the run a folder for the seeded databases its servers copy (the workers inherit the
// environment).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientIsStale, startClientBuild } from '../server/build';
import { DIST } from '../browser/paths';
import { TEMPLATES_ENV } from '../browser/browser';
import { BUILD_ENV } from './build';

export default function globalSetup() {
  const run = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-templates-'));
  process.env[TEMPLATES_ENV] = run;
  const build = path.join(run, '.build');
  fs.mkdirSync(build);
  process.env[BUILD_ENV] = build;
  if (!clientIsStale(DIST)) return fs.writeFileSync(path.join(build, 'done'), '');
  console.log('Building the console (webpack, production) beside the first tests...');
  const log = fs.openSync(path.join(build, 'log'), 'w');
  // the tests read no source map
  const child = startClientBuild(DIST, ['ignore', log, log], { sourceMaps: false });
  child.on('exit', (code) => fs.writeFileSync(path.join(build, code === 0 ? 'done' : 'failed'), String(code)));
  child.on('error', (e) => fs.writeFileSync(path.join(build, 'failed'), String(e)));
}
