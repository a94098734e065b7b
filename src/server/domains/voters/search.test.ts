// Voter search's shortcuts against brute force over small imported rolls, on every database kind:
// a rare name's page read first from the parts that should hold it, the tenant's EPIC starts
// that spare a term's EPIC count, and a page computed for one asker compressed for that answer.
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, importRoll, signedInOrganisation, startHarness, type Harness } from '../../test/harness';
import { voterMatches } from '../../../shared/nameMatch';
import { VoterApi, type VoterSearchResponse } from '../../../shared/api/voters';
import { searchVoters } from './search';
import { epicCanStart, epicStarts, scopeNames } from './searchNames';

interface Roll {
  id: number;
  acno: number;
  partno: number;
  slnoinpart: number;
  fm_name_en: string;
  lastname_en: string;
  fm_name_v1: string | null;
  lastname_v1: string | null;
  epic_no: string | null;
  gender: string;
}

const rollOrder = (a: Roll, b: Roll) => a.acno - b.acno || a.partno - b.partno || a.slnoinpart - b.slnoinpart;

describe.each(dbKinds())('voter search shortcuts on %s', (kind) => {
  let h: Harness;
  let a: { tenantId: number; adminId: number; token: string };
  let b: { tenantId: number; adminId: number; token: string };
  let rollA: Roll[];
  let rollB: Roll[];
  /** the statements run, to tell which shape read a page */
  const ran: string[] = [];

  const loadRoll = (tenantId: number) =>
    h.database.rows<Roll>(sql`
      select v.id, v.acno, v.partno, vs.slnoinpart, v.fm_name_en, v.lastname_en, v.fm_name_v1, v.lastname_v1, v.epic_no, v.gender
        from voters v ${slotJoin()} where v.tenant_id = ${tenantId} and v.deleted_at is null`);

  beforeAll(async () => {
    h = await startHarness(kind, { SEARCH_PLAN_HEADER: '1', SHARE_SEARCH_PAGES: '0' });
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importRoll(h, a, { acno: 38, parts: 8, perPart: 60, seed: 11 });
    // B holds the same constituency number with electors of its own
    await importRoll(h, b, { acno: 38, parts: 2, perPart: 50, seed: 12 });
    rollA = await loadRoll(a.tenantId);
    rollB = await loadRoll(b.tenantId);
    const rows = h.database.rows.bind(h.database);
    const dialect = new PgDialect();
    h.database.rows = (q, tx, opts) => {
      ran.push(dialect.sqlToQuery(q).sql);
      return rows(q, tx, opts);
    };
  });
  afterAll(() => h.close());

  /** Starts of A's first names that 8 to 40 voters match: rare enough for the candidates, common enough for a bound. */
  const rareNames = () => {
    const starts = [...new Set(rollA.map((v) => v.fm_name_en.slice(0, 4).toLowerCase()))].sort();
    return starts.filter((t) => {
      const n = rollA.filter((v) => voterMatches(v, t)).length;
      return n >= 8 && n <= 40;
    });
  };

  it('pages a name exactly as brute force, its pages read first from the parts that should hold them', async () => {
    const terms = [...rareNames().slice(0, 6), 'कुम', 'पाट', 'sha', 'esh pat'];
    expect(terms.length).toBeGreaterThan(6);
    let bounded = 0;
    for (const term of terms) {
      const expected = rollA
        .filter((v) => voterMatches(v, term))
        .sort(rollOrder)
        .map((v) => v.id);
      for (const pageSize of [1, 3]) {
        for (let page = 1; (page - 1) * pageSize <= expected.length; page++) {
          ran.length = 0;
          const r = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, term, page, pageSize });
          expect(r.voters.map((v) => Number(v.id))).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
          if (!r.totalEstimated) expect(r.total).toBe(expected.length);
          if (ran.some((q) => q.includes('v.partno <='))) bounded += 1;
        }
      }
    }
    // the bound was read for some pages (and the last pages of each name, short, read every part again)
    expect(bounded).toBeGreaterThan(0);
  });

  it("never finds another organisation's voters, bound or not", async () => {
    const inB = new Set(rollB.map((v) => v.id));
    for (const term of rareNames().slice(0, 4)) {
      for (const page of [1, 2]) {
        const r = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, term, page, pageSize: 3 });
        expect(r.voters.some((v) => inB.has(Number(v.id)))).toBe(false);
      }
      const inBExpected = rollB.filter((v) => voterMatches(v, term)).sort(rollOrder);
      const rb = await searchVoters(h.database, { tenantId: b.tenantId, acno: 38, term, page: 1, pageSize: 3 });
      expect(rb.voters.map((v) => Number(v.id))).toEqual(inBExpected.slice(0, 3).map((v) => v.id));
    }
  });

  it("lists the tenant's EPIC starts, and a term no EPIC can start asks no EPIC count", async () => {
    const starts = (roll: Roll[]) => new Set(roll.filter((v) => v.epic_no).map((v) => v.epic_no!.slice(0, 3)));
    expect(await epicStarts(h.database, a.tenantId)).toEqual(starts(rollA));
    expect(await epicStarts(h.database, b.tenantId)).toEqual(starts(rollB));
    expect((await scopeNames(h.database, a.tenantId, 38)).epicStarts).toEqual(starts(rollA));
    const [start] = [...starts(rollA)];
    expect(epicCanStart(starts(rollA), start.slice(0, 2))).toBe(true);
    expect(epicCanStart(starts(rollA), `${start}123`)).toBe(true);
    expect(epicCanStart(starts(rollA), 'QQQ')).toBe(starts(rollA).has('QQQ'));
    expect(epicCanStart(null, 'QQQ')).toBe(true);

    const epicCounts = () => ran.filter((q) => q.includes('epic_no collate "C" like') && q.includes('count(*)')).length;
    ran.length = 0;
    const someone = rollA.find((v) => v.epic_no)!;
    const byEpic = await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, term: someone.epic_no!.toLowerCase(), page: 1, pageSize: 10 });
    expect(byEpic.voters.map((v) => Number(v.id))).toContain(someone.id);
    expect(epicCounts()).toBe(1);
    ran.length = 0;
    const name = rareNames()[0];
    await searchVoters(h.database, { tenantId: a.tenantId, acno: 38, term: name, page: 1, pageSize: 10 });
    expect(epicCounts()).toBe(epicCanStart(starts(rollA), name.toUpperCase()) ? 1 : 0);
  });

  it('sends a page computed for its asker compressed, the same answer in every encoding', async () => {
    const url = `/api/v1/admin/${a.tenantId}/${a.tenantId}/0${VoterApi.searchAcnoVoters.path}`;
    const get = (encoding?: string) =>
      h.app.inject({ url, query: { acno: '38', enfname: 'sha' }, headers: { ...auth(a.token), ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    const body = plain.json() as VoterSearchResponse;
    expect(body.voters.length).toBe(10);
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(body);
  });
});
