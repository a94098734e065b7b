// What the field tests share: an organisation with a roll, workers holding the Field module, and
// the calls a phone makes. Used by the tests beside it only.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, importRoll, login, makeStaff, signedInOrganisation, tenantUrl, type Harness } from '../../test/harness';
import type { ChangeResult, FieldVotersResponse, SyncResponse } from '../../../shared/api/field';
import { FIELD_VOTER_COLUMNS } from '../../../shared/api/field';

export type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
export interface Worker {
  id: number;
  email: string;
  token: string;
  tenantId: number;
}

/** An organisation signed in, with a roll of constituency 38 in `parts` parts of `perPart` electors. */
export async function orgWithRoll(h: Harness, parts = 2, perPart = 60, seed = 31): Promise<Org> {
  const org = await signedInOrganisation(h);
  await importRoll(h, org, { acno: 38, parts, perPart, seed });
  return org;
}

/** A staff user whose role grants `modules` (the Field module by default), signed in. */
export async function worker(h: Harness, org: Org, modules = ['Field']): Promise<Worker> {
  const s = await makeStaff(h, org.tenantId, modules);
  return { id: s.id, email: s.email, token: (await login(h, s.email)).token, tenantId: org.tenantId };
}

/** Calls an organisation's route with a token. */
export const caller = (h: () => Harness) => (who: { tenantId: number; token: string }, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) =>
  h().app.inject({ method, url: tenantUrl(who, path), headers: auth(who.token), payload: body });

/** The organisation's live voters of a part in roll order. */
export async function partVoters(h: Harness, tenantId: number, partno: number) {
  return h.database.rows<{ id: number; slnoinpart: number }>(
    sql`select v.id, vs.slnoinpart from voters v ${slotJoin()}
         where v.tenant_id = ${tenantId} and v.acno = 38 and v.partno = ${partno} and v.deleted_at is null order by vs.slnoinpart`,
  );
}

/** A change as a phone makes it: a fresh id, now as the time it was made. */
export const change = (voterId: number, kind: string, fields: Record<string, unknown>, id: string = crypto.randomUUID()) => ({
  id,
  voter_id: voterId,
  kind,
  fields,
  made_at: new Date().toISOString(),
});

export async function sync(h: Harness, w: Worker, changes: object[]): Promise<{ status: number; body: SyncResponse }> {
  const res = await caller(() => h)(w, 'POST', '/field/sync', { changes });
  return { status: res.statusCode, body: res.json() };
}

/** The results of a sync that answered 200. */
export async function synced(h: Harness, w: Worker, changes: object[]): Promise<ChangeResult[]> {
  const res = await sync(h, w, changes);
  if (res.status !== 200) throw new Error(`sync answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.results;
}

export async function voters(h: Harness, w: Worker, cursor?: string): Promise<FieldVotersResponse> {
  const res = await caller(() => h)(w, 'GET', cursor ? `/field/changes?cursor=${cursor}` : '/field/download');
  if (res.statusCode !== 200) throw new Error(`voters answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json();
}

/** A row of the answer as an object by column name (the trailing nulls the server left off, null). */
export const decode = (row: unknown[]) => Object.fromEntries(FIELD_VOTER_COLUMNS.map((c, i) => [c, row[i] ?? null])) as Record<string, unknown>;

/** How many rows of `table` the organisation holds that `where` picks. */
export async function count(h: Harness, table: string, tenantId: number, where = sql`true`): Promise<number> {
  const [r] = await h.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId} and ${where}`);
  return Number(r.n);
}
