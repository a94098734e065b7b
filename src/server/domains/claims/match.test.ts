// Reconciliation's Form 6 without an EPIC, on every database kind: a new edition's elector alike in
// name, relative, age (±1) and house is the claim's person and accepts it; one alike in less, or
// two alike, is proposed for an admin to confirm (accepted with that elector) or refuse (not
// proposed again), and a final roll neither accepts nor rejects a claim waiting so. Only an admin
// of the organisation answers. The dashboard's summary of a claims period counts ours deleted,
// those no claim names, and the claims open; nothing outside a period.
import { sql } from 'drizzle-orm';
import type { Claim, ClaimsPeriodSummary } from '../../../shared/api/claims';
import { todayInKolkata } from '../../../shared/dates';
import { rollRows, type EciRow } from '../../roll/generator';
import { importVoters } from '../../roll/importer';
import { auth, dbKinds, importRoll, login, makeStaff, signedInOrganisation, tenantUrl, useHarness, type Harness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
jest.setTimeout(120_000);

const plusDays = (n: number) => new Date(Date.parse(`${todayInKolkata()}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const SHAPE = { acno: 38, parts: 2, perPart: 30, seed: 81 };

describe.each(dbKinds())('Form 6 matched by name, relative, age and house on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let staff: string;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, o: { body?: object; org?: Org; token?: string } = {}) =>
    h.app.inject({ method, url: tenantUrl(o.org ?? a, path), headers: auth(o.token ?? (o.org ?? a).token), payload: o.body });
  const part2 = () => [...rollRows(SHAPE)].filter((r) => r.PART_NO === '2');
  /** A new elector of part 2, as a roll prints them. */
  const person = (slno: number, epic: string, o: Partial<EciRow>): EciRow => ({ ...part2()[0], SLNOINPART: String(slno), EPIC_NO: epic, ...o });
  const filed6 = async (name: string, relative: string, age: number, house: string) =>
    (
      await call('POST', '/claims/add', {
        body: {
          form: '6',
          acno: 38,
          partno: 2,
          slnoinpart: 30,
          name,
          relative_name: relative,
          relation_type: 'F',
          age,
          house_no: house,
          status: 'filed',
          filed_on: todayInKolkata(),
          ack_no: `ACK-${name}`,
        },
      })
    ).json().claim as Claim;
  const read = async (c: Claim) => (await call('GET', `/claims/${c.id}`)).json().claim as Claim;
  const edition = (rows: EciRow[], kindOf: 'draft' | 'final' | 'supplement') =>
    importVoters(h.database, { tenantId: a.tenantId, userId: a.adminId }, rows, { edition: { kind: kindOf } });

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importRoll(h, a, SHAPE);
    staff = (await login(h, (await makeStaff(h, a.tenantId, ['Claims'])).email)).token;
  });

  let certain: Claim, houseDiffers: Claim, twins: Claim, nobody: Claim, unseen: Claim;
  let twinIds: number[];
  let finalRows: EciRow[];
  it('accepts the one certain, proposes the probable and the doubled, and rejects on a final roll only what it does not show', async () => {
    certain = await filed6('Kavita Patil', 'Ramesh Patil', 19, '12');
    houseDiffers = await filed6('Sunil More', 'Anil More', 25, '3');
    twins = await filed6('Meena Shinde', 'Raju Shinde', 40, '7');
    nobody = await filed6('Asha Kale', 'Baban Kale', 30, '9');
    unseen = await filed6('Ganesh Pawar', 'Suresh Pawar', 22, '5');
    // typed in Devanagari, as the roll prints her second name
    const devanagari = await filed6('रेखा जाधव', 'विलास जाधव', 31, '21');
    const n = (first: string, last: string, rf: string, age: number, house: string) => ({
      FM_NAME_EN: first,
      LASTNAME_EN: last,
      RLN_FM_NM_EN: rf,
      RLN_L_NM_EN: last,
      AGE: String(age),
      C_HOUSE_NO: house,
    });
    const rows = (finalRows = [
      ...part2(),
      // the roll spells her with a full stop and a year older: still her
      person(31, 'NEW7000001', n('Kavita', 'Patil.', 'Ramesh', 20, '12')),
      person(32, 'NEW7000002', n('Sunil', 'More', 'Anil', 25, '30')),
      person(33, 'NEW7000003', n('Meena', 'Shinde', 'Raju', 40, '7')),
      person(34, 'NEW7000004', n('Meena', 'Shinde', 'Raju', 41, '7')),
      // alike in name and relative only (another house, three years older): no one
      person(35, 'NEW7000005', n('Asha', 'Kale', 'Baban', 33, '90')),
      person(36, 'NEW7000006', {
        ...n('Rekha', 'Jadhav', 'Vilas', 31, '21'),
        FM_NAME_V1: 'रेखा',
        LASTNAME_V1: 'जाधव',
        RLN_FM_NM_V1: 'विलास',
        RLN_L_NM_V1: 'जाधव',
      }),
    ]);
    await edition(rows, 'final');
    const [c, hd, tw, nb] = [await read(certain), await read(houseDiffers), await read(twins), await read(nobody)];
    expect(c.status).toBe('accepted');
    expect(c.voter_id).not.toBeNull();
    expect((await read(devanagari)).status).toBe('accepted');
    expect(c.match).toBeNull();
    // probable: the final roll leaves it filed, for the admin
    expect(hd.status).toBe('filed');
    expect(hd.match).toMatchObject({
      name: 'Sunil More',
      relative_name: 'Anil More',
      age: 25,
      house_no: '30',
      partno: 2,
      slnoinpart: 32,
      epic_no: 'NEW7000002',
    });
    expect(tw.status).toBe('filed');
    expect(tw.match?.epic_no).toBe('NEW7000003');
    expect(nb).toMatchObject({ status: 'rejected', match: null });
    // the Form 6 whose person the roll does not show (no EPIC, no one alike) is rejected as before
    expect((await read(unseen)).status).toBe('rejected');
    twinIds = (
      await h.database.rows<{ id: number }>(
        sql`select id from voters where tenant_id = ${a.tenantId} and epic_no in ('NEW7000003', 'NEW7000004') order by epic_no`,
      )
    ).map((r) => Number(r.id));
  });

  it('lets only an admin of the organisation answer, for the elector proposed', async () => {
    const hd = await read(houseDiffers);
    const answer = (body: object, o: { org?: Org; token?: string } = {}) => call('PUT', `/claims/match/${houseDiffers.id}`, { body, ...o });
    expect((await answer({ voter_id: hd.match!.voter_id, same: true }, { token: staff })).statusCode).toBe(403);
    expect((await answer({ voter_id: hd.match!.voter_id, same: true }, { org: b })).statusCode).toBe(404);
    const other = await answer({ voter_id: twinIds[0], same: true });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([expect.objectContaining({ code: 'voter_id', key: 'claims.matchGone' })]);
    const bad = await answer({ voter_id: hd.match!.voter_id });
    expect(bad.json().errors).toEqual([expect.objectContaining({ code: 'same', key: 'claims.matchAnswer' })]);
    expect((await read(houseDiffers)).status).toBe('filed');
  });

  it('accepts with the elector confirmed, and never proposes again one refused', async () => {
    const hd = await read(houseDiffers);
    const yes = await call('PUT', `/claims/match/${houseDiffers.id}`, { body: { voter_id: hd.match!.voter_id, same: true } });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ key: 'claims.matchAccepted', claim: { status: 'accepted', voter_id: hd.match!.voter_id, match: null } });
    const no = await call('PUT', `/claims/match/${twins.id}`, { body: { voter_id: twinIds[0], same: false } });
    expect(no.json()).toMatchObject({ key: 'claims.matchRefused', claim: { status: 'filed', match: null } });
    // the next edition of the part (the same roll again): the other Meena is proposed, not the one refused
    await edition(finalRows, 'supplement');
    const tw = await read(twins);
    expect(tw.match?.voter_id).toBe(twinIds[1]);
    const audit = await h.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where tenant_id = ${a.tenantId} and entity = 'claims' and entity_id = ${houseDiffers.id}`,
    );
    expect(Number(audit[0].n)).toBeGreaterThanOrEqual(3);
  });

  it('counts ours deleted and the open claims during a claims period, and nothing outside one', async () => {
    expect((await call('GET', '/claims/summary')).json()).toEqual({ periods: [] });
    // supporters among those the next final roll drops from part 1
    const p1 = await h.database.rows<{ id: number; epic_no: string }>(
      sql`select v.id, v.epic_no from voters v join voter_slots vs on vs.tenant_id = v.tenant_id and vs.voter_id = v.id
           where v.tenant_id = ${a.tenantId} and v.partno = 1 and v.deleted_at is null order by vs.slnoinpart`,
    );
    for (const v of p1.slice(3, 5))
      await h.database.rows(sql`insert into voter_info (tenant_id, voter_id, align_with_party) values (${a.tenantId}, ${v.id}, 'yes')`);
    const dropped = new Set(p1.slice(2, 5).map((v) => v.epic_no));
    await edition(
      [...rollRows(SHAPE)].filter((r) => r.PART_NO === '1' && !dropped.has(r.EPIC_NO)),
      'draft',
    );
    await call('POST', '/claims/add', {
      body: { form: '7', acno: 38, partno: 1, slnoinpart: 4, voter_id: p1[3].id, name: 'X', epic_no: p1[3].epic_no, reason: 'Wrongly deleted: lives here' },
    });
    await call('PUT', '/claims/period', { body: { acno: 38, starts_on: plusDays(-3), ends_on: plusDays(2) } });
    const periods = (await call('GET', '/claims/summary')).json().periods as ClaimsPeriodSummary[];
    expect(periods).toEqual([
      { acno: 38, starts_on: plusDays(-3), ends_on: plusDays(2), days_left: 3, ours_deleted: 2, ours_unclaimed: 1, open: 2, flagged: 1 },
    ]);
    // the other organisation sees nothing of it; a role without the module is refused
    expect((await call('GET', '/claims/summary', { org: b })).json()).toEqual({ periods: [] });
    const voters = (await login(h, (await makeStaff(h, a.tenantId, ['Voters'])).email)).token;
    expect((await call('GET', '/claims/summary', { token: voters })).statusCode).toBe(403);
    await call('PUT', '/claims/period', { body: { acno: 38, starts_on: plusDays(-9), ends_on: plusDays(-1) } });
    expect((await call('GET', '/claims/summary')).json()).toEqual({ periods: [] });
  });
});
