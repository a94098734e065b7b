// Editions of the roll on every database kind: each import of a part is an edition with its kind
// and dates; a messy revision (left out, deleted with a reason, moved to another part and another
// constituency, a section changed, a field corrected, a new elector) compared per part and per
// constituency; the campaign's own among the deleted (and no one else); an edition's kind and
// dates set with bad input refused by field; another organisation, a part out of reach and a
// missing module refused.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CompareResponse, Edition, OursDeletedResponse } from '../../../shared/api/editions';
import { rollRows, type EciRow } from '../../roll/generator';
import { importVoters } from '../../roll/importer';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, login, makeStaff, signedInOrganisation, tenantUrl, useHarness, type Harness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
// rolls imported and admins signed in (argon2) before the first test, on a shared machine
jest.setTimeout(120_000);

describe.each(dbKinds())('editions of the roll on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let first: EciRow[];
  const at = (part: number, serial: number) => first.find((r) => r.PART_NO === String(part) && r.SLNOINPART === String(serial))!;
  const get = (path: string, query: Record<string, string | number>, org: { tenantId: number } = a, token = a.token) =>
    h.app.inject({
      method: 'GET',
      url: tenantUrl(org, path),
      headers: auth(token),
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const voterOf = async (epic: string) =>
    (await h.database.rows<{ id: number }>(sql`select id from voters where tenant_id = ${a.tenantId} and epic_no = ${epic}`))[0].id;
  let editions: Edition[];

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    first = [...rollRows({ acno: 38, parts: 2, perPart: 40, seed: 51 })];
    const actor = { tenantId: a.tenantId, userId: a.adminId };
    await importVoters(h.database, actor, first, { source: 'draft.csv', edition: { kind: 'draft', roll_date: '2026-10-29', qualifying_date: '2027-01-01' } });
    await importVoters(h.database, { tenantId: b.tenantId, userId: b.adminId }, rollRows({ acno: 38, parts: 1, perPart: 10, seed: 52 }));

    // What the campaign knows: a supporter (5), one met at the door as a supporter (6), details
    // only (7, who moves to part 2), nothing (8), a supporter who moves to constituency 39 (9).
    const known = async (serial: number, align: string | null, phone: string | null) =>
      h.database.rows(
        sql`insert into voter_info (tenant_id, voter_id, align_with_party, phone_no) values (${a.tenantId}, ${await voterOf(at(1, serial).EPIC_NO)}, ${align}, ${phone})`,
      );
    await known(5, 'yes', '9876500005');
    await known(7, null, null);
    await known(9, 'yes', null);
    const six = await voterOf(at(1, 6).EPIC_NO);
    await h.database.rows(sql`insert into voter_visits (tenant_id, voter_id, acno, partno, slnoinpart, outcome, supporter_level, phone, visited_by)
                               values (${a.tenantId}, ${six}, 38, 1, 6, 'met', 2, '9876500006', ${a.adminId})`);
    // A page in-charge of part 1, serials 1-10.
    const worker = await makeStaff(h, a.tenantId, ['Field']);
    await h.database.rows(
      sql`insert into field_assignments (tenant_id, user_id, acno, partno, slno_from, slno_to) values (${a.tenantId}, ${worker.id}, 38, 1, 1, 10)`,
    );

    // Serial 9 shifts to constituency 39 (its roll takes them by EPIC).
    await importVoters(h.database, actor, [{ ...at(1, 9), AC_NO: '39', PART_NO: '1', SLNOINPART: '1' }], { mode: 'supplement' });

    // The final roll: 5 and 8 left out, 6 deleted as dead, 7 moved to part 2, 9 gone (to 39),
    // 12 in another section, 10's house number corrected, a new elector in part 2.
    const final = first
      .filter((r) => !(r.PART_NO === '1' && ['5', '6', '8', '9'].includes(r.SLNOINPART)))
      .map((r) => {
        if (r.PART_NO !== '1') return r;
        if (r.SLNOINPART === '7') return { ...r, PART_NO: '2', SLNOINPART: '41' };
        if (r.SLNOINPART === '10') return { ...r, C_HOUSE_NO: '99-A' };
        if (r.SLNOINPART === '12') return { ...r, SECTION_NO: String(Number(r.SECTION_NO) + 7) };
        return r;
      });
    const added = { ...at(2, 1), SLNOINPART: '42', EPIC_NO: 'NEW0000001', FM_NAME_EN: 'Navin', C_HOUSE_NO: '7' };
    const deletion = { ...at(1, 6), STATUS: 'D', REASON: 'Expired' } as EciRow;
    await importVoters(h.database, actor, [...final, added, deletion], { allowRemovals: true, edition: { kind: 'final', roll_date: '2027-01-06' } });
    editions = (await get('/editions', { acno: 38 })).json().editions;
  });

  const part1 = () => editions.filter((e) => e.partno === 1).sort((x, y) => x.id - y.id);

  it('records each import of a part as an edition with its kind and dates', async () => {
    const [draft, final] = part1();
    expect(draft).toMatchObject({ kind: 'draft', roll_date: '2026-10-29', qualifying_date: '2027-01-01', source: 'draft.csv', electors: 40, removed: 0 });
    // the qualifying date defaults to the last one on or before the roll date
    expect(final).toMatchObject({ kind: 'final', roll_date: '2027-01-06', qualifying_date: '2027-01-01', electors: 35, removed: 3 });
    expect(editions.filter((e) => e.partno === 2)).toHaveLength(2);
    // the other constituency's supplement is an edition of its own
    expect((await get('/editions', { acno: 39 })).json().editions).toEqual([expect.objectContaining({ kind: 'supplement', partno: 1, electors: 1 })]);
    // b's editions are its own
    expect((await get('/editions', { acno: 38 }, b, b.token)).json().editions).toHaveLength(1);
  });

  it('compares two editions of a part: deleted with the reason, moved, changed', async () => {
    const [draft, final] = part1();
    const res = await get('/editions/compare', { acno: 38, partno: 1, from: draft.id, to: final.id });
    expect(res.statusCode).toBe(200);
    const c = res.json() as CompareResponse;
    expect(c.counts).toMatchObject({ added: 0, deleted: 3, moved: 3, changed: 1, reasons: { dead: 1, none: 2 } });
    const by = (serial: number) => c.rows.find((r) => r.before?.slnoinpart === serial && r.before.partno === 1)!;
    expect(by(6)).toMatchObject({ change: 'deleted', reason: 'dead', reason_note: 'Expired' });
    expect(by(5)).toMatchObject({ change: 'deleted', reason: null });
    expect(by(7)).toMatchObject({ change: 'moved', after: { acno: 38, partno: 2, slnoinpart: 41 } });
    expect(by(9)).toMatchObject({ change: 'moved', after: { acno: 39, partno: 1, slnoinpart: 1 } });
    expect(by(12)).toMatchObject({ change: 'moved', after: { partno: 1 } });
    expect(by(10)).toMatchObject({ change: 'changed', fields: [{ field: 'house_no', before: at(1, 10).C_HOUSE_NO || null, after: '99-A' }] });
    // deletions first, then moves; paged
    expect(c.rows.map((r) => r.change)).toEqual(['deleted', 'deleted', 'deleted', 'moved', 'moved', 'moved', 'changed']);
    const page = (await get('/editions/compare', { acno: 38, partno: 1, from: draft.id, to: final.id, change: 'moved', pageSize: 2, page: 2 })).json();
    expect(page).toMatchObject({ total: 3, page: 2, rows: [expect.objectContaining({ change: 'moved' })] });
  });

  it("prints a part's comparison in Marathi as real text, and refuses what it cannot print", async () => {
    const [draft, final] = part1();
    const res = await get('/editions/print', { acno: 38, partno: 1, from: draft.id, to: final.id, lang: 'mr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(String(res.headers['content-disposition'])).toContain('editions-38-1-2026-10-29-2027-01-06-mr.pdf');
    // to look at it: EDITIONS_PRINT_OUT=/tmp/list.pdf, then pdftoppm -png
    const file = process.env.EDITIONS_PRINT_OUT ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'editions-print-')), 'list.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-raw', file, '-']).toString();
    expect(text).toContain('विधानसभा 38, भाग 1');
    expect(text).toContain('प्रारूप यादी');
    // the counts, then a row a change: three deleted (one dead), three moved, one changed
    expect(text).toMatch(/जोडले 0, वगळले 3/);
    expect(text).toContain('वगळलेले: मृत');
    expect(text).toContain('(मृत 1, कारण दिलेले नाही 2)');
    expect(text).toContain(at(1, 6).EPIC_NO);
    expect(text).toContain('99-A');
    const english = await get('/editions/print', { acno: 38, partno: 1, from: draft.id, to: final.id, lang: 'en' });
    fs.writeFileSync(`${file}.en.pdf`, english.rawPayload);
    expect(execFileSync('pdftotext', ['-raw', `${file}.en.pdf`, '-']).toString()).toMatch(/Added 0, deleted 3 \(dead 1, no reason given 2\), moved 3/);
    const codes = async (q: Record<string, string | number>, org: Org = a) => {
      const r = await get('/editions/print', { acno: 38, partno: 1, from: draft.id, to: final.id, ...q }, org, org.token);
      return r.statusCode === 400 ? r.json().errors.map((e: { code: string }) => e.code) : r.statusCode;
    };
    expect(await codes({ lang: 'fr' })).toEqual(['lang']);
    expect(await codes({ to: draft.id })).toEqual(['to']);
    expect(await codes({ partno: 2 })).toEqual(['from', 'to']);
    expect(await codes({}, b)).toBe(404);
  });

  it('compares a constituency: a move between its parts is one move, the new elector an addition', async () => {
    const [draft, final] = part1();
    const c = (await get('/editions/compare', { acno: 38, from: draft.id, to: final.id })).json() as CompareResponse;
    expect(c.counts).toMatchObject({ added: 1, deleted: 3, moved: 3, changed: 1 });
    expect(c.rows.find((r) => r.change === 'added')).toMatchObject({ epic_no: 'NEW0000001', after: { partno: 2, slnoinpart: 42 }, before: null });
  });

  it('lists ours who were deleted or moved away: supporters, details, visits; no one else', async () => {
    const res = await get('/editions/ours-deleted', { acno: 38, partno: 1 });
    expect(res.statusCode).toBe(200);
    const o = res.json() as OursDeletedResponse;
    expect(o.rows.map((r) => [r.before!.slnoinpart, r.change])).toEqual([
      [5, 'deleted'],
      [6, 'deleted'],
      [9, 'moved'],
    ]);
    const [five, six, nine] = o.rows;
    expect(five).toMatchObject({ phone: '9876500005', known: { supporter: true, details: true, visits: 0 }, in_charge: ['Staff'] });
    expect(six).toMatchObject({
      reason: 'dead',
      phone: '9876500006',
      last_outcome: 'met',
      known: { supporter: true, supporter_level: 2, details: false, visits: 1 },
    });
    expect(nine).toMatchObject({ after: { acno: 39 }, known: { supporter: true } });
    expect(six.last_visit).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // a page of the part: serials 6 to 9
    const pageOf = (await get('/editions/ours-deleted', { acno: 38, partno: 1, slno_from: 6, slno_to: 9 })).json() as OursDeletedResponse;
    expect(pageOf.rows.map((r) => r.before!.slnoinpart)).toEqual([6, 9]);
  });

  it('sets an edition kind and dates, refusing bad ones by field', async () => {
    const [draft] = part1();
    const put = (body: object, org: { tenantId: number } = a, token = a.token) =>
      h.app.inject({ method: 'PUT', url: tenantUrl(org, `/editions/${draft.id}`), headers: auth(token), payload: body });
    const bad = await put({ kind: 'early', roll_date: '2026-13-01', qualifying_date: '2027-02-01' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['kind', 'qualifying_date', 'roll_date']);
    const ok = await put({ kind: 'draft', roll_date: '2026-10-30', qualifying_date: '2027-01-01' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ key: 'editions.updated', edition: { roll_date: '2026-10-30' } });
    // another organisation's edition is not found, and nothing changed
    expect((await put({ kind: 'final', roll_date: '2026-10-30', qualifying_date: '2026-10-01' }, b, b.token)).statusCode).toBe(404);
    expect((await get('/editions', { acno: 38, partno: 1 })).json().editions.find((e: Edition) => e.id === draft.id)).toMatchObject({ kind: 'draft' });
  });

  it('refuses another organisation, a part out of reach, a missing module and bad input', async () => {
    const [draft, final] = part1();
    const q = { acno: 38, partno: 1, from: draft.id, to: final.id };
    expect((await get('/editions/compare', q, b, b.token)).statusCode).toBe(404);
    expect((await get('/editions/ours-deleted', { acno: 38, partno: 1, from: draft.id, to: final.id }, b, b.token)).statusCode).toBe(404);
    // staff of part 2 only: part 1 is not found, the list holds part 2 only
    const staff = await makeStaff(h, a.tenantId, ['Voters']);
    await h.database.rows(sql`update users set partno_list = '[2]'::jsonb where tenant_id = ${a.tenantId} and id = ${staff.id}`);
    const token = (await login(h, staff.email)).token;
    expect((await get('/editions/compare', q, a, token)).statusCode).toBe(404);
    expect((await get('/editions/ours-deleted', { acno: 38, partno: 1 }, a, token)).statusCode).toBe(404);
    const theirs = (await get('/editions', { acno: 38 }, a, token)).json().editions as Edition[];
    expect(new Set(theirs.map((e) => e.partno))).toEqual(new Set([2]));
    // constituency-wide, they see only what touched part 2 (the mover into it and the new elector)
    const c = (await get('/editions/compare', { acno: 38, from: draft.id, to: final.id }, a, token)).json() as CompareResponse;
    expect(c.counts).toMatchObject({ added: 1, deleted: 0, moved: 1 });
    // without the Voters module
    const field = (await login(h, (await makeStaff(h, a.tenantId, ['Field'])).email)).token;
    expect((await get('/editions', { acno: 38 }, a, field)).statusCode).toBe(403);
    // bad input, by field
    const bad = await get('/editions/compare', { acno: 38, partno: 'x', from: 'y' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['from', 'partno', 'to']);
    const other = await get('/editions/compare', { acno: 38, partno: 2, from: draft.id, to: final.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.map((e: { code: string }) => e.code)).toEqual(['from', 'to']);
  });

  it('keeps the slots it compares with the roll', async () => {
    // the part's latest edition is the roll as it is
    const final = part1()[1];
    const [{ n }] = await h.database.rows<{ n: number }>(sql`
      select count(*)::int as n from roll_edition_entries en
        join voters v on v.tenant_id = en.tenant_id and v.id = en.voter_id ${slotJoin('v', 'vs')}
       where en.tenant_id = ${a.tenantId} and en.edition_id = ${final.id} and en.on_roll and vs.slnoinpart = en.slnoinpart and v.deleted_at is null`);
    expect(n).toBe(35);
  });
});
