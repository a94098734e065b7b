// Removes the run's seeded databases (globalSetup).
import fs from 'node:fs';
import { TEMPLATES_ENV } from '../browser/browser';

export default function globalTeardown() {
  const dir = process.env[TEMPLATES_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
