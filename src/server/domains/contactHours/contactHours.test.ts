// The contact settings on every database kind: the defaults, a change by an admin (audited),
// bad input answered 400 with the fields at fault and nothing changed, every user of the
// organisation reading them but only admins changing them, and each organisation its own.
import { sql } from 'drizzle-orm';
import { auth, dbKinds, login, makeStaff, signedInOrganisation, tenantUrl, useHarness, type Harness } from '../../test/harness';
import type { ContactHoursResponse } from '../../../shared/api/contactHours';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;

describe.each(dbKinds())('the contact hours on %s', (kind) => {
  let h: Harness, a: Org, b: Org, staffToken: string;
  const call = (who: { tenantId: number; token: string }, method: 'GET' | 'PUT', body?: object) =>
    h.app.inject({ method, url: tenantUrl(who, '/settings/contact-hours'), headers: auth(who.token), payload: body });
  const good = {
    contact_from: '08:30',
    contact_to: '20:00',
    silence_hours: 36,
    polls: [
      { acno: 38, poll_date: '2026-11-20', poll_close: '18:00' },
      { acno: 39, poll_date: '2026-11-25', poll_close: '17:30' },
    ],
  };

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    const staff = await makeStaff(h, a.tenantId, ['Voters']);
    staffToken = (await login(h, staff.email)).token;
  });

  it('answers the defaults before anything is set: 09:00-21:00, 48 hours, no polls', async () => {
    const res = await call(a, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json<ContactHoursResponse>().contact).toEqual({ contact_from: '09:00', contact_to: '21:00', silence_hours: 48, polls: [] });
  });

  it("saves an admin's settings, audited, and keeps each organisation's apart", async () => {
    const res = await call(a, 'PUT', good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'contactHours.saved', contact: good });
    expect((await call({ tenantId: a.tenantId, token: staffToken }, 'GET')).json<ContactHoursResponse>().contact).toEqual(good);
    expect((await call(b, 'GET')).json<ContactHoursResponse>().contact.polls).toEqual([]);
    const [audit] = await h.database.rows<{ user_id: number; previous: { silence_hours: number } }>(
      sql`select user_id, previous from audit_log where tenant_id = ${a.tenantId} and entity = 'contact_hours' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ user_id: a.adminId, previous: { silence_hours: 48 } });
    // the list sent replaces the polls
    const fewer = { ...good, polls: [good.polls[1]] };
    expect((await call(a, 'PUT', fewer)).json<ContactHoursResponse>().contact.polls).toEqual([good.polls[1]]);
    await call(a, 'PUT', good);
  });

  it('refuses bad input with 400 and the fields at fault, changing nothing', async () => {
    const cases: Array<[object, string[]]> = [
      [{ ...good, contact_from: '9am' }, ['contact_from:contactHours.timeInvalid']],
      [{ ...good, contact_to: '24:00' }, ['contact_to:contactHours.timeInvalid']],
      [{ ...good, contact_from: '21:00', contact_to: '09:00' }, ['contact_to:contactHours.order']],
      [{ ...good, silence_hours: -1 }, ['silence_hours:contactHours.silenceInvalid']],
      [{ ...good, silence_hours: 500 }, ['silence_hours:contactHours.silenceInvalid']],
      [{ ...good, polls: [{ acno: 38, poll_date: '2026-02-30', poll_close: '18:00' }] }, ['polls[0].poll_date:validation.date']],
      [
        { ...good, polls: [{ acno: 0, poll_date: '2026-11-20', poll_close: '6pm' }] },
        ['polls[0].acno:validation.acno', 'polls[0].poll_close:contactHours.timeInvalid'],
      ],
      [{ ...good, polls: [good.polls[0], good.polls[0]] }, ['polls:contactHours.pollTwice']],
    ];
    for (const [body, errors] of cases) {
      const res = await call(a, 'PUT', body);
      expect(res.statusCode).toBe(400);
      const got = (res.json().errors as Array<{ code: string; key: string }>).map((e) => `${e.code}:${e.key}`);
      expect(got.sort()).toEqual(errors.sort());
    }
    expect((await call(a, 'GET')).json<ContactHoursResponse>().contact).toEqual(good);
  });

  it('lets only admins change them, and no one without a session read them', async () => {
    expect((await call({ tenantId: a.tenantId, token: staffToken }, 'PUT', good)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: tenantUrl(a, '/settings/contact-hours') })).statusCode).toBe(401);
    // another organisation's path with A's session
    expect((await call({ tenantId: b.tenantId, token: a.token }, 'PUT', good)).statusCode).toBe(403);
    expect((await call(b, 'GET')).json<ContactHoursResponse>().contact.silence_hours).toBe(48);
  });
});
