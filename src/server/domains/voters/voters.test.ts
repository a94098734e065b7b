// Voter search, lists, A-Z and reports against a brute-force filter over the same small rolls
// (generated and imported with the real importer), on every database kind.
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, startHarness, type Harness, signedInOrganisation, importRoll } from '../../test/harness';
import { searchVoters } from './search';
import { likeTest, vocabulary, type ScopeNames } from './searchNames';
import { nameMatches, voterMatches } from '../../../shared/nameMatch';
import { VoterApi, type AtozResponse, type VoterReportResponse, type VoterSearchResponse } from '../../../shared/api/voters';

interface Roll {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  section_no: number;
  part_name: string;
  fm_name_en: string;
  lastname_en: string;
  fm_name_v1: string | null;
  lastname_v1: string | null;
  epic_no: string | null;
  age: number;
  gender: string;
  center_id: number;
}

// the rule the field app searches its voters with: the server's search must find the same voters
const fullMatch = (v: Roll, t: string) => voterMatches(v, t);
const surnameMatch = (v: Roll, t: string) => nameMatches(v, t, true);
const rollOrder = (a: Roll, b: Roll) => a.acno - b.acno || a.partno - b.partno || a.slnoinpart - b.slnoinpart;
const letterOf = (v: Roll) => (/^[A-Z]$/.test(v.fm_name_en.slice(0, 1).toUpperCase()) ? v.fm_name_en.slice(0, 1).toUpperCase() : '#');

describe.each(dbKinds())('voter search on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; adminId: number; token: string };
  let b: { tenantId: number; adminId: number; token: string };
  let rollA: Roll[];
  let rollB: Roll[];
  const vp = (who: { tenantId: number }) => `/api/v1/admin/${who.tenantId}/${who.tenantId}/0`;
  const get = (who: { token: string }, url: string, query: Record<string, string | number> = {}) =>
    h.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: auth(who.token) });

  const loadRoll = (tenantId: number) =>
    h.database.rows<Roll>(sql`
      select v.id, v.acno, v.partno, vs.slnoinpart, v.section_no, c.part_name, v.fm_name_en, v.lastname_en, v.fm_name_v1, v.lastname_v1, v.epic_no,
             v.age, v.gender, c.center_id
        from voters v ${slotJoin()} join voting_centres c on c.tenant_id = v.tenant_id and c.acno = v.acno and c.partno = v.partno
       where v.tenant_id = ${tenantId} and v.deleted_at is null`);

  /** Every page of a search (pageSize 100), checking totals and page sizes on the way. */
  async function allPages(who: { tenantId: number; token: string }, path: string, query: Record<string, string | number>) {
    const ids: number[] = [];
    let total = -1;
    for (let page = 1; page < 50; page++) {
      const res = await get(who, vp(who) + path, { ...query, page, pageSize: 100 });
      expect(res.statusCode).toBe(200);
      const body = res.json() as VoterSearchResponse;
      if (total === -1) total = body.total;
      expect(body.total).toBe(total);
      ids.push(...body.voters.map((v) => v.id));
      if (body.voters.length < 100) break;
    }
    return { ids, total };
  }

  beforeAll(async () => {
    h = await startHarness(kind, { SEARCH_PLAN_HEADER: '1' });
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importRoll(h, a, { acno: 38, parts: 4, perPart: 90, seed: 5 });
    await importRoll(h, a, { acno: 39, parts: 1, perPart: 60, seed: 5 });
    // B holds the same constituency number with its own electors.
    await importRoll(h, b, { acno: 38, parts: 1, perPart: 80, seed: 6 });
    rollA = await loadRoll(a.tenantId);
    rollB = await loadRoll(b.tenantId);
  });
  afterAll(() => h.close());

  const LATIN = [
    'kum',
    'pat',
    'sha',
    'ram',
    'esh',
    'Dev',
    'SINGH',
    'xyz',
    'sh pa',
    'esh pat',
    'kumar sh',
    'jesh kumar',
    'ndra pat',
    'esh chandra s',
    'h k',
    // surname first, and EPIC starts (constituency 38's EPICs start KDV, 39's VWK)
    'patil ramesh',
    'pat ram',
    'sharma ra',
    'kdv',
    'KDV1',
    'vwk',
    'kdv0000000',
  ];
  const DEVANAGARI = ['कुम', 'पाट', 'शर्', 'देव', 'सिं', 'रमेश', 'ंद्र', 'श पाटील', 'पाटील रमे'];

  it.each([...LATIN, ...DEVANAGARI])('finds exactly the brute-force matches of %s in a constituency, in roll order', async (term) => {
    const expected = rollA
      .filter((v) => v.acno === 38 && fullMatch(v, term))
      .sort(rollOrder)
      .map((v) => v.id);
    const got = await allPages(a, VoterApi.searchAcnoVoters.path, { acno: 38, enfname: term });
    expect(got.ids).toEqual(expected);
    expect(got.total).toBe(expected.length);
  });

  it('finds a name typed surname first and the EPIC numbers a word of letters starts (the field app’s rule)', async () => {
    const someone = rollA.find((v) => v.acno === 38 && v.partno === 2)!;
    const reversed = `${someone.lastname_en} ${someone.fm_name_en}`.toLowerCase();
    const got = await allPages(a, VoterApi.searchAcnoVoters.path, { acno: 38, enfname: reversed });
    expect(got.ids).toContain(someone.id);
    const kdv = await allPages(a, VoterApi.searchAcnoVoters.path, { acno: 38, enfname: 'kdv' });
    expect(kdv.total).toBe(rollA.filter((v) => v.acno === 38).length);
    // another constituency's EPIC start finds nobody in 38, and another organisation's voters never
    expect((await allPages(a, VoterApi.searchAcnoVoters.path, { acno: 38, enfname: 'vwk' })).total).toBe(0);
    const inB = new Set(rollB.map((v) => v.id));
    expect(kdv.ids.some((id) => inB.has(id))).toBe(false);
  });

  it('uses both query shapes and answers the same as brute force either way', async () => {
    const plans = new Set<string>();
    for (const term of [...LATIN, ...DEVANAGARI]) {
      const res = await get(a, vp(a) + VoterApi.searchAcnoVoters.path, { acno: 38, enfname: term });
      plans.add(String(res.headers['x-search-plan']));
    }
    const shapes = [...plans].map((p) => p.split('+')[0]);
    expect(new Set(shapes)).toEqual(new Set(['walk', 'candidates', 'vocabulary']));
    // Totals both from the vocabulary alone and from counting candidates (a space in the term).
    expect([...plans].some((p) => p.endsWith('+vocabulary'))).toBe(true);
    expect([...plans].some((p) => p.endsWith('+candidates') || p === 'candidates')).toBe(true);
  });

  it('pages 10 at a time on the server', async () => {
    const expected = rollA
      .filter((v) => v.acno === 38 && fullMatch(v, 'esh'))
      .sort(rollOrder)
      .map((v) => v.id);
    expect(expected.length).toBeGreaterThan(25);
    for (const page of [1, 2, 3]) {
      const body = (await get(a, vp(a) + VoterApi.searchAcnoVoters.path, { acno: 38, enfname: 'esh', page })).json() as VoterSearchResponse;
      expect(body.voters.map((v) => v.id)).toEqual(expected.slice((page - 1) * 10, page * 10));
      expect(body).toMatchObject({ page, pageSize: 10, total: expected.length, totalCapped: false });
    }
  });

  it('narrows by part, section, voting centre, ward, age and gender, and by surname', async () => {
    const part2 = rollA.find((v) => v.acno === 38 && v.partno === 2)!;
    const cases: Array<[string, Record<string, string | number>, (v: Roll) => boolean]> = [
      [VoterApi.searchAcnoVoters.path, { acno: 38, partno: 2, enfname: 'ani' }, (v) => v.partno === 2 && fullMatch(v, 'ani')],
      [VoterApi.searchAcnoVoters.path, { acno: 38, partno: 3, section: 2, enfname: 'ेशा' }, (v) => v.partno === 3 && v.section_no === 2 && fullMatch(v, 'ेशा')],
      [VoterApi.searchAcnoVoters.path, { acno: 38, partno: 1, section: 1 }, (v) => v.partno === 1 && v.section_no === 1],
      [
        VoterApi.searchSectionVoters.path,
        { acno: 38, vcenter_id: part2.center_id, enfname: 'kar' },
        (v) => v.center_id === part2.center_id && fullMatch(v, 'kar'),
      ],
      [VoterApi.searchAcnoVoters.path, { acno: 38, prabhag: part2.part_name, enfname: 'ram' }, (v) => v.part_name === part2.part_name && fullMatch(v, 'ram')],
      [VoterApi.searchVoters.path, { acno: 38, fromAge: 30, toAge: 45, gender: 'F' }, (v) => v.age >= 30 && v.age <= 45 && v.gender === 'F'],
      [VoterApi.searchVoters.path, { acno: 38, fromAge: 60, gender: '1', enfname: 'ash' }, (v) => v.age >= 60 && v.gender === 'M' && fullMatch(v, 'ash')],
      [VoterApi.searchVoters.path, { acno: 38, enlname: 'pat' }, (v) => surnameMatch(v, 'pat')],
      [VoterApi.searchVoters.path, { acno: 38, gender: 'F', enfname: 'देव' }, (v) => v.gender === 'F' && fullMatch(v, 'देव')],
      [VoterApi.searchVoters.path, { acno: 38, gender: 'M', enlname: 'पाट' }, (v) => v.gender === 'M' && surnameMatch(v, 'पाट')],
      [
        VoterApi.searchVoters.path,
        { acno: 38, gender: '2', fromAge: 25, toAge: 50, enfname: 'sha' },
        (v) => v.gender === 'F' && v.age >= 25 && v.age <= 50 && fullMatch(v, 'sha'),
      ],
      [VoterApi.searchVoters.path, { acno: 38, enfname: 'esh', enlname: 'पाट' }, (v) => fullMatch(v, 'esh') && surnameMatch(v, 'पाट')],
    ];
    for (const [path, query, filter] of cases) {
      const expected = rollA
        .filter((v) => v.acno === 38 && filter(v))
        .sort(rollOrder)
        .map((v) => v.id);
      const got = await allPages(a, path, query);
      expect({ path, query, ids: got.ids }).toEqual({ path, query, ids: expected });
      expect(got.total).toBe(expected.length);
    }
  });

  it('searches every constituency of the tenant when no acno is given, and only the voting centre asked', async () => {
    const expected = rollA
      .filter((v) => fullMatch(v, 'sha'))
      .sort(rollOrder)
      .map((v) => v.id);
    expect(new Set(rollA.filter((v) => fullMatch(v, 'sha')).map((v) => v.acno))).toEqual(new Set([38, 39]));
    expect((await allPages(a, VoterApi.searchVoters.path, { enfname: 'sha' })).ids).toEqual(expected);
    const centre = rollA.find((v) => v.acno === 38 && v.partno === 4)!;
    const res = await get(a, vp(a) + VoterApi.vcenterList.path, { acno: 38 });
    const entry = res.json().vcenterlist.find((c: { center_id: number }) => c.center_id === centre.center_id);
    const byName = await allPages(a, VoterApi.searchVcenterVoters.path, { acno: 38, vcenter: entry.vcenter, enfname: 'pat' });
    expect(byName.ids).toEqual(
      rollA
        .filter((v) => v.acno === 38 && v.center_id === centre.center_id && fullMatch(v, 'pat'))
        .sort(rollOrder)
        .map((v) => v.id),
    );
  });

  it('lists only voters without collected details for search-acno-without-voters-family', async () => {
    const withInfo = rollA.filter((v) => v.acno === 38 && v.partno === 1).slice(0, 5);
    await h.database.rows(sql`insert into voter_info (tenant_id, voter_id) select ${a.tenantId}, unnest(${sql.param(withInfo.map((v) => v.id))}::bigint[])`);
    const got = await allPages(a, VoterApi.searchAcnoWithoutVotersFamily.path, { acno: 38, partno: 1 });
    const expected = rollA
      .filter((v) => v.acno === 38 && v.partno === 1 && !withInfo.includes(v))
      .sort(rollOrder)
      .map((v) => v.id);
    expect(got.ids).toEqual(expected);
    await h.database.rows(sql`delete from voter_info where tenant_id = ${a.tenantId}`);
  });

  it('caps the total and says so, on every query shape', async () => {
    const plans = new Set<string>();
    // The commonest three letters around the space between first name and surname.
    const around = new Map<string, number>();
    for (const v of rollA.filter((x) => x.acno === 38)) {
      const w = `${v.fm_name_en.slice(-1)} ${v.lastname_en.slice(0, 1)}`.toLowerCase();
      around.set(w, (around.get(w) ?? 0) + 1);
    }
    const spaced = [...around.entries()].sort((x, y) => y[1] - x[1])[0][0];
    const estimated: string[] = [];
    for (const [term, gender] of [
      ['a', undefined],
      ['sha', undefined],
      ['ेश', undefined],
      ['प', undefined],
      ['a', 'F'],
      [spaced, undefined],
      ['श', 'M'],
    ] as const) {
      const all = rollA.filter((v) => v.acno === 38 && fullMatch(v, term) && (!gender || v.gender === gender)).length;
      const r = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, term, gender, page: 1, pageSize: 10 }, 12);
      expect(all).toBeGreaterThan(12);
      // past the cap: "12+", or for a one-word term the vocabulary's "about N" (never below the cap)
      if (r.totalEstimated) {
        expect(r.totalCapped).toBe(false);
        expect(r.total).toBeGreaterThan(12);
        estimated.push(term);
      } else expect(r).toMatchObject({ total: 12, totalCapped: true });
      expect(r.voters.length).toBe(10);
      plans.add(r.plan);
    }
    // A surname few hold, with an age filter: its count reads the candidates (a walk to the cap
    // would read most of the roll); the common names' counts walk.
    const bySurname = new Map<string, number>();
    for (const v of rollA.filter((x) => x.acno === 38)) bySurname.set(v.lastname_en, (bySurname.get(v.lastname_en) ?? 0) + 1);
    const fewHold = [...bySurname.entries()].filter(([, n]) => n > 12 && n < 30).sort((x, y) => x[1] - y[1])[0][0];
    const r0 = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, term: fewHold, fromAge: 18, page: 1, pageSize: 10 }, 12);
    expect(r0.totalCapped || r0.totalEstimated).toBe(true);
    expect(estimated.length).toBeGreaterThan(0);
    plans.add(r0.plan);
    expect([...plans].some((p) => p.endsWith('vocabulary'))).toBe(true);
    expect([...plans].some((p) => p.endsWith('+candidates'))).toBe(true);
    expect([...plans].some((p) => p.endsWith('+walk'))).toBe(true);
    // Under the cap the vocabulary's count is exact (one kind: surnames only).
    const surname = rollA.filter((v) => v.acno === 38 && surnameMatch(v, 'पाटील')).length;
    const r = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, surname: 'पाटील', page: 1, pageSize: 10 });
    expect(r).toMatchObject({ total: surname, totalCapped: false, totalEstimated: false });
    // No name: the whole constituency's count comes from its aggregate, exact past the cap; one
    // part's matches are counted to the end.
    const inAc = rollA.filter((v) => v.acno === 38).length;
    const whole = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, page: 1, pageSize: 10 }, 12);
    expect(whole).toMatchObject({ total: inAc, totalCapped: false, totalEstimated: false });
    const part = rollA.find((v) => v.acno === 38)!.partno;
    const inPart = rollA.filter((v) => v.acno === 38 && v.partno === part).length;
    expect(inPart).toBeGreaterThan(12);
    const onePart = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, partnos: [part], page: 1, pageSize: 10 }, 12);
    expect(onePart).toMatchObject({ total: inPart, totalCapped: false, totalEstimated: false });
  });

  it("counts each WhatsApp send of a voter's slip, audited; refuses a bad body and another tenant's voter", async () => {
    const post = (who: { tenantId: number; token: string }, payload: unknown) =>
      h.app.inject({ method: 'POST', url: vp(who) + VoterApi.updateCount.path, payload: payload as object, headers: auth(who.token) });
    const v = rollA[0];
    const first = await post(a, { voter_id: v.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ key: 'voter.whatsappCounted', whatsapp_count: 1 });
    expect((await post(a, { voter_id: v.id })).json().whatsapp_count).toBe(2);
    const bad = await post(a, { voter_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('voter_id');
    expect((await post(a, {})).statusCode).toBe(400);
    // B's session on B's path, with A's voter: not found, and A's count unchanged
    expect((await post(b, { voter_id: v.id })).statusCode).toBe(404);
    const [row] = await h.database.rows<{ n: number }>(sql`select whatsapp_count as n from voters where tenant_id = ${a.tenantId} and id = ${v.id}`);
    expect(Number(row.n)).toBe(2);
    const audited = await h.database.rows<{ changed: { whatsapp_count: number } }>(
      sql`select changed from audit_log where tenant_id = ${a.tenantId} and entity = 'voters' and entity_id = ${String(v.id)} order by id`,
    );
    expect(audited.map((r) => r.changed.whatsapp_count)).toEqual([1, 2]);
  });

  it('answers voter rows with the fields the screens show', async () => {
    const res = await get(a, vp(a) + VoterApi.searchAcnoVoters.path, { acno: 38, enfname: 'रमेश' });
    const v = (res.json() as VoterSearchResponse).voters[0];
    const row = rollA.find((r) => r.id === v.id)!;
    expect(v).toMatchObject({
      acno: 38,
      partno: row.partno,
      slnoinpart: row.slnoinpart,
      name: `${row.fm_name_en} ${row.lastname_en}`,
      name_v1: `${row.fm_name_v1} ${row.lastname_v1}`,
      enfname: row.fm_name_en,
      enlname: row.lastname_en,
      age: row.age,
      gender: row.gender,
      center_id: row.center_id,
      voterInfo: null,
    });
    expect(v.idcardno).toMatch(/^[A-Z]{3}\d{7}$/);
    expect(typeof v.vcenter).toBe('string');
    expect(v.rlname).toBeTruthy();
  });

  it.each([
    [{ acno: 38, enfname: 'ab' }, ['enfname']],
    [{ acno: 38, enfname: 'कु' }, ['enfname']],
    [{ acno: 38, enlname: 'x' }, ['enlname']],
    [{ acno: 'x' }, ['acno']],
    [{ acno: 38, partno: '1.5' }, ['partno']],
    [{ acno: 38, partno: '-1' }, ['partno']],
    [{ acno: 38, fromAge: 10 }, ['fromAge']],
    [{ acno: 38, toAge: 111 }, ['toAge']],
    [{ acno: 38, fromAge: 50, toAge: 30 }, ['fromAge']],
    [{ acno: 38, gender: 'Z' }, ['gender']],
    [{ acno: 38, page: 0 }, ['page']],
    [{ enfname: 'kum' }, ['acno']],
  ])('answers 400 with field errors for bad filters %j', async (query, codes) => {
    const res = await get(a, vp(a) + VoterApi.searchAcnoVoters.path, query as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual([...codes].sort());
  });

  it("refuses another tenant's path and never shows another tenant's voters", async () => {
    const res = await get(b, vp(a) + VoterApi.searchAcnoVoters.path, { acno: 38, enfname: 'kum' });
    expect(res.statusCode).toBe(403);
    const own = await allPages(b, VoterApi.searchAcnoVoters.path, { acno: 38, enfname: 'esh' });
    const idsB = new Set(rollB.map((v) => v.id));
    expect(own.ids.length).toBeGreaterThan(0);
    expect(own.ids.every((id) => idsB.has(id))).toBe(true);
    expect(own.ids).toEqual(
      rollB
        .filter((v) => fullMatch(v, 'esh'))
        .sort(rollOrder)
        .map((v) => v.id),
    );
  });

  it("shares a search page among the organisation's users until one of its writes, never with another organisation", async () => {
    const query = { acno: 38, enfname: 'esh' };
    const first = (await get(a, vp(a) + VoterApi.searchAcnoVoters.path, query)).json() as VoterSearchResponse;
    const gone = first.voters[0].id;
    // changed behind the server's back: the shared page still holds the voter
    await h.database.rows(sql`update voters set deleted_at = now() where id = ${gone}`);
    try {
      const again = (await get(a, vp(a) + VoterApi.votersList.path, query)).json() as VoterSearchResponse;
      expect(again.voters.map((v) => v.id)).toEqual(first.voters.map((v) => v.id));
      const other = (await get(b, vp(b) + VoterApi.searchAcnoVoters.path, query)).json() as VoterSearchResponse;
      const idsB = new Set(rollB.map((v) => v.id));
      expect(other.voters.length).toBeGreaterThan(0);
      expect(other.voters.every((v) => idsB.has(v.id))).toBe(true);
      // any write of the organisation through this server drops its shared pages at once
      const write = await h.app.inject({
        method: 'POST',
        url: `/api/v1/admin/${a.tenantId}/religion/add`,
        payload: { name: 'Shared page check' },
        headers: auth(a.token),
      });
      expect(write.statusCode).toBe(201);
      const after = (await get(a, vp(a) + VoterApi.searchAcnoVoters.path, query)).json() as VoterSearchResponse;
      expect(after.voters.map((v) => v.id)).not.toContain(gone);
      expect(after.total).toBe(first.total - 1);
    } finally {
      await h.database.rows(sql`update voters set deleted_at = null where id = ${gone}`);
      await h.database.rows(sql`delete from religions where tenant_id = ${a.tenantId} and name = 'Shared page check'`);
      const drop = await h.app.inject({
        method: 'POST',
        url: `/api/v1/admin/${a.tenantId}/religion/add`,
        payload: { name: 'Shared page check 2' },
        headers: auth(a.token),
      });
      expect(drop.statusCode).toBe(201);
    }
  });

  it('lists sections, wards, voting centres and areas of a constituency', async () => {
    const sections = (await get(a, vp(a) + VoterApi.sectionList.path, { acno: 38 })).json().sectionlist;
    const expectedSections = [...new Set(rollA.filter((v) => v.acno === 38).map((v) => `${v.partno}/${v.section_no}`))];
    expect(sections.map((s: { partno: number; section_no: number }) => `${s.partno}/${s.section_no}`)).toEqual(
      expectedSections.sort((x, y) => x.localeCompare(y, 'en', { numeric: true })),
    );
    expect(sections.reduce((n: number, s: { voter_count: number }) => n + s.voter_count, 0)).toBe(rollA.filter((v) => v.acno === 38).length);
    const part3 = (await get(a, vp(a) + VoterApi.sectionList.path, { acno: 38, partno: 3 })).json().sectionlist;
    expect(part3.every((s: { partno: number; section: string }) => s.partno === 3 && s.section)).toBe(true);

    const wards = (await get(a, vp(a) + VoterApi.prabhagList.path, { acno: 38 })).json().prabhaglist;
    expect(wards.flatMap((w: { partnos: number[] }) => w.partnos).sort()).toEqual([1, 2, 3, 4]);
    expect(wards.every((w: { ac_no: number; prabhag: string }) => w.ac_no === 38 && w.prabhag)).toBe(true);
    const allWards = (await get(a, vp(a) + VoterApi.prabhagList.path)).json().prabhaglist;
    expect(new Set(allWards.map((w: { ac_no: number }) => w.ac_no))).toEqual(new Set([38, 39]));
    const centres = (await get(a, vp(a) + VoterApi.vcenterList.path, { acno: 38 })).json().vcenterlist;
    expect(centres.flatMap((c: { partnos: number[] }) => c.partnos).sort()).toEqual([1, 2, 3, 4]);
    expect(centres[0]).toMatchObject({ ac_no: 38, center_id: expect.any(Number), vcenter: expect.any(String) });
    const allCentres = (await get(a, vp(a) + VoterApi.vcenterList.path)).json().vcenterlist;
    expect(new Set(allCentres.map((c: { ac_no: number }) => c.ac_no))).toEqual(new Set([38, 39]));
    const areas = (await get(a, vp(a) + VoterApi.areaWiseList.path, { acno: 38 })).json().areawiselist;
    expect(areas.map((x: { partno: number }) => x.partno)).toEqual([1, 2, 3, 4]);
    expect(areas[0]).toEqual({ ac_no: 38, partno: 1, location_name: expect.any(String), center_id: expect.any(Number), vcenter: expect.any(String) });
    expect((await get(a, vp(a) + VoterApi.sectionList.path)).statusCode).toBe(400);
  });

  it('groups A-Z by initial with counts for a part and a whole constituency, and pages one letter', async () => {
    for (const partno of [2, undefined]) {
      const scope = rollA.filter((v) => v.acno === 38 && (partno == null || v.partno === partno));
      const counts = new Map<string, number>();
      for (const v of scope) counts.set(letterOf(v), (counts.get(letterOf(v)) ?? 0) + 1);
      const res = await get(a, vp(a) + VoterApi.votersListAtoz.path, { acno: 38, ...(partno ? { partno } : { partno: 'ALL' }) });
      const body = res.json() as AtozResponse;
      expect(Object.fromEntries(body.voterslist.map((g) => [g.firstLetter, g.voterCount]))).toEqual(Object.fromEntries(counts));
      expect(body.total).toBe(scope.length);
      expect(body.voterslist.every((g) => g.voters.length === 0)).toBe(true);

      const letter = [...counts.entries()].sort((x, y) => y[1] - x[1])[0][0];
      // A common letter (walked) and a rare one (through its first names), in roll order.
      const rare = [...counts.entries()].sort((x, y) => x[1] - y[1])[0][0];
      for (const [l, page] of [
        [letter, 2],
        [rare, 1],
      ] as const) {
        const expected = scope
          .filter((v) => letterOf(v) === l)
          .sort(rollOrder)
          .map((v) => v.id);
        const body2 = (await get(a, vp(a) + VoterApi.votersListAtoz.path, { acno: 38, partno: partno ?? 'ALL', letter: l, page })).json() as AtozResponse;
        expect(body2.voterslist.find((g) => g.firstLetter === l)!.voters.map((v) => v.id)).toEqual(expected.slice((page - 1) * 10, page * 10));
        expect(body2.voterslist.filter((g) => g.firstLetter !== l).every((g) => g.voters.length === 0)).toBe(true);
      }
    }
    // A letter with age and gender filters over the whole constituency.
    const women = rollA
      .filter((v) => v.acno === 38 && v.gender === 'F' && v.age >= 40 && letterOf(v) === 'S')
      .sort(rollOrder)
      .map((v) => v.id);
    const sw = (await get(a, vp(a) + VoterApi.votersListAtoz.path, { acno: 38, gender: 'F', fromAge: 40, letter: 'S' })).json() as AtozResponse;
    expect(sw.voterslist.find((g) => g.firstLetter === 'S')?.voters.map((v) => v.id) ?? []).toEqual(women.slice(0, 10));
    // Age and gender filters, counted from the aggregate for the whole constituency.
    const scope = rollA.filter((v) => v.acno === 38 && v.gender === 'F' && v.age >= 30 && v.age <= 50);
    const body = (await get(a, vp(a) + VoterApi.votersListAtoz.path, { acno: 38, gender: 'F', fromAge: 30, toAge: 50 })).json() as AtozResponse;
    expect(body.total).toBe(scope.length);
    expect((await get(a, vp(a) + VoterApi.votersListAtoz.path, { acno: 38, letter: 'AB' })).statusCode).toBe(400);
    expect((await get(a, vp(a) + VoterApi.votersListAtoz.path, { partno: 1 })).statusCode).toBe(400);
  });

  it('reports by age with filters, server paging and exact totals', async () => {
    const order = (x: Roll, y: Roll) => x.age - y.age || x.partno - y.partno || x.slnoinpart - y.slnoinpart;
    const cases: Array<[Record<string, string | number>, (v: Roll) => boolean]> = [
      [{ fromAge: 25, toAge: 40, gender: 'M', partno: 'ALL' }, (v) => v.age >= 25 && v.age <= 40 && v.gender === 'M'],
      [{ fromAge: 18, toAge: 110, gender: 'ALL', partno: 2 }, (v) => v.partno === 2],
      [{ fromAge: 60, toAge: 110, gender: 'F' }, (v) => v.age >= 60 && v.gender === 'F'],
    ];
    for (const [query, filter] of cases) {
      const expected = rollA
        .filter((v) => v.acno === 38 && filter(v))
        .sort(order)
        .map((v) => v.id);
      for (const page of [1, 2]) {
        const body = (await get(a, vp(a) + VoterApi.reportByAge.path, { acno: 38, ...query, page })).json() as VoterReportResponse;
        expect(body.voters.map((v) => v.id)).toEqual(expected.slice((page - 1) * 10, page * 10));
        expect(body.total).toBe(expected.length);
      }
    }
    const bad = await get(a, vp(a) + VoterApi.reportByAge.path, { acno: 38, fromAge: 40, toAge: 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'fromAge', message: 'Minimum age cannot be greater than maximum age.' });
    expect((await get(a, vp(a) + VoterApi.reportByAge.path, { acno: 38, fromAge: 17, toAge: 30 })).statusCode).toBe(400);
  });
});

describe('LIKE patterns matched in memory (the name vocabulary)', () => {
  it.each([
    ['%kum%', 'rakumar', true],
    ['%kum%', 'raku', false],
    ['kum%', 'kumar', true],
    ['kum%', 'akumar', false],
    ['% pat', 'esh pat', true],
    ['a_c', 'abc', true],
    ['a_c', 'ac', false],
    ['%50\\%%', 'up 50% off', true],
    ['%50\\%%', 'up 500 off', false],
    ['%a\\_b%', 'xa_by', true],
    ['%a\\_b%', 'xacby', false],
    ['%(.*)%', 'a(.*)b', true],
    ['%(.*)%', 'ab', false],
    ['%ंद्र%', 'रवींद्र', true],
    ['%esh', 'ramesh', true],
    ['%esh', 'eshwar', false],
    ['%esh %', 'ramesh kumar', true],
    ['kumar', 'kumar', true],
    ['kumar', 'kumari', false],
    ['%', '', true],
    ['%a%b%', 'xaxbx', true],
    ['%a%b%', 'xbxax', false],
  ])('%s on %s: %s', (pattern, name, expected) => {
    expect(likeTest(pattern)(name)).toBe(expected);
  });
});

describe('the names holding a word, remembered with the vocabulary', () => {
  const name = (kind: number, gender: string, n: string, count: number) => ({ acno: 38, kind, gender, name: n, lower: n.toLowerCase(), n: count });
  const scope: ScopeNames = {
    names: [name(1, 'M', 'KUMAR', 5), name(1, 'F', 'KUMARI', 7), name(2, 'M', 'Rakumar', 2), name(1, 'M', 'SUNIL', 9)],
    size: 100,
    parts: [],
    epicStarts: null,
  };
  const source = async () => scope;
  const ask = (word: string, gender?: 'M' | 'F', kinds = [1, 2]) =>
    vocabulary(source, { tenantId: 1, acno: 38, gender }, { word, before: false, after: false }, kinds, false).then((v) => v.estimate);

  it('answers each word, gender and kind of name apart, asked again or not', async () => {
    for (let round = 0; round < 2; round++) {
      expect(await ask('kum')).toBe(14);
      expect(await ask('kum', 'M')).toBe(7);
      expect(await ask('kum', 'F')).toBe(7);
      expect(await ask('kum', undefined, [2])).toBe(2);
      expect(await ask('sun')).toBe(9);
      expect(await ask('zzz')).toBe(0);
    }
  });
});
