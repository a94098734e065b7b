// The server's side of the field app's section: 50 phones send their queues at once on
// PostgreSQL, then the same again (nothing lost, nothing applied twice).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { slotJoin } from '../server/db/slots';
import { buildApp } from '../server/app';
import { recreatePostgres } from './benchData';
import { organisation, PASSWORD, workers, type ServerFigure } from './fieldFigures';

/** 50 phones send their queues at once (a page of 30 voters each: a visit, details, consent and the slip of every voter), then again. */
export async function serverFigure(databaseUrl: string, log: (line: string) => void, phones = 50): Promise<ServerFigure> {
  await recreatePostgres(databaseUrl);
  const database = await openDatabase({ databaseUrl });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'field-bench-'));
  try {
    const org = await organisation(database, phones * 30, 'Field Sync Benchmark');
    const people = await workers(
      database,
      org,
      Array.from({ length: phones }, (_, i) => ({ from: i * 30 + 1, to: i * 30 + 30 })),
    );
    const app = await buildApp(loadConfig({ DATA_DIR: tmp, DIST_DIR: path.join(tmp, 'none'), LOGIN_LIMIT_MAX: '1000', MAX_DEVICES: '100' }), database);
    const voters = await database.rows<{ id: number; slnoinpart: number }>(
      sql`select v.id, vs.slnoinpart from voters v ${slotJoin()} where v.tenant_id = ${org.tenantId} and v.deleted_at is null order by vs.slnoinpart`,
    );
    const base = `/api/v1/admin/${org.tenantId}/field/sync`;
    const batches: Array<{ token: string; changes: object[] }> = [];
    for (const [i, w] of people.entries()) {
      const login = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: w.email, password: PASSWORD, device_info: 'web' } });
      const token = login.json().accessToken as string;
      const at = new Date().toISOString();
      const mine = voters.slice(i * 30, i * 30 + 30);
      const change = (voter: number, kind: string, fields: object) => ({ id: randomUUID(), voter_id: Number(voter), kind, fields, made_at: at });
      const changes = [
        ...mine.map((v) => change(v.id, 'visit', { outcome: 'met', supporter_level: 2, note: 'bench' })),
        ...mine.map((v) => change(v.id, 'details', { align_with_party: 'yes', religion: 'Hindu' })),
        ...mine.map((v) => change(v.id, 'consent', { consent: 'given' })),
        ...mine.map((v) => change(v.id, 'slip', { slip_delivered: true })),
      ];
      batches.push({ token, changes });
    }
    const send = () =>
      Promise.all(
        batches.map(async (b) => {
          const res = await app.inject({ method: 'POST', url: base, headers: { authorization: `Bearer ${b.token}` }, payload: { changes: b.changes } });
          if (res.statusCode !== 200) throw new Error(`bench: sync answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          return res.json().counts as { applied: number; duplicate: number; refused: number };
        }),
      );
    const t0 = performance.now();
    const first = await send();
    const seconds = (performance.now() - t0) / 1000;
    const changes = batches.reduce((a, b) => a + b.changes.length, 0);
    const refused = first.reduce((a, c) => a + c.refused, 0);
    if (refused) throw new Error(`bench: ${refused} changes refused`);
    const again = await send();
    const [counts] = await database.rows<{ ledger: number; visits: number }>(sql`
      select (select count(*)::int from field_changes where tenant_id = ${org.tenantId}) as ledger,
             (select count(*)::int from voter_visits where tenant_id = ${org.tenantId}) as visits`);
    await app.close();
    const out = {
      phones,
      changes,
      seconds,
      perSecond: changes / seconds,
      ledger: counts.ledger,
      visits: counts.visits,
      duplicatesAnswered: again.reduce((a, c) => a + c.duplicate, 0),
    };
    log(
      `  ${phones} phones, ${changes} changes in ${seconds.toFixed(2)} s = ${Math.round(out.perSecond)}/s; ledger ${out.ledger}, visits ${out.visits}, resent: ${out.duplicatesAnswered} duplicate`,
    );
    return out;
  } finally {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
