// Teams beyond the generic CRUD tests (crud.test.ts runs those over this domain too): the list's
// joined names and members, the in-charge and member rules, other organisations' ids refused,
// members kept as rows (a member cannot be deleted as a user; leaving or a deleted team frees him).
import { sql } from 'drizzle-orm';
import { dbKinds, makeStaff, signedInOrganisation, type Harness, tenantCaller, areaAndOffice, randomName, useHarness } from '../../test/harness';
import type { Team } from '../../../shared/api/teams';

type Org = Awaited<ReturnType<typeof signedInOrganisation>> & { officeId: number; areaId: number; staff: number[] };

describe.each(dbKinds())('teams on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  async function organisation(): Promise<Org> {
    const o = await signedInOrganisation(h);
    const org = { ...o, ...(await areaAndOffice(h, o)), staff: [] as number[] };
    for (const name of ['Sunil', 'Vaishali', 'Amol']) {
      const s = await makeStaff(h, o.tenantId, ['Task']);
      await h.database.db.execute(sql`update users set f_name = ${name}, l_name = 'Patil' where id = ${s.id}`);
      org.staff.push(s.id);
    }
    return org;
  }
  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await organisation(), await organisation()];
  });

  const payload = (org: Org, over: Record<string, unknown> = {}) => ({
    name: randomName('Team'),
    office_id: org.officeId,
    area_id: org.areaId,
    team_incharge_1: org.staff[0],
    team_incharge_2: org.staff[1],
    team_members: [org.staff[2], org.adminId],
    ...over,
  });
  const list = async (org: Org) => (await call(org, 'GET', '/teams')).json().teams as Team[];
  const count = async (table: 'teams' | 'team_members', tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`))[0].n);
  const liveMembers = async (teamId: number) =>
    (await h.database.rows<{ user_id: number }>(sql`select user_id from team_members where team_id = ${teamId} and deleted_at is null order by user_id`)).map(
      (r) => Number(r.user_id),
    );

  it('adds a team and lists it with the in-charges, office, area and members by name', async () => {
    const res = await call(a, 'POST', '/teams/add', payload(a, { name: 'Rajapeth Booth Team' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Team added successfully!');
    const team = (await list(a)).find((t) => t.name === 'Rajapeth Booth Team')!;
    expect(team).toMatchObject({
      office_id: a.officeId,
      area_id: a.areaId,
      area: 'Rajapeth',
      team_incharge_1: a.staff[0],
      team_incharge_2: a.staff[1],
      team_primary_incharge_details: { f_name: 'Sunil', l_name: 'Patil' },
      team_secondary_incharge_details: { f_name: 'Vaishali', l_name: 'Patil' },
      team_office: { office_name: 'Head Office' },
      team_area: { name: 'Rajapeth' },
    });
    expect([...team.team_members].sort((x, y) => x - y)).toEqual([a.adminId, a.staff[2]].sort((x, y) => x - y));
    expect(team.team_details.map((m) => m.user.f_name).sort()).toEqual(['Amol', expect.any(String)].sort());
    const one = await call(a, 'GET', `/teams/edit/${team.id}`);
    expect(one.json().team.team_details).toHaveLength(2);
  });

  it("takes the area's name as the spec's calls send it, or null, and answers the name of area_id either way", async () => {
    for (const area of ['Rajapeth', null, 'Some other name']) {
      const res = await call(a, 'POST', '/teams/add', payload(a, { area }));
      expect(res.statusCode).toBe(201);
      expect((await call(a, 'GET', `/teams/edit/${res.json().team.id}`)).json().team).toMatchObject({ area_id: a.areaId, area: 'Rajapeth' });
    }
  });

  it('refuses the same person twice as in-charge, an in-charge among the members, and a member twice; nothing stored', async () => {
    const before = [await count('teams', a.tenantId), await count('team_members', a.tenantId)];
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ team_incharge_2: a.staff[0] }, 'team_incharge_2', 'validation.sameIncharge'],
      [{ team_members: [a.staff[0]] }, 'team_members', 'validation.memberIsIncharge'],
      [{ team_members: [a.staff[1], a.staff[2]] }, 'team_members', 'validation.memberIsIncharge'],
      [{ team_members: [a.staff[2], a.staff[2]] }, 'team_members', 'validation.memberTwice'],
      [{ name: '  ' }, 'name', 'validation.teamNameRequired'],
      [{ team_incharge_1: null }, 'team_incharge_1', 'validation.teamInchargeRequired'],
      [{ office_id: '' }, 'office_id', 'validation.officeRequired'],
      [{ area_id: 'x' }, 'area_id', 'validation.areaRequired'],
      [{ team_members: ['a'] }, 'team_members', 'validation.unknownUser'],
    ];
    for (const [over, code, key] of cases) {
      const res = await call(a, 'POST', '/teams/add', payload(a, over));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ code, key })]));
    }
    expect([await count('teams', a.tenantId), await count('team_members', a.tenantId)]).toEqual(before);
  });

  it("refuses another organisation's office, area, in-charges and members by field, and nothing is stored", async () => {
    const before = [await count('teams', a.tenantId), await count('team_members', a.tenantId), await count('team_members', b.tenantId)];
    const res = await call(
      a,
      'POST',
      '/teams/add',
      payload(a, { office_id: b.officeId, area_id: b.areaId, team_incharge_1: b.staff[0], team_incharge_2: b.staff[1], team_members: [b.staff[2]] }),
    );
    expect(res.statusCode).toBe(400);
    const codes = (res.json().errors as Array<{ code: string; key: string }>).map((e) => `${e.code}:${e.key}`).sort();
    expect(codes).toEqual(
      [
        'area_id:validation.unknownArea',
        'office_id:validation.unknownOffice',
        'team_incharge_1:validation.unknownUser',
        'team_incharge_2:validation.unknownUser',
        'team_members:validation.unknownUser',
      ].sort(),
    );
    expect([await count('teams', a.tenantId), await count('team_members', a.tenantId), await count('team_members', b.tenantId)]).toEqual(before);
  });

  it("answers 404 to another organisation's team on read, update and delete, and changes nothing", async () => {
    const id = (await call(a, 'POST', '/teams/add', payload(a))).json().team.id as number;
    expect((await call(b, 'GET', `/teams/edit/${id}`)).statusCode).toBe(404);
    expect((await call(b, 'PUT', '/teams/update', { ...payload(b), id })).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/teams/delete/${id}`)).statusCode).toBe(404);
    expect((await list(b)).some((t) => t.id === id)).toBe(false);
    expect((await call(a, 'GET', `/teams/edit/${id}`)).json().team.team_members).toHaveLength(2);
  });

  it('keeps the members as rows: an update changes them, a member cannot be deleted as a user until he leaves', async () => {
    const id = (await call(a, 'POST', '/teams/add', payload(a, { team_members: [a.staff[2]] }))).json().team.id as number;
    expect(await liveMembers(id)).toEqual([a.staff[2]]);
    // the member cannot be deleted while he is in the team
    const refused = await call(a, 'PUT', `/candidate/delete/${a.staff[2]}`);
    expect(refused.statusCode).toBe(409);
    const updated = await call(a, 'PUT', '/teams/update', { ...payload(a, { team_members: [a.adminId] }), id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().msg).toBe('Team updated successfully!');
    expect(updated.json().team.team_members).toEqual([a.adminId]);
    expect(await liveMembers(id)).toEqual([a.adminId]);
    // deleting the team frees its members too
    expect((await call(a, 'PUT', `/teams/delete/${id}`)).json().msg).toBe('The Team has been deleted.');
    expect(await liveMembers(id)).toEqual([]);
  });
});
