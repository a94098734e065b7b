// A voter's collected record, written at the door and read in the office, on every database kind:
// a supporter level given at the door is the stance the poll-day list, the call sheet, the
// alignment report and the field figures read; a visit's note and outcome are in the voter's
// details and the visits export; the privacy export holds every visit, note and phone and the
// audit rows about them; a later worker's change says which fields it replaced, whose and when.
import XLSX from 'sheetjs-style';
import { sql } from 'drizzle-orm';
import { dbKinds, useHarness, type Harness } from '../../../test/harness';
import type { FamilyDetailsResponse } from '../../../../shared/api/voters';
import type { SupportersResponse } from '../../../../shared/api/pollDay';
import type { VoterExport } from '../../../../shared/api/voterPrivacy';
import type { FieldProgressResponse } from '../../../../shared/api/fieldProgress';
import type { ChangeOverride } from '../../../../shared/api/field';
import type { VoterConflictsResponse } from '../../../../shared/api/voterConflicts';
import { caller, change, orgWithRoll, partVoters, synced, worker, type Org, type Worker } from '../../field/fixtures';

jest.setTimeout(400_000);

describe.each(dbKinds())("a voter's collected record on %s", (kind) => {
  let h: Harness, a: Org, b: Org;
  let alice: Worker, bina: Worker;
  let page: number[];
  const call = caller(() => h);
  /** A voter route: the organisation and (no) candidate after the tenant base. */
  const vcall = (who: Org, method: 'GET' | 'POST', path: string) => call(who, method, `/${who.tenantId}/0${path}`);

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await orgWithRoll(h, 1, 30), await orgWithRoll(h, 1, 10, 33)];
    [alice, bina] = [await worker(h, a), await worker(h, a)];
    page = (await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id));
    for (const w of [alice, bina]) expect((await call(a, 'POST', '/field/assignments/add', { user_id: w.id, acno: 38, partno: 1 })).statusCode).toBe(201);
  });

  it('takes the supporter level given at the door as the stance every list of supporters reads', async () => {
    const [strong, opponent] = page;
    const sent = await synced(h, alice, [
      change(strong, 'visit', { outcome: 'met', supporter_level: 1 }),
      change(opponent, 'visit', { outcome: 'met', supporter_level: 5 }),
    ]);
    expect(sent.map((r) => r.state)).toEqual(['applied', 'applied']);
    const supporters = (await call(a, 'GET', '/poll-day/supporters?acno=38&partno=1')).json<SupportersResponse>().supporters.map((s) => s.voter_id);
    expect(supporters).toContain(strong);
    expect(supporters).not.toContain(opponent);
    const report = await vcall(a, 'GET', '/report-by-align?acno=38&partno=1&align_with_party=yes');
    expect(report.statusCode).toBe(200);
    expect(report.json<{ voters: Array<{ id: number }> }>().voters.map((r) => Number(r.id))).toEqual([strong]);
    const figures = (await call(a, 'GET', '/field/progress?acno=38')).json<FieldProgressResponse>();
    expect(figures.parts[0].supporters).toBe(1);
    const [info] = await h.database.rows<{ align_with_party: string }>(
      sql`select align_with_party from voter_info where tenant_id = ${a.tenantId} and voter_id = ${opponent}`,
    );
    expect(info.align_with_party).toBe('no');
    // another organisation's lists hold none of them
    expect((await call(b, 'GET', '/poll-day/supporters?acno=38&partno=1')).json<SupportersResponse>().total).toBe(0);
  });

  it("shows a visit's note and outcome in the voter's details and in the visits export", async () => {
    const v = page[2];
    await synced(h, alice, [change(v, 'visit', { outcome: 'not_home', note: 'Back after six' })]);
    await synced(h, bina, [change(v, 'visit', { outcome: 'met', note: 'Needs a ride to the booth', phone: '9822011111' })]);
    const details = (await vcall(a, 'GET', `/voter-info-family-details?id=${v}`)).json<FamilyDetailsResponse>();
    expect(details.visit).toMatchObject({ outcome: 'met', note: 'Needs a ride to the booth', visited_by: bina.id });
    expect(details.visits.map((x) => [x.outcome, x.note])).toEqual([
      ['met', 'Needs a ride to the booth'],
      ['not_home', 'Back after six'],
    ]);
    expect(details.visits[0].visited_by_name).toBeTruthy();
    const xlsx = await vcall(a, 'GET', '/paper/visits-export?acno=38&partno=1');
    expect(xlsx.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(xlsx.rawPayload).Sheets.Visits, { header: 1 });
    expect(rows[0]).toContain('Note');
    expect(rows.find((r) => r.includes('Needs a ride to the booth'))).toBeTruthy();
  });

  it('exports every visit, note and phone collected about the voter with the audit rows about them', async () => {
    const v = page[3];
    await synced(h, alice, [change(v, 'visit', { outcome: 'met', note: 'Asked about the water tank', phone: '9822022222' })]);
    await synced(h, alice, [change(v, 'details', { phone_no: '9822033333', religion: 'Jain' })]);
    const res = await call(a, 'GET', `/voter-export/${v}`);
    expect(res.statusCode).toBe(200);
    const file = res.json<VoterExport>();
    expect(file.visits).toEqual([
      expect.objectContaining({ outcome: 'met', note: 'Asked about the water tank', phone: '+919822022222', visited_by: alice.id }),
    ]);
    expect(file.collected_details).toMatchObject({ phone_no: '+919822033333', religion: 'Jain' });
    const entities = file.audit.map((x) => x.entity);
    expect(entities).toContain('voter_visits');
    expect(entities).toContain('voter_info');
    expect(file.audit.every((x) => x.entity !== 'voter_visits' || file.visits.some((w) => String(w.id) === String(x.entity_id)))).toBe(true);
    // an erasure takes the phones and notes of the visits too; who went and what was found stay
    expect((await call(a, 'PUT', `/voter-erase/${v}`)).statusCode).toBe(200);
    const after = (await call(a, 'GET', `/voter-export/${v}`)).json<VoterExport>();
    expect(after.visits).toEqual([expect.objectContaining({ outcome: 'met', note: null, phone: null, visited_by: alice.id })]);
  });

  it('tells the later writer every field it replaced, with the value, who set it and when', async () => {
    const v = page[4];
    const before = Date.now();
    await synced(h, alice, [change(v, 'visit', { outcome: 'met', supporter_level: 2, phone: '9822044444' }), change(v, 'details', { phone_no: '9822055555' })]);
    const [visit, details] = await synced(h, bina, [
      change(v, 'visit', { outcome: 'refused', supporter_level: 4, phone: '9822077777' }),
      change(v, 'details', { phone_no: '9822066666' }),
    ]);
    const by = (o: ChangeOverride[] | undefined, f: string) => o?.find((x) => x.field === f);
    for (const [o, f, previous] of [
      [visit.overrides, 'outcome', 'met'],
      [visit.overrides, 'supporter_level', 2],
      [visit.overrides, 'align_with_party', 'yes'],
      [visit.overrides, 'phone', '+919822044444'],
      [details.overrides, 'phone_no', '+919822055555'],
    ] as const) {
      const found = by(o, f);
      expect(found).toMatchObject({ previous, previous_by: alice.id });
      expect(Date.parse(found!.previous_at ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    }
  });

  it('lists a field two workers set differently within a day, with both values, until the office keeps one (audited)', async () => {
    const v = page[5];
    await synced(h, alice, [change(v, 'details', { phone_no: '9822088888', religion: 'Hindu' })]);
    await synced(h, bina, [change(v, 'details', { phone_no: '9822099999' })]);
    const listed = (await call(a, 'GET', '/voter-conflicts?acno=38')).json<VoterConflictsResponse>();
    const line = listed.conflicts.find((c) => c.voter_id === v && c.field === 'phone_no')!;
    expect(line).toMatchObject({
      partno: 1,
      previous: { value: '+919822088888', by: alice.id },
      value: { value: '+919822099999', by: bina.id },
    });
    expect(line.previous.at).toBeTruthy();
    // another organisation sees none of it, and cannot settle it
    expect((await call(b, 'GET', '/voter-conflicts')).json<VoterConflictsResponse>().total).toBe(0);
    expect((await call(b, 'POST', `/voter-conflicts/${line.id}/settle`, { keep: 'previous' })).statusCode).toBe(404);
    const bad = await call(a, 'POST', `/voter-conflicts/${line.id}/settle`, { keep: 'both' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ code: 'keep' })]);
    const kept = await call(a, 'POST', `/voter-conflicts/${line.id}/settle`, { keep: 'previous' });
    expect(kept.statusCode).toBe(200);
    const [info] = await h.database.rows<{ phone_no: string }>(sql`select phone_no from voter_info where tenant_id = ${a.tenantId} and voter_id = ${v}`);
    expect(info.phone_no).toBe('+919822088888');
    const [audit] = await h.database.rows<{ changed: Record<string, unknown>; user_id: number }>(
      sql`select changed, user_id from audit_log where tenant_id = ${a.tenantId} and entity = 'voter_info' order by id desc limit 1`,
    );
    expect(audit.changed).toMatchObject({ phone_no: '+919822088888', settled_conflict: line.id });
    expect(
      (await call(a, 'GET', '/voter-conflicts?acno=38')).json<VoterConflictsResponse>().conflicts.some((c) => c.voter_id === v && c.field === 'phone_no'),
    ).toBe(false);
    expect((await call(a, 'POST', `/voter-conflicts/${line.id}/settle`, { keep: 'value' })).statusCode).toBe(404);
  });
});
