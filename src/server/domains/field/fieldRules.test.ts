// What a field worker may change, on every database kind: a withdrawal of consent or a
// do-not-contact is recorded from the phone as readily as a consent, but never lifted there
// (refused with its reason, nothing written); lifting is an admin's act in the console, with its
// reason in the audit log. A `voted` change is taken only on the poll day set for the voter's
// constituency, by the day in India the phone made it.
import { sql } from 'drizzle-orm';
import { dbKinds, useHarness, type Harness } from '../../test/harness';
import { todayInKolkata } from '../../../shared/dates';
import { caller, change, count, orgWithRoll, partVoters, synced, worker, type Org, type Worker } from './fixtures';

jest.setTimeout(400_000);

describe.each(dbKinds())('what a field worker may change on %s', (kind) => {
  let h: Harness, a: Org;
  let alice: Worker, clerk: Worker;
  let page: number[];
  const call = caller(() => h);
  const consentOf = async (voterId: number) =>
    (
      await h.database.rows<{ consent: string | null; do_not_contact: boolean }>(
        sql`select consent, do_not_contact from voter_info where tenant_id = ${a.tenantId} and voter_id = ${voterId}`,
      )
    )[0];
  const setPolls = async (polls: Array<{ acno: number; poll_date: string }>) =>
    expect(
      (
        await call(a, 'PUT', '/settings/contact-hours', {
          contact_from: '09:00',
          contact_to: '21:00',
          silence_hours: 48,
          polls: polls.map((p) => ({ ...p, poll_close: '18:00' })),
        })
      ).statusCode,
    ).toBe(200);
  const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00+05:30`) - 86_400_000).toISOString();

  useHarness(kind, async (started) => {
    h = started;
    a = await orgWithRoll(h, 1, 20);
    [alice, clerk] = [await worker(h, a), await worker(h, a, ['Voters'])];
    page = (await partVoters(h, a.tenantId, 1)).map((v) => Number(v.id));
    expect((await call(a, 'POST', '/field/assignments/add', { user_id: alice.id, acno: 38, partno: 1 })).statusCode).toBe(201);
  });

  it('records a withdrawal and a do-not-contact from the phone but refuses to lift either, writing nothing', async () => {
    const v = page[0];
    const given = await synced(h, alice, [change(v, 'consent', { consent: 'given' })]);
    expect(given[0].state).toBe('applied');
    const blocked = await synced(h, alice, [change(v, 'consent', { consent: 'withdrawn' }), change(v, 'consent', { do_not_contact: true })]);
    expect(blocked.map((r) => r.state)).toEqual(['applied', 'applied']);
    const audited = await count(h, 'audit_log', a.tenantId, sql`entity = 'voter_info'`);
    const lifts = await synced(h, alice, [
      change(v, 'consent', { consent: 'given' }),
      change(v, 'consent', { do_not_contact: false }),
      change(v, 'consent', { consent: 'given', do_not_contact: false }),
    ]);
    expect(lifts.map((r) => `${r.state}:${r.reason}:${r.errors?.map((e) => e.code).join(',')}`)).toEqual([
      'refused:field.liftNotYours:consent',
      'refused:field.liftNotYours:do_not_contact',
      'refused:field.liftNotYours:do_not_contact',
    ]);
    expect(lifts[0].msg).toBeTruthy();
    expect(lifts[0].msg).not.toBe('field.liftNotYours');
    expect(await consentOf(v)).toEqual({ consent: 'withdrawn', do_not_contact: true });
    expect(await count(h, 'audit_log', a.tenantId, sql`entity = 'voter_info'`)).toBe(audited);
    // a reason does not make the phone an admin: the field is not the phone's
    const withReason = await synced(h, alice, [change(v, 'consent', { consent: 'given', reason: 'Asked again' })]);
    expect(withReason[0]).toMatchObject({ state: 'refused', reason: 'field.invalidValues' });
  });

  it("lifts a withdrawal or a do-not-contact only as an admin's act in the console, with its reason audited", async () => {
    const v = page[1];
    await synced(h, alice, [change(v, 'consent', { consent: 'withdrawn', do_not_contact: true })]);
    const put = (who: { tenantId: number; token: string }, body: object) => call(who, 'PUT', `/voter-consent/${v}`, body);
    const staff = await put(clerk, { consent: 'given', reason: 'Called the office' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ key: 'consent.liftAdminOnly' });
    // staff may still record a block, as the phone may
    expect((await put(clerk, { consent: 'withdrawn' })).statusCode).toBe(200);
    const bare = await put(a, { do_not_contact: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([expect.objectContaining({ code: 'reason' })]);
    expect(await consentOf(v)).toEqual({ consent: 'withdrawn', do_not_contact: true });
    const lifted = await put(a, { consent: 'given', do_not_contact: false, reason: 'Wrote to the office asking for calls again' });
    expect(lifted.statusCode).toBe(200);
    expect(await consentOf(v)).toEqual({ consent: 'given', do_not_contact: false });
    const [row] = await h.database.rows<{ changed: Record<string, unknown>; user_id: number }>(
      sql`select changed, user_id from audit_log where tenant_id = ${a.tenantId} and entity = 'voter_info' and action = 'consent' order by id desc limit 1`,
    );
    expect(row.changed).toMatchObject({ consent: 'given', do_not_contact: false, reason: 'Wrote to the office asking for calls again' });
    expect(Number(row.user_id)).toBe(a.adminId);
  });

  it('takes a voted change only on the poll day set for the constituency, by the day the phone made it', async () => {
    const today = todayInKolkata();
    const v = page[2];
    const marks = () => count(h, 'vote_marks', a.tenantId, sql`voter_id = ${v} and deleted_at is null`);
    await setPolls([]);
    const none = await synced(h, alice, [change(v, 'voted', { voted: true })]);
    expect(none[0]).toMatchObject({ state: 'refused', reason: 'field.noPollDay', errors: [expect.objectContaining({ code: 'voted' })] });
    // another constituency's poll today is not this voter's
    await setPolls([{ acno: 39, poll_date: today }]);
    expect((await synced(h, alice, [change(v, 'voted', { voted: true })]))[0]).toMatchObject({ reason: 'field.noPollDay' });
    await setPolls([{ acno: 38, poll_date: '2020-01-01' }]);
    expect((await synced(h, alice, [change(v, 'voted', { voted: true })]))[0]).toMatchObject({ state: 'refused', reason: 'field.notPollDay' });
    expect(await marks()).toBe(0);
    await setPolls([{ acno: 38, poll_date: today }]);
    // made the day before the poll (a phone's clock, a test run): refused
    const early = { ...change(v, 'voted', { voted: true }), made_at: dayBefore(today) };
    expect((await synced(h, alice, [early]))[0]).toMatchObject({ state: 'refused', reason: 'field.notPollDay' });
    expect(await marks()).toBe(0);
    expect((await synced(h, alice, [change(v, 'voted', { voted: true })]))[0].state).toBe('applied');
    expect(await marks()).toBe(1);
  });
});
