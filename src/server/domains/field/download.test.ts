// The worker's voters on every database kind: a download holds the voters of the worker's pages
// only (roll fields, household keys, details, consent, latest visit and slip), never a phone of a
// voter who may not be contacted; the changes since a cursor hold the voters changed by anyone and
// those newly assigned, and take off the phone those of an ended or changed assignment; an unknown
// cursor answers a whole download. A part of 1,500 electors goes in at most 250 KB gzipped.
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, importRoll, tenantUrl, useHarness, type Harness } from '../../test/harness';
import type { FieldAssignment } from '../../../shared/api/field';
import { caller, change, decode, orgWithRoll, partVoters, synced, voters, worker, type Org, type Worker } from './fixtures';

// workers sign in with hashed passwords (argon2) and a part of 1,500 electors is imported first
jest.setTimeout(180_000);

describe.each(dbKinds())("a worker's voters on %s", (kind) => {
  let h: Harness, a: Org;
  let ravi: Worker, meena: Worker;
  let part1: number[], part2: number[];
  let page: FieldAssignment;
  const call = caller(() => h);
  const assign = async (body: object) => (await call(a, 'POST', '/field/assignments/add', body)).json().assignment as FieldAssignment;

  useHarness(kind, async (started) => {
    h = started;
    a = await orgWithRoll(h, 2, 60, 34);
    [ravi, meena] = [await worker(h, a), await worker(h, a)];
    [part1, part2] = [(await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id)), (await partVoters(h, a.tenantId, 2)).map((v) => Number(v.id))];
    page = await assign({ user_id: ravi.id, acno: 38, partno: 1, from: 1, to: 30 });
    await assign({ user_id: meena.id, acno: 38, partno: 1, from: 1, to: 30 });
    // the details and visit the office collected before, one voter asking not to be contacted
    await h.database.rows(
      sql`insert into voter_info (tenant_id, voter_id, phone_no, align_with_party, family_id, details)
          values (${a.tenantId}, ${part1[0]}, '+919822000001', 'yes', 'H-1', '{"income_groups": "middle"}'::jsonb),
                 (${a.tenantId}, ${part1[1]}, '+919822000002', 'no', 'H-1', '{}'::jsonb)`,
    );
    await h.database.rows(sql`update voters set mobile = '+919822000003' where tenant_id = ${a.tenantId} and id = ${part1[1]}`);
    await h.database.rows(sql`update voter_info set do_not_contact = true where tenant_id = ${a.tenantId} and voter_id = ${part1[1]}`);
    await h.database.rows(
      sql`insert into voter_visits (tenant_id, voter_id, acno, partno, slnoinpart, outcome, slip_delivered, supporter_level, phone, visited_by)
          select v.tenant_id, v.id, v.acno, v.partno, vs.slnoinpart, 'met', true, 1, '+919822000004', ${a.adminId} from voters v ${slotJoin()}
           where v.tenant_id = ${a.tenantId} and v.id in (${part1[0]}, ${part1[1]})`,
    );
  });

  it("downloads the worker's page only, with details, consent and latest visit, and no phone of a voter who may not be contacted", async () => {
    const got = await voters(h, ravi);
    expect(got.reset).toBe(true);
    expect(got.pages).toEqual([expect.objectContaining({ assignment_id: page.id, acno: 38, partno: 1, from: 1, to: 30, electors: 30 })]);
    const rows = got.voters.map(decode);
    expect(rows.map((r) => r.id)).toEqual(part1.slice(0, 30));
    expect(rows[0]).toMatchObject({
      slnoinpart: 1,
      phone_no: '+919822000001',
      align_with_party: 'yes',
      family_id: 'H-1',
      income_groups: 'middle',
      visit_outcome: 'met',
      slip_delivered: true,
      supporter_level: 1,
      visit_phone: '+919822000004',
      contact_block: null,
    });
    expect(rows[0].fm_name_en).toBeTruthy();
    expect(rows[0].family_key).toBeTruthy();
    expect(rows[1]).toMatchObject({
      contact_block: 'do_not_contact',
      do_not_contact: true,
      phone_no: null,
      mobile: null,
      visit_phone: null,
      align_with_party: 'no',
    });
    expect(JSON.stringify(got)).not.toMatch(/9822000002|9822000003/);
    // every section of the part is named once, those of the page's voters among them
    const named = got.sections.map((s) => s[2]);
    expect(new Set(named).size).toBe(named.length);
    expect(named).toEqual(expect.arrayContaining([...new Set(rows.map((r) => r.section_no))]));
  });

  it('sends since a cursor only the voters changed (by anyone) and newly assigned, and takes off those of an ended assignment', async () => {
    const first = await voters(h, ravi);
    const nothing = await voters(h, ravi, first.cursor);
    expect(nothing).toMatchObject({ reset: false, voters: [], removed: [] });
    // another worker's visit, an office edit of the roll, and a new page of part 2
    expect((await synced(h, meena, [change(part1[5], 'visit', { outcome: 'refused' })]))[0].state).toBe('applied');
    await h.database.rows(sql`update voters set house_no = '12A', updated_at = now() where tenant_id = ${a.tenantId} and id = ${part1[7]}`);
    const more = await assign({ user_id: ravi.id, acno: 38, partno: 2, from: 1, to: 5 });
    const next = await voters(h, ravi, nothing.cursor);
    expect(next.reset).toBe(false);
    expect(next.voters.map(decode).map((r) => r.id)).toEqual([part1[5], part1[7], ...part2.slice(0, 5)]);
    expect(next.voters.map(decode).find((r) => r.id === part1[5])).toMatchObject({ visit_outcome: 'refused', visited_by: meena.id });
    // ended: its five voters leave the phone; narrowed: the serials no longer held leave too
    await call(a, 'PUT', `/field/assignments/end/${more.id}`);
    await call(a, 'PUT', `/field/assignments/end/${page.id}`);
    page = await assign({ user_id: ravi.id, acno: 38, partno: 1, from: 1, to: 25 });
    const after = await voters(h, ravi, next.cursor);
    expect(after.removed.sort((x, y) => x - y)).toEqual([...part2.slice(0, 5), ...part1.slice(25, 30)].sort((x, y) => x - y));
    expect(after.voters).toEqual([]);
    // a voter the revised roll removed leaves the phone too (off the roll: their row and their slot)
    await h.database.rows(sql`update voters set deleted_at = now(), updated_at = now() where tenant_id = ${a.tenantId} and id = ${part1[20]}`);
    await h.database.rows(sql`update voter_slots set on_roll = null where tenant_id = ${a.tenantId} and voter_id = ${part1[20]}`);
    const gone = await voters(h, ravi, after.cursor);
    expect(gone.removed).toEqual([part1[20]]);
    // a renumbering changes only the electors' slots (their rows stay as they were): the new serials are sent
    await h.database.rows(sql`update voter_slots set slnoinpart = 5 - slnoinpart, updated_at = now()
                               where tenant_id = ${a.tenantId} and acno = 38 and partno = 1 and slnoinpart in (2, 3)`);
    const renumbered = (await voters(h, ravi, gone.cursor)).voters.map(decode);
    expect(renumbered.map((r) => [r.id, r.slnoinpart])).toEqual([
      [part1[2], 2],
      [part1[1], 3],
    ]);
    await h.database.rows(sql`update voter_slots set slnoinpart = 5 - slnoinpart
                               where tenant_id = ${a.tenantId} and acno = 38 and partno = 1 and slnoinpart in (2, 3)`);
  });

  it("answers a whole download to a cursor it does not know: another worker's, or made up", async () => {
    const mine = await voters(h, ravi);
    for (const cursor of [mine.cursor, '999999']) {
      const res = await voters(h, meena, cursor);
      expect(res.reset).toBe(true);
      // her page, less the voter the revised roll removed above
      expect(res.voters.map(decode).map((r) => r.id)).toEqual(part1.slice(0, 30).filter((id) => id !== part1[20]));
    }
    const bad = await h.app.inject({ method: 'GET', url: tenantUrl(meena, '/field/changes?cursor=abc'), headers: auth(meena.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ code: 'cursor', key: 'field.cursorInvalid' })]);
  });

  it('sends a part of 1,500 electors in at most 250 KB gzipped', async () => {
    await importRoll(h, a, { acno: 39, parts: 1, perPart: 1500, seed: 35 });
    const big = await worker(h, a);
    await assign({ user_id: big.id, acno: 39, partno: 1 });
    // some of the part's details collected, as a campaign would have them
    await h.database.rows(
      sql`insert into voter_info (tenant_id, voter_id, phone_no, align_with_party, align_with_candidate, category, family_id)
          select v.tenant_id, v.id, '+9198220' || lpad(vs.slnoinpart::text, 5, '0'), 'yes', 'prefer_not_to_say', 'Farmer', 'F-' || (vs.slnoinpart / 4)
            from voters v ${slotJoin()} where v.tenant_id = ${a.tenantId} and v.acno = 39 and vs.slnoinpart % 3 = 0`,
    );
    const res = await h.app.inject({ method: 'GET', url: tenantUrl(big, '/field/download'), headers: { ...auth(big.token), 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(res.rawPayload).toString());
    expect(body.voters.length).toBe(1500);
    expect(res.rawPayload.length).toBeLessThanOrEqual(250 * 1024);
  });
});
