// Claims and objections on every database kind: Forms 6, 7 and 8 drafted with what each needs
// (bad input refused by field), filed with the acknowledgement, the claims period set and the
// drafted claims flagged near its end, an agent's sheet printed; a field worker held to their
// pages, another organisation's claims and agents out of reach, the module guard.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Claim, ClaimsResponse } from '../../../shared/api/claims';
import { todayInKolkata } from '../../../shared/dates';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, importRoll, login, makeStaff, signedInOrganisation, tenantUrl, useHarness, type Harness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;

// sign-ins hash passwords (argon2) and two rolls are imported before the first test, on a shared machine
jest.setTimeout(120_000);
const plusDays = (n: number) => new Date(Date.parse(`${todayInKolkata()}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

describe.each(dbKinds())('claims on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let electors: Array<{ id: number; partno: number; slnoinpart: number; epic_no: string; fm_name_en: string }>;
  let worker: { token: string; id: number };
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, o: { body?: object; query?: Record<string, string | number>; org?: Org; token?: string } = {}) =>
    h.app.inject({
      method,
      url: tenantUrl(o.org ?? a, path),
      headers: auth(o.token ?? (o.org ?? a).token),
      payload: o.body,
      query: o.query && Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])),
    });
  const codes = (res: { json(): { errors?: Array<{ code: string }> } }) => (res.json().errors ?? []).map((e) => e.code).sort();
  const newPerson = {
    form: '6',
    acno: 38,
    partno: 1,
    slnoinpart: 5,
    name: 'Kavita Patil',
    relative_name: 'Ramesh Patil',
    relation_type: 'F',
    age: 19,
    gender: 'F',
    house_no: '12',
    phone: '9876543210',
  };
  const objection = () => ({
    form: '7',
    acno: 38,
    partno: 1,
    slnoinpart: 20,
    voter_id: electors[19].id,
    name: electors[19].fm_name_en,
    epic_no: electors[19].epic_no,
    reason: 'Died in March',
  });

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importRoll(h, a, { acno: 38, parts: 2, perPart: 30, seed: 61 });
    await importRoll(h, b, { acno: 38, parts: 1, perPart: 10, seed: 62 });
    electors = await h.database.rows(sql`select v.id, v.partno, vs.slnoinpart, v.epic_no, v.fm_name_en from voters v ${slotJoin()}
                                           where v.tenant_id = ${a.tenantId} and v.partno = 1 order by vs.slnoinpart`);
    const staff = await makeStaff(h, a.tenantId, ['Claims']);
    await h.database.rows(
      sql`insert into field_assignments (tenant_id, user_id, acno, partno, slno_from, slno_to) values (${a.tenantId}, ${staff.id}, 38, 1, 1, 10)`,
    );
    worker = { token: (await login(h, staff.email)).token, id: staff.id };
  });

  let six: Claim, seven: Claim;

  it('drafts Forms 6, 7 and 8 with what each needs, and refuses what is missing by field', async () => {
    const res = await call('POST', '/claims/add', { body: { ...newPerson, agent_id: worker.id } });
    expect(res.statusCode).toBe(200);
    six = res.json().claim;
    expect(six).toMatchObject({ form: '6', status: 'drafted', drafted_on: todayInKolkata(), phone: '+919876543210', agent: 'Staff', flag: null });
    seven = (await call('POST', '/claims/add', { body: objection() })).json().claim;
    expect(seven).toMatchObject({ form: '7', epic_no: electors[19].epic_no, status: 'drafted' });
    const eight = await call('POST', '/claims/add', { body: { ...objection(), form: '8', partno: 2, slnoinpart: 3, reason: 'House number is 14, not 41' } });
    expect(eight.statusCode).toBe(200);

    const bad6 = await call('POST', '/claims/add', { body: { form: '6', acno: 38, partno: 1, name: 'X', age: 16, phone: '12345' } });
    expect(bad6.statusCode).toBe(400);
    expect(codes(bad6)).toEqual(['age', 'house_no', 'phone', 'relative_name']);
    expect(bad6.json().errors.find((e: { code: string }) => e.code === 'age')).toMatchObject({ key: 'claims.ageUnder18' });
    const bad7 = await call('POST', '/claims/add', { body: { form: '7', acno: 38, partno: 1, name: 'Y', epic_no: 'not-an-epic' } });
    expect(codes(bad7)).toEqual(['epic_no', 'reason']);
    const filedBare = await call('POST', '/claims/add', { body: { ...newPerson, status: 'filed', drafted_on: '2026-11-10', hearing_on: '2026-11-01' } });
    expect(codes(filedBare)).toEqual(['ack_no', 'filed_on']);
    // another organisation's user is no agent here, its elector no voter
    const theirs = await call('POST', '/claims/add', { body: { ...newPerson, agent_id: b.adminId, voter_id: electors[0].id + 100000 } });
    expect(codes(theirs)).toEqual(['agent_id', 'voter_id']);
    const [{ n }] = await h.database.rows<{ n: number }>(sql`select count(*)::int as n from claims where tenant_id = ${a.tenantId}`);
    expect(n).toBe(3);
  });

  it('files a claim with its acknowledgement and dates, in order', async () => {
    const body = { ...newPerson, agent_id: worker.id, status: 'filed', drafted_on: todayInKolkata(), filed_on: plusDays(-1), ack_no: 'F6-38-0001' };
    const early = await call('PUT', `/claims/update/${six.id}`, { body });
    expect(codes(early)).toEqual(['filed_on']);
    const ok = await call('PUT', `/claims/update/${six.id}`, { body: { ...body, filed_on: todayInKolkata(), hearing_on: plusDays(7) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ key: 'claims.updated', claim: { status: 'filed', ack_no: 'F6-38-0001', hearing_on: plusDays(7) } });
  });

  it('sets the claims period and flags drafted claims near its end', async () => {
    const bad = await call('PUT', '/claims/period', { body: { acno: 38, starts_on: plusDays(-10), ends_on: plusDays(-11) } });
    expect(codes(bad)).toEqual(['ends_on']);
    expect((await call('PUT', '/claims/period', { body: { acno: 38, starts_on: plusDays(-10), ends_on: plusDays(2) } })).statusCode).toBe(200);
    const list = (await call('GET', '/claims', { query: { acno: 38 } })).json() as ClaimsResponse;
    expect(list.period).toEqual({ acno: 38, starts_on: plusDays(-10), ends_on: plusDays(2) });
    expect(list.total).toBe(3);
    expect(list.flagged).toBe(2);
    expect(list.claims.find((c) => c.id === seven.id)!.flag).toBe('closing');
    expect(list.claims.find((c) => c.id === six.id)!.flag).toBeNull();
    // a period already ended: missed
    await call('PUT', '/claims/period', { body: { acno: 38, starts_on: plusDays(-10), ends_on: plusDays(-1) } });
    expect((await call('GET', `/claims/${seven.id}`)).json().claim.flag).toBe('missed');
    const filtered = (await call('GET', '/claims', { query: { acno: 38, form: '7', status: 'drafted' } })).json() as ClaimsResponse;
    expect(filtered.claims.map((c) => c.id)).toEqual([seven.id]);
  });

  it("prints an agent's sheet of the drafted claims in Marathi", async () => {
    const res = await call('GET', '/claims/sheet', { query: { acno: 38, partno: 1, lang: 'mr' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(res.headers['content-disposition'])).toContain('claims-38-1-mr.pdf');
    // to look at it: CLAIMS_SHEET_OUT=/tmp/sheet.pdf, then pdftoppm -png
    if (process.env.CLAIMS_SHEET_OUT) fs.writeFileSync(process.env.CLAIMS_SHEET_OUT, res.rawPayload);
    expect(codes(await call('GET', '/claims/sheet', { query: { acno: 38, lang: 'fr' } }))).toEqual(['lang']);
  });

  it("holds a field worker to their pages' claims", async () => {
    const mine = (await call('GET', '/claims', { query: { acno: 38 }, token: worker.token })).json() as ClaimsResponse;
    expect(mine.claims.map((c) => c.id)).toEqual([six.id]);
    expect((await call('GET', `/claims/${seven.id}`, { token: worker.token })).statusCode).toBe(404);
    expect((await call('PUT', `/claims/update/${seven.id}`, { body: objection(), token: worker.token })).statusCode).toBe(404);
    expect((await call('PUT', `/claims/delete/${seven.id}`, { token: worker.token })).statusCode).toBe(404);
    const outside = await call('POST', '/claims/add', { body: { ...newPerson, slnoinpart: 25 }, token: worker.token });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([expect.objectContaining({ code: 'slnoinpart', key: 'claims.notYourPage' })]);
    expect((await call('POST', '/claims/add', { body: { ...newPerson, slnoinpart: 7 }, token: worker.token })).statusCode).toBe(200);
    // the claims period is the admins'
    expect((await call('PUT', '/claims/period', { body: { acno: 38, starts_on: plusDays(-1), ends_on: plusDays(1) }, token: worker.token })).statusCode).toBe(
      403,
    );
  });

  it('settles the claims of a part by the next edition: accepted when it shows them, the rest of a final roll rejected or lapsed', async () => {
    const filed = { status: 'filed', filed_on: todayInKolkata(), ack_no: 'ACK-1' };
    const add = async (body: object) => (await call('POST', '/claims/add', { body })).json().claim as Claim;
    // part 2: a new person (Form 6, with the EPIC issued), an objection to elector 4, one filed
    // Form 6 the roll will not show, and a drafted Form 7
    const [p2] = [
      await h.database.rows<{ epic_no: string; id: number; name: string }>(sql`select v.epic_no, v.id, v.fm_name_en as name from voters v ${slotJoin()}
        where v.tenant_id = ${a.tenantId} and v.partno = 2 and v.deleted_at is null order by vs.slnoinpart`),
    ];
    const newcomer = await add({ ...newPerson, partno: 2, slnoinpart: 30, epic_no: 'NEW9000001', ...filed });
    const gone = await add({
      form: '7',
      acno: 38,
      partno: 2,
      slnoinpart: 4,
      voter_id: p2[3].id,
      name: p2[3].name,
      epic_no: p2[3].epic_no,
      reason: 'Shifted',
      ...filed,
    });
    const unseen = await add({ ...newPerson, partno: 2, slnoinpart: 29, epic_no: 'NEW9000002', ...filed });
    const drafted = await add({ form: '7', acno: 38, partno: 2, slnoinpart: 5, voter_id: p2[4].id, name: p2[4].name, epic_no: p2[4].epic_no, reason: 'Dead' });
    // the final roll of part 2: the newcomer on it, elector 4 deleted
    const { rollRows } = await import('../../roll/generator');
    const { importVoters } = await import('../../roll/importer');
    const rows = [...rollRows({ acno: 38, parts: 2, perPart: 30, seed: 61 })].filter((r) => r.PART_NO === '2');
    const next = [...rows.filter((r) => r.SLNOINPART !== '4'), { ...rows[0], SLNOINPART: '31', EPIC_NO: 'NEW9000001', FM_NAME_EN: 'Kavita' }];
    await importVoters(h.database, { tenantId: a.tenantId, userId: a.adminId }, next, { edition: { kind: 'final' } });
    const status = async (c: Claim) => ((await call('GET', `/claims/${c.id}`)).json().claim as Claim).status;
    expect([await status(newcomer), await status(gone), await status(unseen), await status(drafted)]).toEqual(['accepted', 'accepted', 'rejected', 'lapsed']);
    // part 1's claims are not the edition's
    expect(await status(six)).toBe('filed');
    // the scoreboard: per part, and per agent (the field worker's claim at serial 7 has no agent)
    const board = (await call('GET', '/claims/scoreboard', { query: { acno: 38 } })).json();
    expect(board.parts.find((p: { key: number }) => p.key === 2)).toMatchObject({ accepted: 2, rejected: 1, lapsed: 1 });
    expect(board.agents.find((g: { key: number | null }) => g.key === worker.id)).toMatchObject({ name: 'Staff', filed: 1 });
    const theirs = (await call('GET', '/claims/scoreboard', { query: { acno: 38 }, token: worker.token })).json();
    expect(theirs.parts.map((p: { key: number }) => p.key)).toEqual([1]);
  });

  it('refuses another organisation and a role without the module', async () => {
    expect((await call('GET', `/claims/${six.id}`, { org: b })).statusCode).toBe(404);
    expect((await call('PUT', `/claims/update/${six.id}`, { org: b, body: newPerson })).statusCode).toBe(404);
    expect((await call('PUT', `/claims/delete/${six.id}`, { org: b })).statusCode).toBe(404);
    expect(((await call('GET', '/claims', { org: b, query: { acno: 38 } })).json() as ClaimsResponse).claims).toEqual([]);
    const voters = (await login(h, (await makeStaff(h, a.tenantId, ['Voters'])).email)).token;
    expect((await call('GET', '/claims', { query: { acno: 38 }, token: voters })).statusCode).toBe(403);
    // a delete is soft and the list leaves it out
    expect((await call('PUT', `/claims/delete/${seven.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/claims/${seven.id}`)).statusCode).toBe(404);
  });
});
