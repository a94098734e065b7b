// `npm start` builds the console when dist/ is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';

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

const WEBPACK = path.join(ROOT, 'node_modules', '.bin', 'webpack');
const webpackArgs = (distDir: string) => ['--mode', 'production', '--output-path', distDir];

export function buildClient(distDir: string) {
  console.log('Building the console (webpack, production)...');
  const r = spawnSync(WEBPACK, webpackArgs(distDir), { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('client build failed');
}

/**
 * The same build started in the background, its output to `stdio`; `sourceMaps: false` writes
 * no source maps (the pages and scripts work the same: no page points to its map).
 */
export function startClientBuild(distDir: string, stdio: StdioOptions, opts: { sourceMaps?: boolean } = {}): ChildProcess {
  const args = [...webpackArgs(distDir), ...(opts.sourceMaps === false ? ['--devtool', 'false'] : [])];
  return spawn(WEBPACK, args, { cwd: ROOT, stdio });
}
