// The migrations' last snapshot is the schema as the code declares it: `drizzle-kit generate` on a
// clean checkout writes nothing. A snapshot that lags its SQL makes the next domain's migration
// carry someone else's change. The generator runs for real, into a copy of the migrations folder,
// so the repository is never written.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import config from './drizzle.config';

const root = resolve(__dirname, '../../..');

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('migration snapshots', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'drizzle-generate-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('drizzle-kit generate finds no change between the last snapshot and the schema', async () => {
    if (!config.out || !config.schema) throw new Error('drizzle.config.ts names no schema or no out folder');
    const schemas = (Array.isArray(config.schema) ? config.schema : [config.schema]).map((s) => resolve(root, s));
    cpSync(resolve(root, config.out), join(work, 'migrations'), { recursive: true });
    const before = filesUnder(join(work, 'migrations'));
    // drizzle-kit reads `out` relative to where it runs; the schema files stay the repository's own
    writeFileSync(join(work, 'drizzle.config.json'), JSON.stringify({ dialect: config.dialect, schema: schemas, out: './migrations' }));

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', 'drizzle.config.json'],
      { cwd: work, env: { ...process.env, NODE_OPTIONS: '' } },
    );

    const written = filesUnder(join(work, 'migrations')).filter((f) => !before.includes(f) && f.endsWith('.sql'));
    const sql = written.map((f) => readFileSync(join(work, 'migrations', f), 'utf8'));
    expect(sql).toEqual([]);
    expect(stdout).toContain('No schema changes');
  }, 120_000);
});
