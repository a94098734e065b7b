// Claims from the door on every database kind: the phone's change of kind claim drafts a Form 6
// for a new person at the voter's house (refused under 18 or without what the form needs), a
// Form 7 for a voter deceased or shifted and a Form 8 for wrong details, each with the worker's
// note, once by its id; the same objection twice is refused. The worker's list shows what they
// started, with the status the office gives it, and only on the pages they hold: another worker,
// another organisation and a page not theirs are kept out, on the sync and on the list.
import { sql } from 'drizzle-orm';
import type { ChangeResult, FieldClaimsResponse } from '../../../shared/api/field';
import type { Claim } from '../../../shared/api/claims';
import { todayInKolkata } from '../../../shared/dates';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import { caller, change, count, orgWithRoll, partVoters, synced, worker, type Org, type Worker } from './fixtures';

jest.setTimeout(120_000);

describe.each(dbKinds())('claims from the door on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let alice: Worker, bina: Worker, theirs: Worker;
  let page: number[], binaPage: number[], bVoters: number[];
  const call = caller(() => h);
  const claim = (voterId: number, fields: Record<string, unknown>) => change(voterId, 'claim', fields);
  const person = {
    outcome: 'not_on_roll',
    name: 'Sunita Jadhav',
    relative_name: 'Prakash Jadhav',
    relation_type: 'F',
    age: 19,
    gender: 'F',
    house_no: '7',
    phone: '9822012345',
  };
  const list = async (w: Worker) => {
    const res = await call(w, 'GET', '/field/claims');
    expect(res.statusCode).toBe(200);
    return (res.json() as FieldClaimsResponse).claims;
  };
  const stored = (id: number) =>
    h.database.rows<{
      form: string;
      voter_id: number | null;
      door_voter_id: number;
      created_by: number;
      reason: string | null;
      house_no: string;
      epic_no: string | null;
    }>(sql`select form, voter_id, door_voter_id, created_by, reason, house_no, epic_no from claims where tenant_id = ${a.tenantId} and id = ${id}`);

  useHarness(kind, async (started) => {
    h = started;
    a = await orgWithRoll(h, 2, 30, 71);
    b = await orgWithRoll(h, 1, 10, 72);
    [alice, bina] = [await worker(h, a), await worker(h, a)];
    theirs = await worker(h, b);
    const all = (await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id));
    page = all.slice(0, 10);
    binaPage = all.slice(10, 20);
    bVoters = (await partVoters(h, b.tenantId, 1)).map((v) => Number(v.id));
    const assign = (w: Worker, tenantId: number, partno: number, from: number, to: number) =>
      h.database.rows(
        sql`insert into field_assignments (tenant_id, user_id, acno, partno, slno_from, slno_to) values (${tenantId}, ${w.id}, 38, ${partno}, ${from}, ${to})`,
      );
    await assign(alice, a.tenantId, 1, 1, 10);
    await assign(bina, a.tenantId, 1, 11, 20);
    await assign(theirs, b.tenantId, 1, 1, 10);
  });

  let results: ChangeResult[];
  let sent: ReturnType<typeof claim>[];
  it('drafts Forms 6, 7 and 8 from the door in the worker’s name, through the claims domain', async () => {
    sent = [
      claim(page[0], person),
      claim(page[1], { outcome: 'deceased', note: 'Died in October, the family says' }),
      claim(page[2], { outcome: 'shifted', note: 'Moved to Pune two years ago' }),
      claim(page[3], { outcome: 'details_wrong', note: 'Age is 46, not 64' }),
    ];
    results = await synced(h, alice, sent);
    expect(results.map((r) => r.state)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const mine = await list(alice);
    expect(mine.map((c) => [c.form, c.voter_id, c.status])).toEqual([
      ['8', page[3], 'drafted'],
      ['7', page[2], 'drafted'],
      ['7', page[1], 'drafted'],
      ['6', page[0], 'drafted'],
    ]);
    const six = mine[3];
    expect(six).toMatchObject({ name: 'Sunita Jadhav', partno: 1, slnoinpart: 1, drafted_on: todayInKolkata(), ack_no: null });
    // a new person names no elector (the reconciliation would take that for them on the roll); the door's voter is kept apart
    const [s6] = await stored(six.id);
    expect(s6).toMatchObject({ form: '6', voter_id: null, door_voter_id: page[0], created_by: alice.id, house_no: '7' });
    const [s7] = await stored(mine[2].id);
    expect(s7).toMatchObject({ voter_id: page[1], reason: 'Died in October, the family says' });
    expect(s7.epic_no).toMatch(/^[A-Z]{3}\d{7}$/);
    // the console sees them as claims of the part, with the new person's details and the phone normalised
    const admin = (await call(a, 'GET', `/claims/${six.id}`)).json().claim as Claim;
    expect(admin).toMatchObject({ form: '6', age: 19, relative_name: 'Prakash Jadhav', phone: '+919822012345', status: 'drafted' });
  });

  it('applies each claim once by its id, and refuses the same objection twice', async () => {
    const again = await synced(h, alice, sent);
    expect(again.map((r) => r.state)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await count(h, 'claims', a.tenantId)).toBe(4);
    const twice = await synced(h, bina, [claim(page[1], { outcome: 'deceased', note: 'again' })]);
    // bina does not hold page[1]: refused before the claims domain is asked
    expect(twice[0]).toMatchObject({ state: 'refused', reason: 'field.notAssigned' });
    const second = await synced(h, alice, [claim(page[1], { outcome: 'shifted', note: 'Shifted, not dead?' })]);
    expect(second[0]).toMatchObject({ state: 'refused', reason: 'claims.alreadyOpen' });
    expect(await count(h, 'claims', a.tenantId)).toBe(4);
  });

  it('refuses what a form needs left out, by field, writing nothing', async () => {
    const [young, bare, blank, odd] = await synced(h, alice, [
      claim(page[4], { ...person, age: 16 }),
      claim(page[4], { outcome: 'not_on_roll', name: 'X' }),
      claim(page[5], { outcome: 'deceased' }),
      claim(page[5], { outcome: 'gone', note: 'x' }),
    ]);
    const codes = (r: ChangeResult) => ('errors' in r ? (r.errors ?? []).map((e) => e.code).sort() : []);
    expect(young).toMatchObject({ state: 'refused', reason: 'field.invalidValues' });
    expect('errors' in young && young.errors?.[0]).toMatchObject({ code: 'age', key: 'claims.ageUnder18' });
    expect(codes(bare)).toEqual(['age', 'house_no', 'relative_name']);
    expect(codes(blank)).toEqual(['note']);
    expect(codes(odd)).toEqual(['outcome']);
    const unknownField = await synced(h, alice, [claim(page[5], { outcome: 'deceased', note: 'x', status: 'accepted' })]);
    expect(unknownField[0]).toMatchObject({ state: 'refused', errors: [expect.objectContaining({ code: 'status', key: 'field.unknownField' })] });
    expect(await count(h, 'claims', a.tenantId)).toBe(4);
  });

  it('shows the worker the status the office gives, only of the pages they hold', async () => {
    const [eight] = await list(alice);
    const full = (await call(a, 'GET', `/claims/${eight.id}`)).json().claim as Claim;
    const body = Object.fromEntries(Object.entries(full).filter(([k, v]) => v != null && !['id', 'agent', 'flag'].includes(k)));
    const ok = await call(a, 'PUT', `/claims/update/${eight.id}`, { ...body, status: 'filed', filed_on: todayInKolkata(), ack_no: 'F8-38-0007' });
    expect(ok.statusCode).toBe(200);
    expect((await list(alice)).find((c) => c.id === eight.id)).toMatchObject({ status: 'filed', ack_no: 'F8-38-0007', filed_on: todayInKolkata() });
    // bina and the other organisation's worker see none of alice's claims; an admin's own claim is no worker's
    expect(await list(bina)).toEqual([]);
    expect(await list(theirs)).toEqual([]);
    await call(a, 'POST', '/claims/add', { form: '7', acno: 38, partno: 1, slnoinpart: 2, voter_id: page[1], name: 'X', epic_no: 'ABC1234567', reason: 'r' });
    expect((await list(alice)).length).toBe(4);
    // alice's page taken from her: her claims of it leave her list
    await h.database.rows(sql`update field_assignments set ended_at = now() where tenant_id = ${a.tenantId} and user_id = ${alice.id}`);
    expect(await list(alice)).toEqual([]);
  });

  it('keeps another organisation’s voters and the module out', async () => {
    const [other] = await synced(h, alice, [claim(bVoters[0], person)]);
    expect(other).toMatchObject({ state: 'refused', reason: 'field.unknownVoter' });
    const [theirsOnOurs] = await synced(h, theirs, [claim(binaPage[0], person)]);
    expect(theirsOnOurs).toMatchObject({ state: 'refused', reason: 'field.unknownVoter' });
    const votersOnly = await worker(h, a, ['Voters']);
    expect((await call(votersOnly, 'GET', '/field/claims')).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: `/api/v1/admin/${a.tenantId}/field/claims` })).statusCode).toBe(401);
    expect(await count(h, 'claims', b.tenantId)).toBe(0);
  });
});
