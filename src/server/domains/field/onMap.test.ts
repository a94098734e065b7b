// Whether a part's polling station is on the map, on every database kind: the progress and the
// assignments answer on_map true for a part whose centre holds a point, false for one whose centre
// has none (or a JSON null) and for a part with no centre on record; another organisation's
// centre of the same constituency and part never counts, and its own answers are untouched.
import { sql } from 'drizzle-orm';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import type { AssignmentListResponse } from '../../../shared/api/field';
import type { FieldProgressResponse } from '../../../shared/api/fieldProgress';
import { VotingCentreApi } from '../../../shared/api/voters';
import { caller, orgWithRoll, worker, type Org } from './fixtures';

jest.setTimeout(120_000);

describe.each(dbKinds())('polling stations on the map on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  /** a's centre of each part (the parts polled in one building share one) */
  let centre: Record<number, number>;
  const call = caller(() => h);
  const answer = async <T>(org: Org, path: string): Promise<T> => {
    const res = await call(org, 'GET', path);
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const progress = (org: Org) => answer<FieldProgressResponse>(org, '/field/progress?acno=38');
  const assignments = (org: Org) => answer<AssignmentListResponse>(org, '/field/assignments?acno=38');
  const located = (parts: Array<{ partno: number; center_id: number | null; on_map: boolean }>) => parts.map((p) => [p.partno, p.center_id, p.on_map]);

  useHarness(kind, async (started) => {
    h = started;
    // both organisations hold constituency 38 with parts 1-4, every centre on the map as imported
    [a, b] = [await orgWithRoll(h, 4, 10, 41), await orgWithRoll(h, 4, 10, 42)];
    const rows = await h.database.rows<{ partno: number; center_id: number }>(
      sql`select partno, center_id from voting_centres where tenant_id = ${a.tenantId} and acno = 38`,
    );
    centre = Object.fromEntries(rows.map((r) => [Number(r.partno), Number(r.center_id)]));
    for (const org of [a, b]) {
      const w = await worker(h, org);
      for (const partno of [1, 2, 3, 4]) expect((await call(org, 'POST', '/field/assignments/add', { user_id: w.id, acno: 38, partno })).statusCode).toBe(201);
    }
  });

  it('answers every part on the map while each centre holds a point', async () => {
    expect(located((await progress(a)).parts)).toEqual([
      [1, centre[1], true],
      [2, centre[2], true],
      [3, centre[3], true],
      [4, centre[4], true],
    ]);
    expect(located((await assignments(a)).assignments)).toEqual(located((await progress(a)).parts));
  });

  it("answers off the map a part whose centre has no point or none on record, and leaves the other organisation's answers as they were", async () => {
    const [theirProgress, theirAssignments] = [await progress(b), await assignments(b)];
    // part 2: the point taken away; part 3: a JSON null where the point was; part 4: no centre row at all
    await h.database.rows(sql`update voting_centres set voting_center_location = null where tenant_id = ${a.tenantId} and acno = 38 and partno = 2`);
    await h.database.rows(sql`update voting_centres set voting_center_location = 'null'::jsonb where tenant_id = ${a.tenantId} and acno = 38 and partno = 3`);
    await h.database.rows(sql`delete from voting_centres where tenant_id = ${a.tenantId} and acno = 38 and partno = 4`);

    const ours = await progress(a);
    expect(located(ours.parts)).toEqual([
      [1, centre[1], true],
      [2, centre[2], false],
      [3, centre[3], false],
      [4, null, false],
    ]);
    // the part without a centre still lists its electors and worker
    expect(ours.parts[3]).toMatchObject({ electors: 10, vcenter: null, location: null });
    expect(ours.parts[3].workers).toHaveLength(1);
    const list = (await assignments(a)).assignments;
    expect(located(list)).toEqual(located(ours.parts));
    expect(list.map((x) => x.electors)).toEqual([10, 10, 10, 10]);
    // one part asked alone answers the same
    const one = await answer<FieldProgressResponse>(a, '/field/progress?acno=38&partno=2');
    expect(located(one.parts)).toEqual([[2, centre[2], false]]);
    const onePart = await answer<AssignmentListResponse>(a, '/field/assignments?acno=38&partno=4');
    expect(located(onePart.assignments)).toEqual([[4, null, false]]);

    // b's centres of the same constituency and parts still hold their points: b's answers are as before
    expect(await progress(b)).toEqual(theirProgress);
    expect(await assignments(b)).toEqual(theirAssignments);
    expect(theirProgress.parts.every((p) => p.on_map)).toBe(true);
    expect(theirAssignments.assignments.every((x) => x.on_map)).toBe(true);
  });

  it('answers a part on the map again once its centre is given a point through the voting-centre screen', async () => {
    // the voter prefix of an organisation's admin: the organisation (the tenant) and no candidate
    const res = await call(a, 'PUT', `/${a.tenantId}/0${VotingCentreApi.update.path}`, {
      id: centre[2],
      acno: 38,
      voting_center_location: { type: 'Point', coordinates: [77.76, 20.93] },
    });
    expect(res.statusCode).toBe(200);
    expect(located((await progress(a)).parts)[1]).toEqual([2, centre[2], true]);
    expect(located((await assignments(a)).assignments)[1]).toEqual([2, centre[2], true]);
  });
});
