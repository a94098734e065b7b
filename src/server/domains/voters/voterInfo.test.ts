// voter-info-add (validation, upsert, audit, voters_reached), households, the alignment report
// with another tenant's ids refused, on every database kind.
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, startHarness, type Harness, signedInOrganisation, importTwoRolls } from '../../test/harness';
import {
  VoterApi,
  type FamilyDetailsResponse,
  type FamilyMembersResponse,
  type VoterInfoAddResponse,
  type VoterReportResponse,
} from '../../../shared/api/voters';
import { DashboardApi } from '../../../shared/api/dashboard';

interface Voter {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  family_key: string | null;
}

describe.each(dbKinds())('voter details and voting centres on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; adminId: number; token: string };
  let b: { tenantId: number; adminId: number; token: string };
  let votersA: Voter[];
  let votersB: Voter[];
  const tb = (who: { tenantId: number }) => `/api/v1/admin/${who.tenantId}`;
  const vp = (who: { tenantId: number }) => `/api/v1/admin/${who.tenantId}/${who.tenantId}/0`;
  const get = (who: { token: string }, url: string, query: Record<string, string | number> = {}) =>
    h.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: auth(who.token) });
  const post = (who: { token: string }, url: string, payload: unknown) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(who.token) });
  const load = (tenantId: number) =>
    h.database.rows<Voter>(sql`select v.id, v.acno, v.partno, vs.slnoinpart, v.family_key from voters v ${slotJoin()}
        where v.tenant_id = ${tenantId} order by v.acno, v.partno, vs.slnoinpart`);
  const infoCount = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voter_info where tenant_id = ${tenantId}`))[0].n);
  const reached = async (tenantId: number, partno: number) =>
    Number(
      (
        await h.database.rows<{ n: number }>(
          sql`select voters_reached as n from voting_centres where tenant_id = ${tenantId} and acno = 38 and partno = ${partno}`,
        )
      )[0].n,
    );
  /** A household of at least three voters in part `partno`. */
  const householdOf = (partno: number) => {
    const byKey = new Map<string, Voter[]>();
    for (const v of votersA.filter((x) => x.acno === 38 && x.partno === partno && x.family_key)) {
      byKey.set(v.family_key!, [...(byKey.get(v.family_key!) ?? []), v]);
    }
    return [...byKey.values()].find((m) => m.length >= 3)!;
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importTwoRolls(h, a, b);
    votersA = await load(a.tenantId);
    votersB = await load(b.tenantId);
  });
  afterAll(() => h.close());

  it.each([
    [{ user_id: null }, 'user_id'],
    [{ user_id: 'abc' }, 'user_id'],
    [{ align_with_party: 'maybe' }, 'align_with_party'],
    [{ align_with_candidate: 'YES' }, 'align_with_candidate'],
    [{ family_types: 'extended' }, 'family_types'],
    [{ employment_types: 'retired' }, 'employment_types'],
    [{ income_groups: 'rich' }, 'income_groups'],
    [{ marital_statuses: 'single' }, 'marital_statuses'],
    [{ house_types: 'hut' }, 'house_types'],
    [{ building_types: 'industrial' }, 'building_types'],
    [{ phone_no: '12345' }, 'phone_no'],
    [{ location: { type: 'Point', coordinates: [-0.12, 51.5] } }, 'location'],
    [{ familyMembers: [{ voter_list_id: 'x' }] }, 'familyMembers[0].voter_list_id'],
    // nothing collected: an empty record would mark the voter as reached
    [{}, 'details'],
    [{ phone_no: '', familyMembers: [{ voter_list_id: 1 }] }, 'details'],
  ])('refuses %j with a 400 on %s and writes nothing', async (patch, code) => {
    const voter = votersA[0];
    const res = await post(a, tb(a) + VoterApi.voterInfoAdd.path, { user_id: voter.id, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(code);
    expect(await infoCount(a.tenantId)).toBe(0);
  });

  it('saves the details once per voter, updates them on a second save, audits both and counts the voter as reached', async () => {
    const voter = votersA.find((v) => v.partno === 2)!;
    const before = await reached(a.tenantId, 2);
    const first = await post(a, tb(a) + VoterApi.voterInfoAdd.path, {
      user_id: voter.id,
      phone_no: '98765 43210',
      category: 'OBC',
      religion: 'Hindu',
      align_with_party: 'yes',
      align_with_candidate: 'prefer_not_to_say',
      family_types: 'joint',
      employment_types: 'self-employed',
      income_groups: 'middle',
      marital_statuses: 'Single',
      house_types: 'villa',
      building_types: 'residential',
      location: { type: 'Point', coordinates: [77.75, 20.93] },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json() as VoterInfoAddResponse;
    expect(body.msg).toBe('Voter info added successfully!');
    expect(body.voter_info).toMatchObject({
      voter_list_id: voter.id,
      phone_no: '+919876543210',
      align_with_party: 'yes',
      align_with_candidate: 'prefer_not_to_say',
      family_types: 'joint',
      marital_statuses: 'Single',
      family_id: voter.family_key,
      location: { type: 'Point', coordinates: [77.75, 20.93] },
    });
    expect(await reached(a.tenantId, 2)).toBe(before + 1);

    const second = await post(a, tb(a) + VoterApi.voterInfoAdd.path, { user_id: voter.id, align_with_party: 'no', phone_no: '' });
    expect(second.statusCode).toBe(200);
    expect((second.json() as VoterInfoAddResponse).voter_info).toMatchObject({ align_with_party: 'no', phone_no: null, family_types: null });
    expect(await infoCount(a.tenantId)).toBe(1);
    expect(await reached(a.tenantId, 2)).toBe(before + 1);
    const audit = await h.database.rows<{ action: string }>(sql`
      select action from audit_log where tenant_id = ${a.tenantId} and entity = 'voter_info' order by id`);
    expect(audit.map((x) => x.action)).toEqual(['create', 'update']);

    // The dashboard's voting-centre list and its voters reached read the same count.
    const kendra = await get(a, tb(a) + DashboardApi.matdanKendra.path, { acno: 38 });
    expect(kendra.json().find((r: { partno: number }) => r.partno === 2).voters_reached).toBe(before + 1);
    const reachedInAll = (
      await h.database.rows<{ n: number }>(sql`
      select count(*)::int as n from voter_info where tenant_id = ${a.tenantId} and acno = 38 and deleted_at is null`)
    )[0].n;
    expect((await get(a, tb(a) + DashboardApi.data.path, { acno: 38 })).json().voter_info_count).toBe(reachedInAll);
    // The voter row now carries the details.
    const row = (await get(a, vp(a) + VoterApi.searchAcnoVoters.path, { acno: 38, partno: 2 })).json().voters.find((v: { id: number }) => v.id === voter.id);
    expect(row.voterInfo).toMatchObject({ align_with_party: 'no', family_id: voter.family_key, voter_list_id: voter.id });
  });

  it('files household members under the same family, keeping their own answers unless given', async () => {
    const [head, m1, m2] = householdOf(1);
    await post(a, tb(a) + VoterApi.voterInfoAdd.path, { user_id: m2.id, align_with_party: 'no' });
    const res = await post(a, tb(a) + VoterApi.voterInfoAdd.path, {
      user_id: head.id,
      align_with_party: 'yes',
      family_id: 'HOUSE-7',
      familyMembers: [{ voter_list_id: m1.id, align_with_candidate: 'yes', phone_no: '9822012345' }, { voter_list_id: m2.id }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as VoterInfoAddResponse;
    expect(body.voter_info.family_id).toBe('HOUSE-7');
    expect(body.family_members).toEqual([
      expect.objectContaining({ voter_list_id: m1.id, family_id: 'HOUSE-7', align_with_candidate: 'yes', phone_no: '+919822012345' }),
      expect.objectContaining({ voter_list_id: m2.id, family_id: 'HOUSE-7', align_with_party: 'no' }),
    ]);
    expect(await reached(a.tenantId, 1)).toBe(3);

    const fam = (await get(a, vp(a) + VoterApi.votersFamilyDetailsFamilyidwise.path, { voter_list_id: head.id })).json() as FamilyMembersResponse;
    expect(fam.family_id).toBe('HOUSE-7');
    expect(fam.voterslist.map((v) => v.id).sort()).toEqual([head.id, m1.id, m2.id].sort());
    // By the house (family key): everyone living there.
    const house = (
      await get(a, vp(a) + VoterApi.votersFamilyDetailsFamilyidwise.path, { voter_list_id: head.id, family_id: head.family_key! })
    ).json() as FamilyMembersResponse;
    const living = votersA.filter((v) => v.partno === 1 && v.family_key === head.family_key).map((v) => v.id);
    expect(house.voterslist.map((v) => v.id).sort()).toEqual([...new Set([...living, head.id, m1.id, m2.id])].sort());

    const details = (await get(a, vp(a) + VoterApi.voterInfoFamilyDetails.path, { id: head.id, partno: 1, enfname: 'esh' })).json() as FamilyDetailsResponse;
    expect(details.voter.id).toBe(head.id);
    expect(details.voter_info).toMatchObject({ align_with_party: 'yes', family_id: 'HOUSE-7' });
    expect(details.family_members.map((v) => v.id).sort()).toEqual([m1.id, m2.id].sort());
    expect(details.voterslist.length).toBeGreaterThan(0);
    expect(details.voterslist.every((v) => v.partno === 1 && v.name.toLowerCase().includes('esh'))).toBe(true);
  });

  it("answers 404 for another tenant's voter ids and changes nothing", async () => {
    const foreign = votersB[0];
    const before = await infoCount(b.tenantId);
    const add = await post(a, tb(a) + VoterApi.voterInfoAdd.path, { user_id: foreign.id, align_with_party: 'yes' });
    expect(add.statusCode).toBe(404);
    const member = await post(a, tb(a) + VoterApi.voterInfoAdd.path, {
      user_id: votersA[5].id,
      familyMembers: [{ voter_list_id: foreign.id, align_with_party: 'yes' }],
    });
    expect(member.statusCode).toBe(404);
    expect(await infoCount(b.tenantId)).toBe(before);
    expect((await h.database.rows(sql`select 1 from voter_info where tenant_id = ${a.tenantId} and voter_id = ${votersA[5].id}`)).length).toBe(0);
    expect((await get(a, vp(a) + VoterApi.voterInfoFamilyDetails.path, { id: foreign.id })).statusCode).toBe(404);
    expect((await get(a, vp(a) + VoterApi.votersFamilyDetailsFamilyidwise.path, { voter_list_id: foreign.id })).statusCode).toBe(404);
    expect((await get(a, vp(a) + VoterApi.voterInfoFamilyDetails.path, { id: 99999999 })).statusCode).toBe(404);
    // Another tenant's token on this tenant's voter paths.
    expect((await get(b, vp(a) + VoterApi.voterInfoFamilyDetails.path, { id: votersA[0].id })).statusCode).toBe(403);
    expect((await post(b, tb(a) + VoterApi.voterInfoAdd.path, { user_id: votersA[0].id })).statusCode).toBe(403);
    // A wrong constituency for the voter (type 2 picks one).
    const wrongAc = await post(a, tb(a) + VoterApi.voterInfoAdd.path, { user_id: votersA[0].id, acno: 39, align_with_party: 'yes' });
    expect(wrongAc.statusCode).toBe(400);
    expect(wrongAc.json().errors[0].code).toBe('acno');
  });

  it('reports by alignment with filters and paging', async () => {
    // Details for every 3rd voter of parts 2 and 3, alignments cycling.
    const aligns = ['yes', 'no', 'prefer_not_to_say'];
    const chosen = votersA.filter((v) => v.partno >= 2 && v.slnoinpart % 3 === 0);
    for (const [i, v] of chosen.entries()) {
      const r = await post(a, tb(a) + VoterApi.voterInfoAdd.path, {
        user_id: v.id,
        align_with_party: aligns[i % 3],
        align_with_candidate: aligns[(i + 1) % 3],
      });
      expect(r.statusCode).toBe(200);
    }
    const infos = await h.database.rows<{ voter_id: number; partno: number; slnoinpart: number; p: string | null; c: string | null }>(sql`
      select i.voter_id, v.partno, vs.slnoinpart, i.align_with_party as p, i.align_with_candidate as c
        from voter_info i join voters v on v.tenant_id = i.tenant_id and v.id = i.voter_id ${slotJoin()}
       where i.tenant_id = ${a.tenantId} and i.deleted_at is null`);
    const order = (x: { partno: number; slnoinpart: number }, y: { partno: number; slnoinpart: number }) => x.partno - y.partno || x.slnoinpart - y.slnoinpart;
    const cases: Array<[Record<string, string | number>, (r: (typeof infos)[number]) => boolean]> = [
      [{ partno: 'ALL', align_with_party: 'yes' }, (r) => r.p === 'yes'],
      [{ partno: 3, align_with_party: 'no', align_with_candidate: 'prefer_not_to_say' }, (r) => r.partno === 3 && r.p === 'no' && r.c === 'prefer_not_to_say'],
      [{ partno: 2 }, (r) => r.partno === 2],
      [{ align_with_candidate: 'ALL' }, () => true],
    ];
    for (const [query, filter] of cases) {
      const expected = infos
        .filter(filter)
        .sort(order)
        .map((r) => r.voter_id);
      for (const page of [1, 2]) {
        const res = await get(a, vp(a) + VoterApi.reportByAlign.path, { acno: 38, ...query, page });
        const body = res.json() as VoterReportResponse;
        expect(body.voters.map((v) => v.id)).toEqual(expected.slice((page - 1) * 10, page * 10));
        expect(body.total).toBe(expected.length);
      }
    }
    expect((await get(a, vp(a) + VoterApi.reportByAlign.path, { acno: 38, align_with_party: 'maybe' })).statusCode).toBe(400);
    // voters_reached follows every save.
    for (const p of [1, 2, 3]) expect(await reached(a.tenantId, p)).toBe(infos.filter((r) => r.partno === p).length);
  });
});
