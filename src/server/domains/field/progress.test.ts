// The field progress figures on every database kind: per part and per page held, by each elector's
// latest visit (a later visit replaces an earlier one), households counted once, the workers and
// their phones' last sync; another organisation's visits and workers never counted, the admin
// module required, and a bad query answered 400 with its field.
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import type { FieldProgressPart, FieldProgressResponse } from '../../../shared/api/fieldProgress';
import { caller, change, orgWithRoll, partVoters, synced, worker, type Org, type Worker } from './fixtures';

jest.setTimeout(120_000);

describe.each(dbKinds())('field progress on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let w1: Worker, w2: Worker, w3: Worker, wb: Worker;
  const call = caller(() => h);
  const progress = async (org: Org, query = 'acno=38'): Promise<FieldProgressResponse> => {
    const res = await call(org, 'GET', `/field/progress?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const part = (r: FieldProgressResponse, n: number) => r.parts.find((p) => p.partno === n) as FieldProgressPart;
  const households = async (tenantId: number, partno: number, upTo = 1e9, visitedSerials: number[] | null = null) => {
    const rows = await h.database.rows<{ id: number; slnoinpart: number; family_key: string | null }>(
      sql`select v.id, vs.slnoinpart, v.family_key from voters v ${slotJoin()}
           where v.tenant_id = ${tenantId} and v.acno = 38 and v.partno = ${partno} and v.deleted_at is null and vs.slnoinpart <= ${upTo}`,
    );
    const keys = rows.filter((r) => visitedSerials === null || visitedSerials.includes(r.slnoinpart)).map((r) => r.family_key ?? `v${r.id}`);
    return new Set(keys).size;
  };

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await orgWithRoll(h), await orgWithRoll(h, 1, 40, 32)];
    [w1, w2, w3, wb] = [await worker(h, a), await worker(h, a), await worker(h, a), await worker(h, b)];
    const assign = async (org: Org, body: object) => expect((await call(org, 'POST', '/field/assignments/add', body)).statusCode).toBe(201);
    // a page committee of two on part 1, a worker on the whole of part 2; b's worker on b's part 1
    await assign(a, { user_id: w1.id, acno: 38, partno: 1, from: 1, to: 30 });
    await assign(a, { user_id: w2.id, acno: 38, partno: 1, from: 1, to: 30 });
    await assign(a, { user_id: w3.id, acno: 38, partno: 2 });
    await assign(b, { user_id: wb.id, acno: 38, partno: 1 });
  });

  it('counts nothing done before the first visit, and lists every part with its pages and workers', async () => {
    const r = await progress(a);
    expect(r.parts.map((p) => [p.partno, p.electors, p.visited])).toEqual([
      [1, 60, 0],
      [2, 60, 0],
    ]);
    const p1 = part(r, 1);
    expect(p1.households).toBe(await households(a.tenantId, 1));
    expect(p1.pages).toHaveLength(1);
    expect(p1.pages[0]).toMatchObject({ from: 1, to: 30, electors: 30, visited: 0, households_visited: 0, last_sync: null });
    expect(p1.pages[0].workers.map((w) => w.user_id).sort()).toEqual([w1.id, w2.id].sort());
    expect(part(r, 2).pages).toEqual([expect.objectContaining({ from: null, to: null, electors: 60, workers: [expect.objectContaining({ user_id: w3.id })] })]);
  });

  it("counts each elector's latest visit, per part and per page, with the last sync of the page's phones", async () => {
    const voters = await partVoters(h, a.tenantId, 1);
    const v = (serial: number) => voters.find((x) => x.slnoinpart === serial)!.id;
    expect((await call(w1, 'GET', '/field/download')).statusCode).toBe(200);
    const done = await synced(h, w1, [
      change(v(1), 'visit', { outcome: 'met', slip_delivered: true, supporter_level: 1 }),
      change(v(2), 'visit', { outcome: 'met', supporter_level: 2 }),
      change(v(3), 'visit', { outcome: 'not_home' }),
      change(v(4), 'visit', { outcome: 'refused', supporter_level: 5 }),
    ]);
    expect(done.map((d) => d.state)).toEqual(['applied', 'applied', 'applied', 'applied']);
    // a later visit by the other member of the committee: the door was opened this time
    expect((await synced(h, w2, [change(v(3), 'visit', { outcome: 'met', slip_delivered: true, supporter_level: 3 })]))[0].state).toBe('applied');

    const r = await progress(a);
    const expected = { electors: 30, visited: 4, met: 3, slips_delivered: 2, supporters: 2, refusals: 1 };
    expect(part(r, 1).pages[0]).toMatchObject({ ...expected, households_visited: await households(a.tenantId, 1, 30, [1, 2, 3, 4]) });
    expect(part(r, 1)).toMatchObject({ ...expected, electors: 60 });
    expect(part(r, 2)).toMatchObject({ visited: 0, met: 0 });
    const page = part(r, 1).pages[0];
    expect(page.households).toBe(await households(a.tenantId, 1, 30));
    // w1 downloaded, w2 never did
    const byId = Object.fromEntries(page.workers.map((w) => [w.user_id, w.last_sync]));
    expect(byId[w1.id]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byId[w2.id]).toBeNull();
    expect(page.last_sync).toBe(byId[w1.id]);

    // one part asked alone answers the same figures
    const one = await progress(a, 'acno=38&partno=1');
    expect(one.parts.map((p) => p.partno)).toEqual([1]);
    expect(one.parts[0]).toEqual(part(r, 1));
  });

  it("never counts another organisation's visits or workers, nor shows its parts", async () => {
    const before = await progress(a);
    const bVoters = await partVoters(h, b.tenantId, 1);
    await synced(
      h,
      wb,
      bVoters.slice(0, 10).map((x) => change(x.id, 'visit', { outcome: 'refused' })),
    );
    const after = await progress(a);
    expect(after).toEqual(before);
    const workerIds = after.parts.flatMap((p) => p.workers.map((w) => w.user_id));
    expect(workerIds).not.toContain(wb.id);
    const theirs = await progress(b);
    expect(theirs.parts.map((p) => [p.partno, p.electors, p.refusals, p.workers.map((w) => w.user_id)])).toEqual([[1, 40, 10, [wb.id]]]);
    // an ended assignment leaves the page's figures off the list
    const [assignment] = (await call(b, 'GET', '/field/assignments?acno=38')).json().assignments;
    expect((await call(b, 'PUT', `/field/assignments/end/${assignment.id}`)).statusCode).toBe(200);
    expect(part(await progress(b), 1)).toMatchObject({ pages: [], workers: [], refusals: 10 });
  });

  it('answers bad input with 400 and the field, and refuses a worker without the admin module', async () => {
    const errorsOf = async (query: string) => {
      const res = await call(a, 'GET', `/field/progress${query}`);
      expect(res.statusCode).toBe(400);
      return res.json().errors.map((e: { code: string }) => e.code);
    };
    expect(await errorsOf('')).toEqual(['acno']);
    expect(await errorsOf('?acno=abc')).toEqual(['acno']);
    expect(await errorsOf('?acno=38&partno=-2')).toEqual(['partno']);
    expect(await errorsOf('?acno=38&partno=1.5')).toEqual(['partno']);
    expect((await call(w1, 'GET', '/field/progress?acno=38')).statusCode).toBe(403);
    // a constituency the organisation has no roll of answers no parts
    expect((await progress(a, 'acno=39')).parts).toEqual([]);
  });
});
