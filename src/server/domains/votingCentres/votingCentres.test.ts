// Voting-centre locations (screens, API calls): the list, one centre, and moving it (inside India only,
// on every part of the centre, audited), with other tenants refused, on every database kind.
import { sql } from 'drizzle-orm';
import { auth, dbKinds, startHarness, type Harness, signedInOrganisation, importTwoRolls } from '../../test/harness';
import { VotingCentreApi, type VotingLocationListResponse } from '../../../shared/api/voters';

describe.each(dbKinds())('voting-centre locations on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; adminId: number; token: string };
  let b: { tenantId: number; adminId: number; token: string };
  const vp = (who: { tenantId: number }) => `/api/v1/admin/${who.tenantId}/${who.tenantId}/0`;
  const get = (who: { token: string }, url: string, query: Record<string, string | number> = {}) =>
    h.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: auth(who.token) });
  const put = (who: { token: string }, url: string, payload: unknown) =>
    h.app.inject({ method: 'PUT', url, payload: payload as object, headers: auth(who.token) });

  beforeAll(async () => {
    h = await startHarness(kind);
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importTwoRolls(h, a, b);
  });
  afterAll(() => h.close());

  it('lists, opens and moves a voting centre, refusing points outside India and other tenants', async () => {
    const list = (await get(a, vp(a) + VotingCentreApi.list.path, { acno: 38 })).json() as VotingLocationListResponse;
    expect(list.votingLocationlist.map((r) => r.partno).sort()).toEqual([1, 2, 3]);
    const centre = list.votingLocationlist[0];
    expect(centre).toMatchObject({ ac_no: 38, center_id: expect.any(Number), location_name: expect.any(String), voter_count: 60 });
    const parts = list.votingLocationlist.filter((r) => r.center_id === centre.center_id).map((r) => r.partno);

    const edit = await get(a, vp(a) + VotingCentreApi.edit.path, { id: centre.center_id, acno: 38 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().matdan_kendra).toMatchObject({ center_id: centre.center_id, ac_no: 38, partnos: parts });

    const outside = await put(a, vp(a) + VotingCentreApi.update.path, {
      id: centre.center_id,
      acno: 38,
      voting_center_location: { type: 'Point', coordinates: [2.35, 48.85] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({ code: 'voting_center_location', key: 'validation.outsideIndia' });
    const swapped = await put(a, vp(a) + VotingCentreApi.update.path, {
      id: centre.center_id,
      acno: 38,
      voting_center_location: { type: 'Point', coordinates: [20.9, 77.7] },
    });
    expect(swapped.statusCode).toBe(400);
    expect((await put(a, vp(a) + VotingCentreApi.update.path, { id: centre.center_id, acno: 38 })).statusCode).toBe(400);
    const unchanged = (await get(a, vp(a) + VotingCentreApi.edit.path, { id: centre.center_id, acno: 38 })).json().matdan_kendra;
    expect(unchanged.voting_center_location).toEqual(centre.voting_center_location);

    const ok = await put(a, vp(a) + VotingCentreApi.update.path, {
      id: centre.center_id,
      acno: 38,
      voting_center_location: { type: 'Point', coordinates: [77.76, 20.94] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      msg: 'Details updated successfully!',
      matdan_kendra: { voting_center_location: { type: 'Point', coordinates: [77.76, 20.94] } },
    });
    const after = (await get(a, vp(a) + VotingCentreApi.list.path, { acno: 38 })).json() as VotingLocationListResponse;
    for (const r of after.votingLocationlist.filter((x) => x.center_id === centre.center_id)) {
      expect(r.voting_center_location).toEqual({ type: 'Point', coordinates: [77.76, 20.94] });
    }
    const audit = await h.database.rows(sql`select 1 from audit_log where tenant_id = ${a.tenantId} and entity = 'voting_centres' and action = 'update'`);
    expect(audit.length).toBe(parts.length);

    // B cannot reach A's centre through its own path (unknown there) nor A's path.
    const bCentre = (await get(b, vp(b) + VotingCentreApi.list.path, { acno: 38 })).json().votingLocationlist[0];
    expect((await get(b, vp(b) + VotingCentreApi.edit.path, { id: 999, acno: 38 })).statusCode).toBe(404);
    expect(
      (
        await put(b, vp(a) + VotingCentreApi.update.path, {
          id: centre.center_id,
          acno: 38,
          voting_center_location: { type: 'Point', coordinates: [77.7, 20.9] },
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(a, vp(a) + VotingCentreApi.edit.path, { id: 999, acno: 38 })).statusCode).toBe(404);
    expect(bCentre.voting_center_location).not.toEqual({ type: 'Point', coordinates: [77.76, 20.94] });
  });

  it('answers the voting centre of a part (POST voting-center-location), 404 for an unknown part', async () => {
    const post = (who: { token: string }, url: string, payload: unknown) =>
      h.app.inject({ method: 'POST', url, payload: payload as object, headers: auth(who.token) });
    const list = (await get(a, vp(a) + VotingCentreApi.list.path, { acno: 38 })).json() as VotingLocationListResponse;
    const part = list.votingLocationlist[list.votingLocationlist.length - 1];
    const res = await post(a, vp(a) + '/voting-center-location', { acno: '38', partno: part.partno });
    expect(res.statusCode).toBe(200);
    const edit = (await get(a, vp(a) + VotingCentreApi.edit.path, { id: part.center_id, acno: 38 })).json();
    expect(res.json()).toEqual(edit);
    expect(res.json().matdan_kendra.partnos).toContain(part.partno);
    expect((await post(a, vp(a) + '/voting-center-location', { acno: 38, partno: 999 })).statusCode).toBe(404);
    expect((await post(a, vp(a) + '/voting-center-location', { acno: 38 })).json().errors).toEqual([expect.objectContaining({ code: 'partno' })]);
    expect((await post(b, vp(a) + '/voting-center-location', { acno: 38, partno: part.partno })).statusCode).toBe(403);
  });
});
