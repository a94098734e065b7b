// The benchmark's rolls and databases: the generated ECI files, the bench database, a tenant's collected details.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Database } from '../server/db/client';
import { createOrganisation } from '../server/domains/organisations/queries';
import { ECI_COLUMNS } from '../server/roll/eci';
import { csvLine, rollRows } from '../server/roll/generator';

export type Kind = 'postgres' | 'pglite';

export interface Shape {
  acnos: number[];
  parts: number;
  perPart: number;
}

export const ROOT = path.resolve(__dirname, '../..');
export const BENCH_DIR = path.join(ROOT, 'data', 'bench');
export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_voters';
export const EMAIL = 'bench-admin@example.org';
export const PASSWORD = 'Bench@12345';
/** Share of voters given collected details (alignment report, voters reached). */
export const DETAILS_PERCENT = 6;

export const LATIN_TERMS = ['kum', 'sin', 'dev', 'pat', 'sha'];
export const DEVANAGARI_TERMS = ['कुम', 'सिं', 'देव', 'पाट', 'शर्'];
/** Longer and rarer terms, so the list is not only the three-letter common ones. */
export const MORE_TERMS = ['kumar', 'sharma', 'patil', 'शर्मा', 'पाटील', 'ramesh', 'xyz'];
/** The common three-letter terms in both scripts: the search targets are judged on these. */
export const TARGET_TERMS = [...LATIN_TERMS, ...DEVANAGARI_TERMS];

export function shapeFor(kind: Kind, scale: number): Shape {
  if (scale > 1) return { acnos: [34, 35, 36, 37, 38], parts: Math.round(400 * scale), perPart: 1000 };
  if (kind === 'postgres') return { acnos: [31, 32, 33, 34, 35, 36, 37, 38], parts: Math.max(1, Math.round(250 * scale)), perPart: 1000 };
  return { acnos: [38], parts: Math.max(1, Math.round(300 * scale)), perPart: 1000 };
}
export const total = (s: Shape) => s.acnos.length * s.parts * s.perPart;

/** The roll as one ECI CSV (all constituencies), generated once and reused. */
export async function rollCsv(shape: Shape): Promise<{ file: string; generatedSeconds: number | null }> {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, `roll-ac${shape.acnos.join('_')}-p${shape.parts}x${shape.perPart}-seed7.csv`);
  if (fs.existsSync(file)) return { file, generatedSeconds: null };
  const t0 = performance.now();
  const tmp = file + '.part';
  const out = fs.createWriteStream(tmp);
  let buf = csvLine(ECI_COLUMNS);
  let n = 0;
  for (const acno of shape.acnos) {
    for (const row of rollRows({ acno, parts: shape.parts, perPart: shape.perPart, seed: 7 })) {
      buf += csvLine(ECI_COLUMNS.map((c) => row[c]));
      if (++n % 5000 === 0) {
        if (!out.write(buf)) await once(out, 'drain');
        buf = '';
        process.stderr.write(`\r  generating ${path.basename(file)}: ${n.toLocaleString('en-IN')} rows`);
      }
    }
  }
  out.write(buf);
  out.end();
  await once(out, 'finish');
  fs.renameSync(tmp, file);
  process.stderr.write('\n');
  return { file, generatedSeconds: (performance.now() - t0) / 1000 };
}

/** The bigger roll keeps a database of its own, so --reuse serves both sizes. */
export function benchUrl(scale: number) {
  const url = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_URL);
  if (scale > 1) url.pathname += `_x${scale}`;
  return url.toString();
}

export async function recreatePostgres(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench: unusable database name ${name}`);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
}

export async function postgresHasRoll(url: string, rows: number): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    const r = await c.query(`SELECT count(*)::int AS n FROM voters v JOIN users u ON u.tenant_id = v.tenant_id WHERE u.email = $1 AND v.deleted_at IS NULL`, [
      EMAIL,
    ]);
    return r.rows[0].n === rows;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** Details for about DETAILS_PERCENT of the voters, spread like field work (hash of the EPIC). */
export async function seedDetails(database: Database, tenantId: number) {
  await database.rows(sql`
    insert into voter_info (tenant_id, voter_id, family_id, phone_no, align_with_party, align_with_candidate, details)
    select v.tenant_id, v.id, v.family_key,
           case when v.h % 3 = 0 then '+9198' || lpad(((v.h / 7) % 100000000)::text, 8, '0') end,
           (array['yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 13) % 3],
           (array['yes', 'yes', 'no', 'prefer_not_to_say'])[1 + (v.h / 17) % 4],
           jsonb_build_object('family_types', (array['nuclear', 'joint'])[1 + (v.h / 19) % 2])
      from (select id, tenant_id, family_key, (abs(hashtext(epic_no)::bigint) % 2000000000)::int as h
              from voters where tenant_id = ${tenantId}) v
     where v.h % 100 < ${DETAILS_PERCENT}`);
  await database.rows(sql`
    update voting_centres c set voters_reached = r.n
      from (select acno, partno, count(*)::int as n from voter_info where tenant_id = ${tenantId} and deleted_at is null group by 1, 2) r
     where c.tenant_id = ${tenantId} and c.acno = r.acno and c.partno = r.partno`);
  // A bulk load: statistics now, as the importer does for voters (autovacuum would, later).
  await database.rows(sql`analyze voter_info`);
  await database.rows(sql`analyze voting_centres`);
}

/** The bench organisation and its admin: the one a kept database holds, or a new one. */
export async function benchOrganisation(database: Database, keep: boolean, acno = 38): Promise<{ tenantId: number; adminId: number }> {
  if (keep) {
    const [u] = await database.rows<{ tenant_id: number; id: number }>(sql`select tenant_id, id from users where email = ${EMAIL}`);
    return { tenantId: u.tenant_id, adminId: u.id };
  }
  return createOrganisation(database.db, { tenantId: 1, userId: null }, {
    installation_type: 1,
    organization_full_name: 'Benchmark Organisation',
    organization_short_name: 'BENCH',
    f_name: 'Bench',
    l_name: 'Admin',
    phone_no: '+919812345678',
    email: EMAIL,
    password: PASSWORD,
    gender: 1,
    steps: 4,
    default_acno: acno,
  } as Parameters<typeof createOrganisation>[2]);
}
