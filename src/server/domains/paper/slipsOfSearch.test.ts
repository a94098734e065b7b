// Slips of a search's whole result and of chosen voters, on every database kind: a print takes
// exactly the voters the search's own query finds across all its pages (read back with pdftotext:
// one slip per voter, each by its EPIC), with its filters named on the cover and the voters who may
// not be contacted counted there; chosen voters print alone, narrowed by a search when both are
// given; another organisation's ids print nothing of theirs; staff print only their parts; too
// many ids, malformed ids or filters, and a search past the print's size are a 400 naming the field.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import en from '../../../../i18n/en.json';
import hi from '../../../../i18n/hi.json';
import mr from '../../../../i18n/mr.json';
import type { VoterRow, VoterSearchResponse } from '../../../shared/api/voters';
import { SLIP_IDS_MAX, SLIPS_MAX } from '../../../shared/schemas/paper';
import { auth, dbKinds, importRoll, login, makeStaff, signedInOrganisation, useHarness, type Harness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
type Query = Record<string, string | number>;

function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `slips-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The EPIC numbers a slips PDF prints, one a slip, in print order. */
const printedEpics = (text: string, label = en['paper.epic']) => [...text.matchAll(new RegExp(`${label}: (\\S+)`, 'g'))].map((m) => m[1]);

// three organisations' rolls are imported before the first test, one of them past a print's size
jest.setTimeout(180_000);

describe.each(dbKinds())('slips of a search result or of chosen voters on %s', (kind) => {
  let h: Harness, a: Org, b: Org, big: Org;
  let rollA: VoterRow[];
  let dnc: VoterRow, withdrawn: VoterRow;
  /** the surname most voters of a share: its search spans pages and parts */
  let surname: string;

  const voterUrl = (org: Org, p: string) => `/api/v1/admin/${org.tenantId}/${org.tenantId}/0${p}`;
  const get = (p: string, query: Query, org: Org = a, token = org.token) =>
    h.app.inject({
      method: 'GET',
      url: voterUrl(org, p),
      headers: auth(token),
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const slips = (query: Query, org: Org = a, token = org.token) => get('/paper/slips', { acno: 38, lang: 'en', ...query }, org, token);
  /** Every voter a search finds, page after page, as the voter search answers them. */
  async function searchAll(filters: Query, org: Org = a, token = org.token): Promise<VoterRow[]> {
    const all: VoterRow[] = [];
    for (let p = 1; ; p++) {
      const res = await get('/search-acno-voters', { acno: 38, ...filters, page: p, pageSize: 100 }, org, token);
      expect(res.statusCode).toBe(200);
      const body = res.json<VoterSearchResponse>();
      all.push(...body.voters);
      if (body.voters.length < 100) return all;
    }
  }
  const epics = (vs: VoterRow[]) => vs.map((v) => v.idcardno);

  useHarness(kind, async (started) => {
    h = started;
    [a, b, big] = [await signedInOrganisation(h), await signedInOrganisation(h), await signedInOrganisation(h)];
    await importRoll(h, a, { acno: 38, parts: 3, perPart: 40, seed: 51 });
    await importRoll(h, b, { acno: 38, parts: 1, perPart: 20, seed: 52 });
    await importRoll(h, big, { acno: 38, parts: 1, perPart: SLIPS_MAX + 1, seed: 53 });
    rollA = await searchAll({});
    const bySurname = new Map<string, VoterRow[]>();
    for (const v of rollA) bySurname.set(v.enlname!, [...(bySurname.get(v.enlname!) ?? []), v]);
    const common = [...bySurname.values()].sort((x, y) => y.length - x.length)[0];
    surname = common[0].enlname!;
    // of the common surname, one asked not to be contacted and one withdrew consent
    [dnc, withdrawn] = [common[1], common[2]];
    await h.database.rows(sql`insert into voter_info (tenant_id, voter_id, do_not_contact) values (${a.tenantId}, ${dnc.id}, true)`);
    await h.database.rows(sql`insert into voter_info (tenant_id, voter_id, consent) values (${a.tenantId}, ${withdrawn.id}, 'withdrawn')`);
  });

  it('prints every voter a search finds over the constituency, all its pages, and counts those who may not be contacted on the cover', async () => {
    const found = await searchAll({ enlname: surname });
    expect(found.length).toBeGreaterThan(10);
    expect(new Set(found.map((v) => v.partno)).size).toBeGreaterThan(1);
    const res = await slips({ enlname: surname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('slips-38-search-en.pdf');
    const text = pdfText(res.rawPayload);
    const printable = found.filter((v) => v.id !== dnc.id && v.id !== withdrawn.id);
    // exactly the search's voters, in roll order, the two who may not be contacted left out
    expect(printedEpics(text)).toEqual(epics(printable));
    expect(text).toContain(`Constituency 38, search: Surname “${surname}”`);
    expect(text).toContain(`Slips printed: ${printable.length}`);
    expect(text).toContain('Left out, consent withdrawn: 1');
    expect(text).toContain('Left out, asked not to be contacted: 1');
  });

  it('prints a filtered search of a part, and of a voting centre, in Marathi with the filters named', async () => {
    const filters = { partno: 2, fromAge: 30, toAge: 60, gender: 'F' };
    const found = await searchAll(filters);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(rollA.filter((v) => v.partno === 2).length);
    const text = pdfText((await slips({ ...filters, lang: 'mr' })).rawPayload);
    expect(printedEpics(text, mr['paper.epic'])).toEqual(epics(found.filter((v) => v.id !== dnc.id && v.id !== withdrawn.id)));
    expect(text).toContain('विधानसभा मतदारसंघ 38, शोध: भाग 2 · वय 30–60 · स्त्री');

    const centre = rollA.find((v) => v.partno === 3)!;
    const ofCentre = await searchAll({ vcenter_id: centre.center_id! });
    expect(ofCentre.length).toBeGreaterThan(0);
    const centreText = pdfText((await slips({ vcenter_id: centre.center_id!, lang: 'mr' })).rawPayload);
    expect(printedEpics(centreText, mr['paper.epic'])).toEqual(epics(ofCentre.filter((v) => v.id !== dnc.id && v.id !== withdrawn.id)));
    expect(centreText).toContain(`शोध: मतदान केंद्र: ${centre.vcenter_v1 ?? centre.vcenter}`);
  });

  it('prints the chosen voters alone, across parts; with a search beside them, only those it finds', async () => {
    const chosen = [1, 2, 3].map((p) => rollA.filter((v) => v.partno === p)[5]);
    const text = pdfText((await slips({ ids: chosen.map((v) => v.id).join(',') })).rawPayload);
    expect(printedEpics(text)).toEqual(epics(chosen));
    expect(text).toContain('Constituency 38, 3 chosen voters');
    const narrowed = pdfText((await slips({ ids: chosen.map((v) => v.id).join(','), partno: 2, gender: chosen[1].gender! })).rawPayload);
    expect(printedEpics(narrowed)).toEqual([chosen[1].idcardno]);
  });

  it("prints nothing of another organisation's voters, by id or by search", async () => {
    const theirs = await searchAll({}, b);
    const mine = rollA[7];
    const mixed = pdfText((await slips({ ids: [mine.id, ...theirs.map((v) => v.id)].join(',') })).rawPayload);
    // both rolls are of constituency 38, so their EPIC numbers run alike: one slip, and it is ours
    expect(printedEpics(mixed)).toEqual([mine.idcardno]);
    expect(mixed).toContain(mine.name);
    expect(mixed).toContain('Slips printed: 1');
    const none = pdfText((await slips({ ids: theirs.map((v) => v.id).join(',') })).rawPayload);
    expect(printedEpics(none)).toEqual([]);
    expect(none).toContain('Slips printed: 0');
    // their search of our common surname finds and prints only their own voters
    const theirFound = await searchAll({ enlname: surname }, b);
    const their = pdfText((await slips({ enlname: surname }, b)).rawPayload);
    expect(printedEpics(their)).toEqual(epics(theirFound));
    // and our prefix is not theirs to print from
    expect((await slips({ enlname: surname }, a, b.token)).statusCode).toBe(403);
  });

  it('prints, for staff with parts of their own, only those parts of a search', async () => {
    const staff = await makeStaff(h, a.tenantId, ['Voters']);
    await h.database.rows(sql`update users set partno_list = '[2]'::jsonb where tenant_id = ${a.tenantId} and id = ${staff.id}`);
    const token = (await login(h, staff.email)).token;
    const found = await searchAll({ enlname: surname }, a, token);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v) => v.partno === 2)).toBe(true);
    const text = pdfText((await slips({ enlname: surname }, a, token)).rawPayload);
    expect(printedEpics(text)).toEqual(epics(found.filter((v) => v.id !== dnc.id && v.id !== withdrawn.id)));
    // a chosen voter of another part is not theirs to print
    const elsewhere = rollA.find((v) => v.partno === 1)!;
    expect(printedEpics(pdfText((await slips({ ids: String(elsewhere.id) }, a, token)).rawPayload))).toEqual([]);
  });

  it('refuses too many ids, malformed ids and filters with a 400 naming the field, its message in English, Hindi and Marathi', async () => {
    const unknown = (n: number) => Array.from({ length: n }, (_, i) => 900_000_001 + i).join(',');
    const tooMany = await slips({ ids: unknown(SLIP_IDS_MAX + 1) });
    expect(tooMany.statusCode).toBe(400);
    const [error] = tooMany.json().errors;
    expect(error).toMatchObject({ code: 'ids', key: 'paper.tooManyIds', values: { max: '1,000' } });
    expect(error.message).toBe('At most 1,000 chosen voters print at once; print the whole search result instead.');
    for (const catalogue of [hi, mr] as Array<Record<string, string>>) {
      expect(catalogue['paper.tooManyIds']).toContain('{max}');
      expect(catalogue['paper.tooManyIds']).not.toBe(en['paper.tooManyIds']);
    }
    // as many as a print names: printed (none of them exist)
    const most = await slips({ ids: unknown(SLIP_IDS_MAX) });
    expect(most.statusCode).toBe(200);
    expect(pdfText(most.rawPayload)).toContain('Slips printed: 0');

    const cases: Array<[Query, string, string]> = [
      [{ ids: '12,abc' }, 'ids', 'paper.idsInvalid'],
      [{ ids: '12,,13' }, 'ids', 'paper.idsInvalid'],
      [{ ids: '-12' }, 'ids', 'paper.idsInvalid'],
      [{ ids: '1.5' }, 'ids', 'paper.idsInvalid'],
      [{ ids: '1e3' }, 'ids', 'paper.idsInvalid'],
      [{ enfname: 'ab' }, 'enfname', 'validation.nameSearchMin'],
      [{ enlname: 'x'.repeat(51) }, 'enlname', 'validation.nameTooLong'],
      [{ partno: 2, fromAge: 60, toAge: 30 }, 'fromAge', 'validation.ageOrder'],
      [{ partno: 2, gender: 'X' }, 'gender', 'validation.gender'],
      [{ section: 'one' }, 'section', 'validation.section'],
      [{ vcenter_id: '7x' }, 'vcenter_id', 'validation.vcenter'],
      [{}, 'partno', 'paper.chooseVoters'],
    ];
    for (const [query, code, key] of cases) {
      const res = await slips(query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ code, key }));
    }
  });

  it('refuses a search that finds more voters than one print takes', async () => {
    const res = await slips({ partno: 1, fromAge: 18 }, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'partno', key: 'paper.tooManyFound', values: { max: '4,000' } });
    expect(res.json().errors[0].message).toBe('The search found more than 4,000 voters: narrow it (a part, a name) to print their slips.');
  });
});
