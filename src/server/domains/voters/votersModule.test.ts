// The roll needs the Voters role module, and staff with part numbers of their own read only
// those parts' electors: searches, lists and reports leave the other parts out (also when a page
// was shared from a user who reads them all), and another part's voter is a 404 that changes
// nothing. The migration that brought the module gave it to every role there was.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, importRoll, login, makeStaff, signedInOrganisation, startHarness, tableCounts, type Harness } from '../../test/harness';
import { VoterApi, type AtozResponse, type VoterReportResponse, type VoterSearchResponse } from '../../../shared/api/voters';
import { VoterPrivacyApi } from '../../../shared/api/voterPrivacy';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
interface Voter {
  id: number;
  partno: number;
  fm_name_en: string;
}

describe.each(dbKinds())('the Voters module and part restriction on %s', (kind) => {
  let h: Harness;
  let org: Org;
  let roll: Voter[];
  /** staff whose role lacks Voters, holds it, and holds it with part 2 only */
  let without: string, withVoters: string, partTwo: string;

  const vp = (p: string) => `/api/v1/admin/${org.tenantId}/${org.tenantId}/0${p}`;
  const tp = (p: string) => `/api/v1/admin/${org.tenantId}${p}`;
  const get = (token: string, url: string, query: Record<string, string | number> = {}) =>
    h.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: auth(token) });
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) => h.app.inject({ method, url, payload, headers: auth(token) });
  const consentPath = (id: number) => tp(VoterPrivacyApi.consent.path.replace(':id', String(id)));
  const staffWith = async (modules: string[], parts?: number[]) => {
    const s = await makeStaff(h, org.tenantId, modules);
    if (parts) await h.database.rows(sql`update users set partno_list = ${JSON.stringify(parts)}::jsonb where tenant_id = ${org.tenantId} and id = ${s.id}`);
    return (await login(h, s.email)).token;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    org = await signedInOrganisation(h);
    await importRoll(h, org, { acno: 38, parts: 2, perPart: 30, seed: 41 });
    roll = await h.database.rows<Voter>(
      sql`select v.id::int as id, v.partno, v.fm_name_en from voters v ${slotJoin()}
           where v.tenant_id = ${org.tenantId} and v.deleted_at is null order by v.partno, vs.slnoinpart`,
    );
    // details collected in both parts, so the alignment report has rows of each
    for (const v of [roll.find((r) => r.partno === 1)!, roll.find((r) => r.partno === 2)!]) {
      expect((await send(org.token, 'POST', tp(VoterApi.voterInfoAdd.path), { user_id: v.id, align_with_party: 'yes' })).statusCode).toBe(200);
    }
    without = await staffWith(['Dashboard', 'Office']);
    withVoters = await staffWith(['Voters']);
    partTwo = await staffWith(['Voters'], [2]);
  });
  afterAll(() => h?.close());

  const partOne = () => roll.find((r) => r.partno === 1)!;
  const inPartTwo = () => roll.find((r) => r.partno === 2)!;

  /** The voter routes a role needs the module for, each as one request. */
  const moduleCalls = (): Array<[string, (token: string) => ReturnType<typeof get>]> => [
    ['search-voters', (t) => get(t, vp(VoterApi.searchVoters.path), { acno: 38 })],
    ['search-acno-voters', (t) => get(t, vp(VoterApi.searchAcnoVoters.path), { acno: 38, partno: 1 })],
    ['report-by-age', (t) => get(t, vp(VoterApi.reportByAge.path), { acno: 38, fromAge: 18, toAge: 110 })],
    ['report-by-align', (t) => get(t, vp(VoterApi.reportByAlign.path), { acno: 38 })],
    ['voters-list-atoz', (t) => get(t, vp(VoterApi.votersListAtoz.path), { acno: 38 })],
    ['voter-info-family-details', (t) => get(t, vp(VoterApi.voterInfoFamilyDetails.path), { id: partOne().id })],
    ['voter-info-add', (t) => send(t, 'POST', tp(VoterApi.voterInfoAdd.path), { user_id: partOne().id, phone_no: '9822011111' })],
    ['voter-consent', (t) => get(t, consentPath(partOne().id))],
    ['voter-consent (save)', (t) => send(t, 'PUT', consentPath(partOne().id), { do_not_contact: false })],
  ];

  it('refuses every voter route to staff whose role lacks Voters (403), and writes nothing', async () => {
    const before = await tableCounts(h.database);
    for (const [name, call] of moduleCalls()) {
      const res = await call(without);
      expect([name, res.statusCode]).toEqual([name, 403]);
      expect(res.json().key).toBe('error.module');
    }
    expect(await tableCounts(h.database)).toEqual(before);
  });

  it('serves them to staff whose role holds Voters (200)', async () => {
    for (const [name, call] of moduleCalls()) expect([name, (await call(withVoters)).statusCode]).toEqual([name, 200]);
    // the pick lists other modules' forms offer hold no one's personal data and need no module
    expect((await get(without, vp(VoterApi.partnoList.path), { acno: 38 })).statusCode).toBe(200);
  });

  it("answers a staff user of part 2 with part 2's electors only, even from a page shared by the admin", async () => {
    const search = async (token: string, query: Record<string, string | number>) => {
      const res = await get(token, vp(VoterApi.searchAcnoVoters.path), { acno: 38, pageSize: 100, ...query });
      expect(res.statusCode).toBe(200);
      return res.json() as VoterSearchResponse;
    };
    const admin = await search(org.token, {});
    expect(new Set(admin.voters.map((v) => v.partno))).toEqual(new Set([1, 2]));
    // the same query, asked right after the admin's answer was shared
    const restricted = await search(partTwo, {});
    expect(restricted.voters.length).toBe(roll.filter((r) => r.partno === 2).length);
    expect(restricted.voters.every((v) => v.partno === 2)).toBe(true);
    expect(restricted.total).toBe(restricted.voters.length);
    // asking for part 1 by number, or a name of part 1, finds no one
    expect((await search(partTwo, { partno: 1 })).voters).toEqual([]);
    const name = partOne().fm_name_en.slice(0, 4);
    expect((await search(partTwo, { enfname: name })).voters.every((v) => v.partno === 2)).toBe(true);
    // and a user reading every part still gets the admin's answer
    expect((await search(withVoters, {})).voters.map((v) => v.id)).toEqual(admin.voters.map((v) => v.id));
  });

  it('keeps the reports and the alphabetical list to part 2 too', async () => {
    const age = (await get(partTwo, vp(VoterApi.reportByAge.path), { acno: 38, fromAge: 18, toAge: 110, pageSize: 100 })).json() as VoterReportResponse;
    expect(age.voters.length).toBeGreaterThan(0);
    expect(age.voters.every((v) => v.partno === 2)).toBe(true);
    expect(age.total).toBe(roll.filter((r) => r.partno === 2).length);
    const align = (await get(partTwo, vp(VoterApi.reportByAlign.path), { acno: 38, pageSize: 100 })).json() as VoterReportResponse;
    expect(align.voters.map((v) => v.id)).toEqual([inPartTwo().id]);
    expect(align.total).toBe(1);
    const letter = inPartTwo().fm_name_en.slice(0, 1).toUpperCase();
    const atoz = (await get(partTwo, vp(VoterApi.votersListAtoz.path), { acno: 38, letter, pageSize: 100 })).json() as AtozResponse;
    expect(atoz.total).toBe(roll.filter((r) => r.partno === 2).length);
    const shown = atoz.voterslist.flatMap((g) => g.voters);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((v) => v.partno === 2)).toBe(true);
  });

  it("answers 404 for a part-1 voter's details, household, details save and consent, and changes nothing", async () => {
    const before = await tableCounts(h.database);
    const id = partOne().id;
    const tries = [
      await get(partTwo, vp(VoterApi.voterInfoFamilyDetails.path), { id }),
      await get(partTwo, vp(VoterApi.votersFamilyDetailsFamilyidwise.path), { voter_list_id: id }),
      await send(partTwo, 'POST', tp(VoterApi.voterInfoAdd.path), { user_id: id, phone_no: '9822022222' }),
      // a part-1 voter filed as a member of a part-2 household
      await send(partTwo, 'POST', tp(VoterApi.voterInfoAdd.path), { user_id: inPartTwo().id, familyMembers: [{ voter_list_id: id, phone_no: '9822033333' }] }),
      await get(partTwo, consentPath(id)),
      await send(partTwo, 'PUT', consentPath(id), { consent: 'withdrawn', do_not_contact: true }),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await tableCounts(h.database)).toEqual(before);
    // part 2's own voter is answered
    expect((await get(partTwo, vp(VoterApi.voterInfoFamilyDetails.path), { id: inPartTwo().id })).statusCode).toBe(200);
    expect((await get(partTwo, consentPath(inPartTwo().id))).statusCode).toBe(200);
    // the admin is never restricted by parts
    expect((await get(org.token, consentPath(id))).statusCode).toBe(200);
  });

  it('gives a new organisation Voters on its Candidate and Karyakarta roles and every module on its Admin role', async () => {
    const roles = await h.database.rows<{ name: string; modules: string[] }>(sql`select name, modules from roles where tenant_id = ${org.tenantId}`);
    const of = (name: string) => roles.find((r) => r.name === name)!.modules;
    for (const name of ['Admin', 'Candidate', 'Karyakarta']) expect([name, of(name)]).toEqual([name, expect.arrayContaining(['Voters'])]);
  });

  it('migration 0038 gives Voters to every role there is, once', async () => {
    const file = path.join(__dirname, '../../db/migrations/0038_sign_in_failures_and_voters_module.sql');
    const statements = fs
      .readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /update\s+"roles"/i.test(s));
    expect(statements).toHaveLength(1);
    // inside a transaction undone at the end: the statement reaches every role of the database
    let after: Array<{ name: string; modules: string[] }> = [];
    const undo = new Error('undo');
    await expect(
      h.database.db.transaction(async (tx) => {
        const made = await h.database.rows<{ id: number }>(
          sql`
          insert into roles (tenant_id, name, type, status, modules)
          values (${org.tenantId}, 'Before the module', 1, 1, '["Dashboard","Office"]'::jsonb),
                 (${org.tenantId}, 'Nothing before', 1, 1, '[]'::jsonb),
                 (${org.tenantId}, 'Already has it', 1, 1, '["Voters","Task"]'::jsonb)
          returning id::int as id`,
          tx,
        );
        await h.database.rows(sql.raw(statements[0]), tx);
        after = await h.database.rows<{ name: string; modules: string[] }>(
          sql`select name, modules from roles where tenant_id = ${org.tenantId} and id = any(${sql.param(made.map((r) => r.id))}::bigint[]) order by id`,
          tx,
        );
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(after).toEqual([
      { name: 'Before the module', modules: ['Dashboard', 'Office', 'Voters'] },
      { name: 'Nothing before', modules: ['Voters'] },
      { name: 'Already has it', modules: ['Voters', 'Task'] },
    ]);
  });
});
