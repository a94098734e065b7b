// Voter groups (entities, validation rules, API calls) beyond the generic CRUD tests (crud.test.ts runs those over this
// domain too): the spec's paths and keys, validation, soft delete, another tenant refused, the
// group's voters for /voter-slist, and voter-info-add's voter_group_id checked against live groups.
import { sql } from 'drizzle-orm';
import { auth, dbKinds, login, makeOrganisation, makeStaff, startHarness, type Harness, RING, tenantCaller, tenantUrl, importRoll } from '../../test/harness';
import { slotJoin } from '../../db/slots';
import { VoterApi } from '../../../shared/api/voters';
import type { VoterGroup, VoterGroupVotersResponse } from '../../../shared/api/voterGroups';

type Org = Awaited<ReturnType<typeof makeOrganisation>> & { token: string; areaId: number };
const POINT = { type: 'Point', coordinates: [77.7597, 20.9142] };

describe.each(dbKinds())('voter groups on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);
  const list = async (org: Org) => (await call(org, 'GET', '/voters-group')).json().voter_group as VoterGroup[];
  const payload = (org: Org, over: Record<string, unknown> = {}) => ({
    voter_group_name: `Group ${Math.random().toString(36).slice(2, 8)}`,
    voter_group_description: 'Vegetable sellers of the market',
    area_id: org.areaId,
    special_instructions: 'Meet after 6 pm',
    location: POINT,
    location_name: 'Rajapeth, Amravati, Maharashtra 444601',
    ...over,
  });
  const groupCount = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from voter_groups where tenant_id = ${tenantId}`))[0].n);
  const voterIds = (tenantId: number) =>
    h.database.rows<{ id: number; partno: number; slnoinpart: number }>(
      sql`select v.id, v.partno, vs.slnoinpart from voters v ${slotJoin()} where v.tenant_id = ${tenantId} order by v.acno, v.partno, vs.slnoinpart`,
    );

  async function organisation(): Promise<Org> {
    const o = await makeOrganisation(h);
    const org = { ...o, token: (await login(h, o.email)).token, areaId: 0 };
    org.areaId = (await call(org, 'POST', '/area/add', { name: 'Rajapeth', area: RING })).json().area.id;
    return org;
  }
  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await organisation(), await organisation()];
    await importRoll(h, a, { acno: 38, parts: 2, perPart: 20, seed: 21 });
    await importRoll(h, b, { acno: 38, parts: 1, perPart: 10, seed: 22 });
  });
  afterAll(() => h.close());

  it('adds, reads, lists, updates and soft-deletes at the spec paths with the spec keys', async () => {
    const add = await call(a, 'POST', '/voters-group/add', payload(a, { voter_group_name: 'Market vendors' }));
    expect(add.statusCode).toBe(201);
    expect(add.json().msg).toBe('Voters Group added successfully!');
    const group = add.json().voter_group as VoterGroup;
    const expected = {
      id: group.id,
      voter_group_name: 'Market vendors',
      voter_group_description: 'Vegetable sellers of the market',
      area_id: a.areaId,
      area: 'Rajapeth',
      voter_area: { id: a.areaId, name: 'Rajapeth' },
      special_instructions: 'Meet after 6 pm',
      location: POINT,
      location_name: 'Rajapeth, Amravati, Maharashtra 444601',
      voter_count: 0,
    };
    expect(group).toMatchObject(expected);
    expect((await list(a)).find((g) => g.id === group.id)).toMatchObject(expected);
    const edit = await call(a, 'GET', `/voters-group/edit/${group.id}`);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().voter_group).toMatchObject(expected);
    expect(edit.json().voter_group.tenant_id).toBeUndefined();

    // PUT /voters-group/update carries the id in the body; the point may be left out
    const upd = await call(a, 'PUT', '/voters-group/update', {
      ...payload(a, { voter_group_name: 'Market vendors (east)', special_instructions: '', location: null }),
      id: group.id,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().msg).toBe('Voters Group updated successfully!');
    expect(upd.json().voter_group).toMatchObject({ voter_group_name: 'Market vendors (east)', special_instructions: null, location: null });

    const del = await call(a, 'PUT', `/voters-group/delete/${group.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().msg).toBe('The Voter Group has been deleted.');
    expect((await list(a)).map((g) => g.id)).not.toContain(group.id);
    expect((await call(a, 'GET', `/voters-group/edit/${group.id}`)).statusCode).toBe(404);
    const [row] = await h.database.rows<{ deleted_at: string | null }>(sql`select deleted_at from voter_groups where id = ${group.id}`);
    expect(row.deleted_at).not.toBeNull();
  });

  it.each([
    ['no name', { voter_group_name: ' ' }, 'voter_group_name', 'Group name is required.'],
    ['no description', { voter_group_description: '' }, 'voter_group_description', 'Description is required.'],
    ['no area', { area_id: '' }, 'area_id', 'Area is required.'],
    ['no location address', { location_name: '  ' }, 'location_name', 'Please enter Location before adding the voter group.'],
    ['a point outside India', { location: { type: 'Point', coordinates: [-74, 40.7] } }, 'location', 'The location must be in India.'],
    ['a point that is none', { location: { type: 'Point', coordinates: [] } }, 'location', 'Choose a point on the map.'],
    ['a description too long', { voter_group_description: 'x'.repeat(1001) }, 'voter_group_description', 'The description is too long.'],
  ])('refuses %s with a 400 naming the field and adds nothing', async (_what, over, code, message) => {
    const before = await groupCount(a.tenantId);
    const res = await call(a, 'POST', '/voters-group/add', payload(a, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ code, message }));
    expect(await groupCount(a.tenantId)).toBe(before);
  });

  it("refuses another organisation's area, and a duplicate name (409)", async () => {
    const foreignArea = await call(a, 'POST', '/voters-group/add', payload(a, { area_id: b.areaId }));
    expect(foreignArea.statusCode).toBe(400);
    expect(foreignArea.json().errors[0]).toMatchObject({ code: 'area_id', message: 'Choose an area from the list.' });
    await call(a, 'POST', '/voters-group/add', payload(a, { voter_group_name: 'Youth wing' }));
    const dup = await call(a, 'POST', '/voters-group/add', payload(a, { voter_group_name: 'YOUTH WING' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].code).toBe('voter_group_name');
  });

  it("keeps tenants apart: another tenant's token is 403, its ids 404, nothing changes", async () => {
    const theirs = (await call(b, 'POST', '/voters-group/add', payload(b, { voter_group_name: 'Their group' }))).json().voter_group as VoterGroup;
    expect((await call(b, 'GET', '/voters-group', undefined, a.token)).statusCode).toBe(403);
    expect((await call(b, 'PUT', `/voters-group/delete/${theirs.id}`, undefined, a.token)).statusCode).toBe(403);
    expect((await call(a, 'GET', `/voters-group/edit/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/voters-group/voters/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(a, 'PUT', '/voters-group/update', { ...payload(a), id: theirs.id })).statusCode).toBe(404);
    expect((await call(a, 'PUT', `/voters-group/delete/${theirs.id}`)).statusCode).toBe(404);
    expect((await list(a)).map((g) => g.id)).not.toContain(theirs.id);
    expect((await call(b, 'GET', `/voters-group/edit/${theirs.id}`)).json().voter_group).toMatchObject({ voter_group_name: 'Their group' });
  });

  it("needs the role module 'Group of Voters'", async () => {
    const without = await makeStaff(h, a.tenantId, ['Task']);
    const withIt = await makeStaff(h, a.tenantId, ['Group of Voters']);
    const t1 = (await login(h, without.email)).token;
    const t2 = (await login(h, withIt.email)).token;
    expect((await call(a, 'GET', '/voters-group', undefined, t1)).statusCode).toBe(403);
    expect((await call(a, 'GET', '/voters-group/voters/1', undefined, t1)).statusCode).toBe(403);
    expect((await call(a, 'GET', '/voters-group', undefined, t2)).statusCode).toBe(200);
  });

  it('voter-info-add files a voter in a live group of the tenant; /voter-slist pages its voters in roll order', async () => {
    const group = (await call(a, 'POST', '/voters-group/add', payload(a))).json().voter_group as VoterGroup;
    const theirs = (await call(b, 'POST', '/voters-group/add', payload(b))).json().voter_group as VoterGroup;
    const gone = (await call(a, 'POST', '/voters-group/add', payload(a))).json().voter_group as VoterGroup;
    await call(a, 'PUT', `/voters-group/delete/${gone.id}`);
    const voters = await voterIds(a.tenantId);
    const info = (id: number) =>
      h.database.rows<{ voter_group_id: number | null }>(sql`select voter_group_id from voter_info where tenant_id = ${a.tenantId} and voter_id = ${id}`);

    // another tenant's group, a deleted group and an unknown id are a 400 on voter_group_id, nothing saved
    for (const bad of [theirs.id, gone.id, 99999999]) {
      const res = await call(a, 'POST', VoterApi.voterInfoAdd.path, { user_id: voters[0].id, voter_group_id: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ code: 'voter_group_id', message: 'Choose a voter group from the list.' })]);
    }
    expect(await info(voters[0].id)).toEqual([]);
    const notNumber = await call(a, 'POST', VoterApi.voterInfoAdd.path, { user_id: voters[0].id, voter_group_id: 'abc' });
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json().errors[0].code).toBe('voter_group_id');

    // twelve voters, saved out of roll order, join the group
    const members = voters.slice(3, 15).reverse();
    for (const v of members) {
      const res = await call(a, 'POST', VoterApi.voterInfoAdd.path, { user_id: v.id, voter_group_id: String(group.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json().voter_info.voter_group_id).toBe(group.id);
    }
    // shown again when the modal reopens (voter-info-family-details)
    const details = await h.app.inject({
      url: tenantUrl(a, `/${a.tenantId}/0${VoterApi.voterInfoFamilyDetails.path}`),
      query: { id: String(members[0].id) },
      headers: auth(a.token),
    });
    expect(details.json().voter_info.voter_group_id).toBe(group.id);
    expect((await list(a)).find((g) => g.id === group.id)!.voter_count).toBe(12);

    const page1 = (await call(a, 'GET', `/voters-group/voters/${group.id}`)).json() as VoterGroupVotersResponse;
    expect(page1).toMatchObject({ total: 12, page: 1, pageSize: 10, voter_group: { id: group.id, voter_count: 12 } });
    const inRollOrder = voters.slice(3, 15).map((v) => v.id);
    expect(page1.voters.map((v) => v.id)).toEqual(inRollOrder.slice(0, 10));
    expect(page1.voters[0]).toMatchObject({ partno: voters[3].partno, slnoinpart: voters[3].slnoinpart });
    expect(page1.voters[0].name).toBeTruthy();
    const page2 = (await call(a, 'GET', `/voters-group/voters/${group.id}?page=2`)).json() as VoterGroupVotersResponse;
    expect(page2.voters.map((v) => v.id)).toEqual(inRollOrder.slice(10));
    expect((await call(a, 'GET', `/voters-group/voters/${group.id}?page=0`)).statusCode).toBe(400);
    expect((await call(a, 'GET', `/voters-group/voters/abc`)).statusCode).toBe(400);

    // choosing no group takes the voter out of it
    const out = await call(a, 'POST', VoterApi.voterInfoAdd.path, { user_id: members[0].id, voter_group_id: '', align_with_party: 'yes' });
    expect(out.statusCode).toBe(200);
    expect(out.json().voter_info.voter_group_id).toBeNull();
    expect(((await call(a, 'GET', `/voters-group/voters/${group.id}`)).json() as VoterGroupVotersResponse).total).toBe(11);
  });

  it('filters /voter-slist by part, serial, section, name, ID card, mobile and centre: the text anywhere, whatever the case', async () => {
    const group = (await call(a, 'POST', '/voters-group/add', payload(a))).json().voter_group as VoterGroup;
    const voters = await voterIds(a.tenantId);
    // twenty voters of both parts, one with a phone given
    const members = voters.slice(10, 30);
    for (const v of members) {
      const phone = v === members[4] ? { phone_no: '9876501234' } : {};
      expect((await call(a, 'POST', VoterApi.voterInfoAdd.path, { user_id: v.id, voter_group_id: String(group.id), ...phone })).statusCode).toBe(200);
    }
    const pages = async (query: Record<string, string>) => {
      const rows: VoterGroupVotersResponse['voters'] = [];
      for (let page = 1; ; page++) {
        const res = await h.app.inject({
          url: tenantUrl(a, `/voters-group/voters/${group.id}`),
          query: { ...query, page: String(page) },
          headers: auth(a.token),
        });
        expect(res.statusCode).toBe(200);
        const body = res.json() as VoterGroupVotersResponse;
        rows.push(...body.voters);
        if (rows.length >= body.total) return { ids: rows.map((v) => v.id), total: body.total };
      }
    };
    // every row of the group, as the list shows them (two pages)
    const rows = (await Promise.all([1, 2].map((page) => call(a, 'GET', `/voters-group/voters/${group.id}?page=${page}`)))).flatMap(
      (r) => (r.json() as VoterGroupVotersResponse).voters,
    );
    expect(rows).toHaveLength(20);
    const has = (text: string | number | null | undefined, t: string) =>
      String(text ?? '')
        .toLowerCase()
        .includes(t.toLowerCase());
    const first = rows[0];
    const cases: Array<[string, string, (v: (typeof rows)[number]) => boolean]> = [
      ['part', '2', (v) => has(v.partno, '2')],
      ['serial', '1', (v) => has(v.slnoinpart, '1')],
      [
        'section',
        String(first.section_no),
        (v) => has(v.section_no, String(first.section_no)) || has(v.section, String(first.section_no)) || has(v.section_v1, String(first.section_no)),
      ],
      [
        'name',
        first.enfname!.slice(1, 4).toUpperCase(),
        (v) => has(`${v.enfname} ${v.enlname}`, first.enfname!.slice(1, 4)) || has(`${v.fm_name_v1 ?? ''} ${v.lastname_v1 ?? ''}`, first.enfname!.slice(1, 4)),
      ],
      ['idcard', first.idcardno!.slice(0, 5).toLowerCase(), (v) => has(v.idcardno, first.idcardno!.slice(0, 5))],
      ['mobile', '50123', (v) => has(v.voterInfo?.phone_no || v.mobile, '50123')],
      [
        'centre',
        (first.vcenter ?? '').slice(2, 7).toLowerCase(),
        (v) => has(v.vcenter, (first.vcenter ?? '').slice(2, 7)) || has(v.vcenter_v1, (first.vcenter ?? '').slice(2, 7)),
      ],
    ];
    for (const [filter, text, keep] of cases) {
      const expected = rows.filter(keep).map((v) => v.id);
      expect(expected.length).toBeGreaterThan(0);
      expect({ filter, text, ...(await pages({ [filter]: text })) }).toEqual({ filter, text, ids: expected, total: expected.length });
    }
    // two filters at once narrow each other; a LIKE wildcard is a plain character
    const both = rows.filter((v) => has(v.partno, '2') && has(v.slnoinpart, '1')).map((v) => v.id);
    expect((await pages({ part: '2', serial: '1' })).ids).toEqual(both);
    expect((await pages({ name: '%' })).total).toBe(0);
    const long = await call(a, 'GET', `/voters-group/voters/${group.id}?name=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].code).toBe('name');
  });
});
