// The field app's section of BENCHMARKS.md (`npm run bench -- --only field`): a page in-charge's
// phone in Debian's chromium against the production build served by the real server, holding a
// part of 1,500 electors (fieldPhone.ts), and the server taking the queues of 50 phones at once on
// PostgreSQL (fieldSync.ts). Here: what both measure, the organisation and workers they set up,
// and the section's text.
import type { Database } from '../server/db/client';
import { insertRow } from '../server/db/audit';
import * as schema from '../server/db/schema';
import { hashPassword } from '../server/auth/passwords';
import { rollRows } from '../server/roll/generator';
import { importVoters } from '../server/roll/importer';
import { createOrganisation, ensureInstallationTenant } from '../server/domains/organisations/queries';
import { addAssignment } from '../server/domains/field/assignments';
import { FIELD_HEADING } from './headings';

export const PASSWORD = 'Bench@12345';
export const PART = 1500;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

export interface FieldFigures {
  runs: number;
  /** a first visit of /field, signed out: the page's own scripts as sent (bytes), and Largest Contentful Paint on the phone profile (ms) */
  shellJs: number[];
  shellLcp: number[];
  /** ms from navigation start until the app has taken over the sign-in screen the page painted (it takes input) */
  shellReady: number[];
  /** the download of the worker's 1,500 electors: bytes as sent, and ms from Sign in to the home screen ready offline (phone) */
  downloadBytes: number[];
  downloadMs: number[];
  /** a second visit with the network off, painted from the service worker (phone): First and Largest Contentful Paint (ms) */
  offlineFcp: number[];
  offlineLcp: number[];
  /** keystroke to the walk list showing the matches, over 1,500 voters (phone CPU) */
  searchMs: number[];
  /** Save visit to "Saved on this phone" (phone CPU) */
  visitMs: number[];
  /** 500 queued changes from the network's return to an empty queue (loopback, no slowdown) */
  sync500Ms: number[];
  server?: ServerFigure;
}

export interface ServerFigure {
  phones: number;
  changes: number;
  seconds: number;
  perSecond: number;
  /** after the same batches were sent again */
  ledger: number;
  visits: number;
  duplicatesAnswered: number;
}

/** An organisation with a roll of one part of `perPart` electors in constituency 38, and its admin. */
export async function organisation(database: Database, perPart: number, name: string) {
  await ensureInstallationTenant(database.db);
  const org = await createOrganisation(database.db, { tenantId: 1, userId: null }, {
    installation_type: 1,
    organization_full_name: name,
    organization_short_name: name.slice(0, 10).toUpperCase(),
    f_name: 'Bench',
    l_name: 'Admin',
    phone_no: '+919812345670',
    email: `admin-${name.toLowerCase().replace(/\W/g, '')}@bench.local`,
    password: PASSWORD,
    gender: 1,
    steps: 4,
    default_acno: 38,
  } as Parameters<typeof createOrganisation>[2]);
  await importVoters(database, { tenantId: org.tenantId, userId: org.adminId }, [...rollRows({ acno: 38, parts: 1, perPart, seed: 33 })]);
  return org;
}

/** Field workers (a role with the Field module only), each holding the page given. */
export async function workers(database: Database, org: { tenantId: number; adminId: number }, pages: Array<{ from?: number; to?: number }>) {
  const actor = { tenantId: org.tenantId, userId: org.adminId };
  const role = await insertRow<{ id: number }>(database.db, actor, schema.roles, { name: 'Page in-charge', type: 1, modules: ['Field'] });
  const hash = await hashPassword(PASSWORD);
  const out: Array<{ id: number; email: string }> = [];
  for (const [i, p] of pages.entries()) {
    const email = `worker${i + 1}@bench.local`;
    const user = await insertRow<{ id: number }>(database.db, actor, schema.users, {
      type: 2,
      role_id: role.id,
      email,
      password_hash: hash,
      f_name: `Worker ${i + 1}`,
    });
    const done = await addAssignment(database, actor, { userId: Number(user.id), acno: 38, partno: 1, from: p.from, to: p.to });
    if ('errors' in done) throw new Error(`bench: assignment refused: ${JSON.stringify(done.errors)}`);
    out.push({ id: Number(user.id), email });
  }
  return out;
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const ms = (x: number) => `${Math.round(x).toLocaleString('en-IN')} ms`;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

export function fieldMarkdown(f: FieldFigures, started: Date, loadavg: number[]): string[] {
  const rows: Array<[string, string, string, boolean]> = [
    ['App shell, first visit: JavaScript as sent', kb(median(f.shellJs)), '≤ 120 KB', median(f.shellJs) <= 120 * 1024],
    ['App shell, first visit: Largest Contentful Paint (phone)', ms(median(f.shellLcp)), '≤ 1.5 s', median(f.shellLcp) <= 1500],
    ['Second visit offline, from the service worker: Largest Contentful Paint (phone)', ms(median(f.offlineLcp)), '≤ 1 s', median(f.offlineLcp) <= 1000],
    [`Download of ${PART.toLocaleString('en-IN')} electors: as sent`, kb(median(f.downloadBytes)), '≤ 250 KB', median(f.downloadBytes) <= 250 * 1024],
    [`Download of ${PART.toLocaleString('en-IN')} electors: Sign in to ready offline (phone)`, ms(median(f.downloadMs)), '≤ 4 s', median(f.downloadMs) <= 4000],
    [`Search in ${PART.toLocaleString('en-IN')} voters, keystroke to list: p95 (phone CPU)`, ms(p95(f.searchMs)), '≤ 50 ms', p95(f.searchMs) <= 50],
    ['A visit saved on the phone: median (phone CPU)', ms(median(f.visitMs)), '≤ 100 ms', median(f.visitMs) <= 100],
    ['500 queued changes synced over loopback', ms(median(f.sync500Ms)), '≤ 10 s', median(f.sync500Ms) <= 10_000],
  ];
  if (f.server) {
    const s = f.server;
    rows.push([
      `The server applying the queues of ${s.phones} phones at once (PostgreSQL)`,
      `${Math.round(s.perSecond).toLocaleString('en-IN')} changes/s (${s.changes.toLocaleString('en-IN')} in ${s.seconds.toFixed(2)} s)`,
      '≥ 2,000 changes/s',
      s.perSecond >= 2000,
    ]);
  }
  const lines = [
    FIELD_HEADING,
    '',
    `Measured with \`npm run bench -- --only field\` on ${started.toISOString()} (load average at the end ${loadavg.map((x) => x.toFixed(2)).join(', ')}): ` +
      `Debian's chromium against the production build served by the real server (PGlite), a worker holding one part of ${PART.toLocaleString('en-IN')} electors; ` +
      `"phone" is a 390 px page with 4x CPU slowdown and Fast 3G (150 ms, 1.6 Mbps down, 0.75 Mbps up). Medians of ${f.runs} phones, each a new browser context; the search, the visits and the 500 changes on the first. ` +
      `A first visit paints the sign-in screen its page carries (rendered at build time); the form takes input once the app has taken it over, at ${ms(median(f.shellReady))}.`,
    '',
    '| figure | measured | target | |',
    '|---|---:|---:|---|',
    ...rows.map(([name, value, target, ok]) => `| ${name} | ${value} | ${target} | ${met(ok)} |`),
  ];
  if (f.server) {
    const s = f.server;
    lines.push(
      '',
      `After the ${s.phones} phones sent the same batches a second time: ${s.ledger.toLocaleString('en-IN')} changes in the ledger for ${s.changes.toLocaleString('en-IN')} sent ` +
        `(${s.ledger === s.changes ? '0 lost, 0 twice' : `${s.changes - s.ledger} missing or extra`}), ${s.visits.toLocaleString('en-IN')} visits for ${(s.changes / 4).toLocaleString('en-IN')} sent, ` +
        `and ${s.duplicatesAnswered.toLocaleString('en-IN')} of the resent answered duplicate.`,
    );
  }
  return [...lines, ''];
}
