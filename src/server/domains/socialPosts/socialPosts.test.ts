// Social media posts beyond the generic CRUD tests (crud.test.ts runs those over this domain too):
// the names of the areas, teams, voter groups and offices on each row, the rules of a post refused
// by field, another organisation's rows refused, the switch setting the status it is sent (both
// ways), the report, and an area a post names kept from deletion.
import { sql } from 'drizzle-orm';
import { dbKinds, fieldOrganisation, type Harness, tenantCaller, useHarness } from '../../test/harness';
import type { SocialPost } from '../../../shared/api/socialPosts';

type Org = Awaited<ReturnType<typeof fieldOrganisation>>;

describe.each(dbKinds())('social media posts on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  const call = tenantCaller(() => h);

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await fieldOrganisation(h, []), await fieldOrganisation(h, [])];
  });

  const payload = (org: Org, over: Record<string, unknown> = {}) => ({
    title: 'Padyatra on Sunday',
    platform: 'whatsapp',
    start_date: '2026-12-01',
    end_date: '2026-12-07',
    text_content: 'Join us at Rajapeth Chowk at 9',
    area_id: [org.areaId],
    team_id: [org.teamId],
    voter_group_id: [org.groupId],
    office_id: [org.officeId],
    ...over,
  });
  const count = async (tenantId: number) =>
    Number((await h.database.rows<{ n: number }>(sql`select count(*)::int as n from social_posts where tenant_id = ${tenantId}`))[0].n);

  it('creates a post and lists it with the names of its areas, teams, voter groups and offices', async () => {
    const res = await call(a, 'POST', '/social-media/add', payload(a));
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toBe('Social media post created successfully!');
    const list = (await call(a, 'GET', '/social-media')).json().socialMediaPosts as SocialPost[];
    const post = list.find((p) => p.id === res.json().socialMediaPost.id)!;
    expect(post).toMatchObject({
      title: 'Padyatra on Sunday',
      platform: 'whatsapp',
      start_date: '2026-12-01',
      end_date: '2026-12-07',
      status: 1,
      teams: [{ id: a.teamId, name: 'Booth Team' }],
      voterGroups: [{ id: a.groupId, voter_group_name: 'Market vendors' }],
    });
    expect(post.areas).toHaveLength(1);
    expect(post.offices).toHaveLength(1);
    expect((await call(a, 'GET', `/social-media/edit/${post.id}`)).json().socialMediaPost.title).toBe('Padyatra on Sunday');
  });

  it('refuses a post without title, platform or days, an unknown platform, an end before the start and another organisation’s rows, by field', async () => {
    const before = await count(a.tenantId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', 'validation.titleRequired'],
      [{ platform: '' }, 'platform', 'validation.platformRequired'],
      [{ platform: 'myspace' }, 'platform', 'validation.platformRequired'],
      [{ start_date: '' }, 'start_date', 'validation.startDateRequired'],
      [{ end_date: '2026-11-30' }, 'end_date', 'validation.endDayBeforeStart'],
      [{ start_date: '2026-02-30' }, 'start_date', 'validation.date'],
      [{ area_id: [b.areaId] }, 'area_id', 'validation.unknownArea'],
      [{ team_id: [b.teamId] }, 'team_id', 'validation.unknownTeam'],
      [{ voter_group_id: [b.groupId] }, 'voter_group_id', 'validation.unknownVoterGroup'],
      [{ office_id: [b.officeId] }, 'office_id', 'validation.unknownOffice'],
    ];
    for (const [over, field, key] of cases) {
      const res = await call(a, 'POST', '/social-media/add', payload(a, over));
      expect([over, res.statusCode, res.json().errors]).toEqual([over, 400, [expect.objectContaining({ code: field, key })]]);
    }
    expect(await count(a.tenantId)).toBe(before);
  });

  it('switches a post off and on with the status it is sent, and the report shows it', async () => {
    const id = (await call(a, 'POST', '/social-media/add', payload(a, { title: 'Melava reminder' }))).json().socialMediaPost.id as number;
    const off = await call(a, 'PUT', '/social-media/inactive', { id, status: 0 });
    expect([off.statusCode, off.json().msg, off.json().socialMediaPost.status]).toEqual([200, 'Post inactivated successfully!', 0]);
    // sending the same status again keeps it (the intended status, not a flip of the stored one)
    expect((await call(a, 'PUT', '/social-media/inactive', { id, status: 0 })).json().socialMediaPost.status).toBe(0);
    const report = (await call(a, 'GET', '/reports-social')).json().socialMediaPosts as SocialPost[];
    expect(report.find((p) => p.id === id)?.status).toBe(0);
    const on = await call(a, 'PUT', '/social-media/inactive', { id, status: 1 });
    expect([on.json().msg, on.json().socialMediaPost.status]).toEqual(['Post activated successfully!', 1]);
    expect((await call(a, 'PUT', '/social-media/inactive', { id, status: 2 })).statusCode).toBe(400);
  });

  it('keeps another organisation’s posts out of reach, and an area a post names from deletion', async () => {
    const theirs = (await call(b, 'POST', '/social-media/add', payload(b))).json().socialMediaPost.id as number;
    expect((await call(a, 'GET', `/social-media/edit/${theirs}`)).statusCode).toBe(404);
    expect((await call(a, 'PUT', '/social-media/inactive', { id: theirs, status: 0 })).statusCode).toBe(404);
    expect((await call(a, 'PUT', '/social-media/update', { ...payload(a), id: theirs })).statusCode).toBe(404);
    expect(((await call(a, 'GET', '/reports-social')).json().socialMediaPosts as SocialPost[]).some((p) => p.id === theirs)).toBe(false);
    expect((await call(b, 'GET', `/social-media/edit/${theirs}`)).json().socialMediaPost.status).toBe(1);

    const area = await call(b, 'PUT', `/area/delete/${b.areaId}`);
    expect(area.statusCode).toBe(409);
  });
});
