// The printed papers in `npm run bench -- --only paper`: the slips of a whole 1,500-elector part in
// Marathi, its walk sheet, and a 1,000-row table printed as the age report prints it, each made by
// the server's route (app.inject) on the embedded database, with its size and whether pdftotext
// finds the Devanagari names in it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { slotJoin } from '../server/db/slots';
import { buildApp } from '../server/app';
import { rollRows } from '../server/roll/generator';
import { importVoters } from '../server/roll/importer';
import { createOrganisation, ensureInstallationTenant } from '../server/domains/organisations/queries';
import { PaperApi } from '../shared/api/paper';
import { PAPER_HEADING } from './headings';

export interface PaperFigure {
  name: string;
  /** the timed runs, ms */
  samples: number[];
  bytes: number;
  pages: number | null;
  /** names looked for in the PDF's text, and how many pdftotext found (null: pdftotext missing) */
  names: number;
  found: number | null;
  targetMs: number;
  targetBytes: number;
}

const EMAIL = 'paper-bench@example.org';
const PASSWORD = 'Bench@12345';
const PART = 1500;
const TABLE_ROWS = 1000;

function pdfText(bytes: Buffer): string | null {
  const file = path.join(os.tmpdir(), `paper-bench-${process.pid}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch {
    return null;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export async function paperFigures(runs: number, log: (line: string) => void): Promise<PaperFigure[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'paper-bench-'));
  const database = await openDatabase({ dataDir: path.join(tmp, 'pg') });
  try {
    await ensureInstallationTenant(database.db);
    const { tenantId, adminId } = await createOrganisation(database.db, { tenantId: 1, userId: null }, {
      installation_type: 1,
      organization_full_name: 'Paper Benchmark',
      organization_short_name: 'PAPER',
      f_name: 'Paper',
      l_name: 'Admin',
      phone_no: '+919812345679',
      email: EMAIL,
      password: PASSWORD,
      gender: 1,
      steps: 4,
      default_acno: 38,
    } as Parameters<typeof createOrganisation>[2]);
    const rows = [...rollRows({ acno: 38, parts: 1, perPart: PART, seed: 7 })];
    await importVoters(database, { tenantId, userId: adminId }, rows);
    const app = await buildApp(loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'none'), LOGIN_LIMIT_MAX: '1000' }), database);
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: EMAIL, password: PASSWORD, device_info: 'web' } });
      const headers = { authorization: `Bearer ${login.json().accessToken as string}` };
      const voterBase = `/api/v1/admin/${tenantId}/${tenantId}/0`;
      const names = rows.slice(0, 40).map((r) => r.FM_NAME_V1);

      const measure = async (
        name: string,
        call: () => Promise<{ statusCode: number; rawPayload: Buffer; body: string }>,
        targetMs: number,
        targetBytes: number,
      ) => {
        let out = await call();
        if (out.statusCode !== 200) throw new Error(`bench: ${name} answered ${out.statusCode}: ${out.body.slice(0, 300)}`);
        const samples: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          out = await call();
          samples.push(performance.now() - t0);
        }
        const text = pdfText(out.rawPayload);
        const fig: PaperFigure = {
          name,
          samples,
          bytes: out.rawPayload.length,
          pages: text == null ? null : text.split('\f').filter((p) => p.trim()).length,
          names: names.length,
          found: text == null ? null : names.filter((n) => text.includes(n)).length,
          targetMs,
          targetBytes,
        };
        log(`  ${name}: ${(fig.bytes / 1e6).toFixed(2)} MB, median ${Math.round(median(samples))} ms, ${fig.found ?? '?'} of ${fig.names} names found`);
        return fig;
      };
      const get = (p: string, query: Record<string, string>) => () => app.inject({ method: 'GET', url: `${voterBase}${p}`, headers, query });

      const figures: PaperFigure[] = [];
      figures.push(
        await measure(
          `slips of a part of ${PART.toLocaleString('en-IN')}, Marathi, 8 a page`,
          get(PaperApi.slips.path, { acno: '38', partno: '1', lang: 'mr' }),
          10000,
          3e6,
        ),
      );
      figures.push(
        await measure(
          `walk sheet of a part of ${PART.toLocaleString('en-IN')}, Marathi`,
          get(PaperApi.walkSheet.path, { acno: '38', partno: '1', lang: 'mr' }),
          5000,
          1e6,
        ),
      );
      // The age report prints the table its screen shows: serial, names, relative, age, gender, part, house, EPIC.
      const table = await database.rows<Record<string, string | number | null>>(sql`
        select vs.slnoinpart, v.fm_name_v1 || ' ' || coalesce(v.lastname_v1, '') as name, v.fm_name_en || ' ' || v.lastname_en as name_en,
               v.rln_fm_nm_v1 as relative, v.age, v.gender, v.partno, v.house_no, v.epic_no
          from voters v ${slotJoin()} where v.tenant_id = ${tenantId} order by vs.slnoinpart limit ${TABLE_ROWS}`);
      const body = {
        title: 'वयानुसार अहवाल',
        subtitle: ['मतदारसंघ 38 · वय 18-110'],
        headers: ['अनु.', 'नाव', 'Name', 'नातेवाईक', 'वय', 'लिंग', 'भाग', 'घर', 'EPIC'],
        widths: [0.6, 2.2, 2.2, 1.6, 0.5, 0.5, 0.5, 0.7, 1.2],
        rows: table.map((r) => Object.values(r).map((v) => (v == null ? '' : String(v)))),
      };
      figures.push(
        await measure(
          `age report table of ${TABLE_ROWS.toLocaleString('en-IN')} rows`,
          () => app.inject({ method: 'POST', url: `/api/v1/admin/${tenantId}${PaperApi.tablePdf.path}`, headers, payload: body }),
          2000,
          2e6,
        ),
      );
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The printed papers' section of BENCHMARKS.md. */
export function paperMarkdown(figures: PaperFigure[], started: Date, loadavg: number[]): string[] {
  const L = [
    PAPER_HEADING,
    '',
    `Measured by \`npm run bench -- --only paper\` on ${started.toISOString()} (load average at the end ${loadavg.map((x) => x.toFixed(2)).join(', ')}): each PDF made by its route through app.inject on the embedded database, after one warm-up, ${figures[0]?.samples.length ?? 0} timed runs. "Names found": of the first 40 electors' Marathi names, how many \`pdftotext -raw\` reads back from the PDF (text, not pictures of text).`,
    '',
    '| print | size | median | max | pages | names found | target | |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const f of figures) {
    const ms = median(f.samples);
    const ok = Math.max(...f.samples) <= f.targetMs && f.bytes <= f.targetBytes && (f.found === null || f.found === f.names);
    L.push(
      `| ${f.name} | ${(f.bytes / 1e6).toFixed(2)} MB | ${Math.round(ms)} ms | ${Math.round(Math.max(...f.samples))} ms | ${f.pages ?? '?'} | ${f.found ?? '?'} of ${f.names} | ≤ ${(f.targetBytes / 1e6).toFixed(0)} MB, ≤ ${(f.targetMs / 1000).toFixed(0)} s | ${ok ? 'met' : '**NOT met**'} |`,
    );
  }
  L.push('');
  return L;
}
