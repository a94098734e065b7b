// `npm start` builds the console when dist/ is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['src/client', 'src/shared', 'i18n', 'public', 'webpack.config.ts', 'package.json'];

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

export function clientIsStale(distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((s) => newest(path.join(ROOT, s)) > built);
}

export function buildClient(distDir: string) {
  console.log('Building the console (webpack, production)...');
  const bin = path.join(ROOT, 'node_modules', '.bin', 'webpack');
  const r = spawnSync(bin, ['--mode', 'production', '--output-path', distDir], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('client build failed');
}
