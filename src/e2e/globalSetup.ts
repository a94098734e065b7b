// Builds the console once before any browser test file starts: files run in parallel workers,
// and a build in one would rewrite dist/ under another's running server. And gives the run a
// folder for the seeded databases its servers copy (the workers inherit the environment).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient, clientIsStale } from '../server/build';
import { DIST } from '../browser/paths';
import { TEMPLATES_ENV } from '../browser/browser';

export default function globalSetup() {
  if (clientIsStale(DIST)) buildClient(DIST);
  process.env[TEMPLATES_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-templates-'));
}
