// Paper on every database kind: voter slips of a part, a page, a voter group and a list, in
// Marathi, Hindi and English, read back with pdftotext (each printable voter's name and serial
// there, voters who withdrew consent or asked not to be contacted absent and counted on the
// cover); a walk sheet by household; visits typed back (audited, the progress figures and the
// export follow them); the slot report matching a recount of the marks, as PDF and xlsx; another
// organisation's voters out of reach; bad input refused with the field named and nothing written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import XLSX from 'sheetjs-style';
import type { ProgressResponse, SheetResponse, SlotReportResponse } from '../../../shared/api/paper';
import type { FamilyDetailsResponse } from '../../../shared/api/voters';
import { SLIPS_MAX } from '../../../shared/schemas/paper';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, importRoll, signedInOrganisation, useHarness, type Harness } from '../../test/harness';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;
interface Voter {
  id: number;
  partno: number;
  slnoinpart: number;
  name: string;
  name_v1: string | null;
  epic_no: string | null;
  house_no: string | null;
}

/** The text of a PDF as pdftotext reads it (the PDF's own text, not a picture of it). */
function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `paper-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}
// two organisations' rolls are imported before the first test, and PDFs are made on a shared machine
jest.setTimeout(120_000);

const pages = (text: string) => text.split('\f').filter((p) => p.trim()).length;

describe.each(dbKinds())('paper on %s', (kind) => {
  let h: Harness, a: Org, b: Org;
  let votersA: Voter[], votersB: Voter[];

  const voterUrl = (org: { tenantId: number }, p: string) => `/api/v1/admin/${org.tenantId}/${org.tenantId}/0${p}`;
  const get = (p: string, query: Record<string, string | number>, org: Org = a, as: Org = org) =>
    h.app.inject({
      method: 'GET',
      url: voterUrl(org, p),
      headers: auth(as.token),
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const post = (p: string, payload: object, org: Org = a) => h.app.inject({ method: 'POST', url: voterUrl(org, p), headers: auth(org.token), payload });
  const load = (tenantId: number) =>
    h.database.rows<Voter>(sql`
      select v.id, v.partno, vs.slnoinpart, trim(v.fm_name_en || ' ' || v.lastname_en) as name,
             nullif(trim(coalesce(v.fm_name_v1, '') || ' ' || coalesce(v.lastname_v1, '')), '') as name_v1, v.epic_no, v.house_no
        from voters v ${slotJoin()} where v.tenant_id = ${tenantId} and v.deleted_at is null order by v.partno, vs.slnoinpart`);
  const count = async (table: string, tenantId: number) =>
    (await h.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`))[0].n;
  const inPart = (partno: number) => votersA.filter((v) => v.partno === partno);
  let dnc: Voter, withdrawn: Voter;

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await signedInOrganisation(h), await signedInOrganisation(h)];
    await importRoll(h, a, { acno: 38, parts: 2, perPart: 30, seed: 41 });
    await importRoll(h, b, { acno: 38, parts: 1, perPart: 12, seed: 42 });
    [votersA, votersB] = [await load(a.tenantId), await load(b.tenantId)];
    [dnc, withdrawn] = [inPart(1)[3], inPart(1)[7]];
    await h.database.rows(sql`insert into voter_info (tenant_id, voter_id, do_not_contact) values (${a.tenantId}, ${dnc.id}, true)`);
    await h.database.rows(sql`insert into voter_info (tenant_id, voter_id, consent) values (${a.tenantId}, ${withdrawn.id}, 'withdrawn')`);
  });

  it('prints the slips of a part in Marathi: every voter who may be contacted, by name and serial, the others counted on the cover', async () => {
    const res = await get('/paper/slips', { acno: 38, partno: 1, lang: 'mr', poll_date: '2026-11-20' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('slips-38-1-mr.pdf');
    const text = pdfText(res.rawPayload);
    const printed = inPart(1).filter((v) => v !== dnc && v !== withdrawn);
    for (const v of printed) {
      expect(text).toContain(v.name_v1!);
      expect(text).toContain(`अनुक्रमांक ${v.slnoinpart}, भाग 1`);
      expect(text).toContain(v.epic_no!);
    }
    expect(text).not.toContain(dnc.name_v1!);
    expect(text).not.toContain(withdrawn.name_v1!);
    expect(text).toContain(`छापलेल्या चिठ्ठ्या: ${printed.length}`);
    expect(text).toContain('वगळले, संमती मागे घेतली: 1');
    expect(text).toContain('वगळले, संपर्क न करण्याची विनंती: 1');
    expect(text).toContain('मतदान: 20-11-2026, 07:00–18:00');
    // a cover, then 8 slips a page
    expect(pages(text)).toBe(1 + Math.ceil(printed.length / 8));
  });

  it('prints a page (serial range) in Hindi, 10 a page, and a list of voters in English', async () => {
    const range = await get('/paper/slips', { acno: 38, partno: 2, from: 5, to: 16, lang: 'hi', per_page: 10 });
    expect(range.statusCode).toBe(200);
    const text = pdfText(range.rawPayload);
    const page = inPart(2).filter((v) => v.slnoinpart >= 5 && v.slnoinpart <= 16);
    for (const v of page) expect(text).toContain(`${v.name_v1}`);
    expect(text).toContain('छपी पर्चियाँ: 12');
    expect(text).not.toContain(inPart(2).find((v) => v.slnoinpart === 17)!.name_v1!);
    expect(pages(text)).toBe(1 + 2);

    const chosen = [inPart(1)[0], inPart(2)[2], dnc];
    const list = await get('/paper/slips', { acno: 38, ids: chosen.map((v) => v.id).join(','), lang: 'en' });
    const en = pdfText(list.rawPayload);
    expect(en).toContain(chosen[0].name);
    expect(en).toContain(chosen[1].name);
    expect(en).not.toContain(dnc.name);
    expect(en).toContain('Slips printed: 2');
    expect(en).toContain('Left out, asked not to be contacted: 1');
  });

  it("prints none of another organisation's voters and refuses its prefix", async () => {
    const theirs = await get('/paper/slips', { acno: 38, ids: votersB.map((v) => v.id).join(','), lang: 'en' });
    expect(theirs.statusCode).toBe(200);
    expect(pdfText(theirs.rawPayload)).toContain('Slips printed: 0');
    expect((await get('/paper/slips', { acno: 38, partno: 1 }, a, b)).statusCode).toBe(403);
  });

  it('refuses bad prints with the field named', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ acno: 38 }, 'partno'],
      [{ acno: 38, partno: 1, lang: 'fr' }, 'lang'],
      [{ acno: 38, partno: 1, from: 9, to: 3 }, 'to'],
      [{ acno: 38, partno: 1, per_page: 12 }, 'per_page'],
      [{ acno: 38, ids: '1,x' }, 'ids'],
      [{ acno: 38, partno: 1, opens: '7am' }, 'opens'],
      [{ partno: 1 }, 'acno'],
      // one more voter id than a print of slips takes
      [{ acno: 38, ids: Array.from({ length: SLIPS_MAX + 1 }, (_, i) => i + 1).join(',') }, 'ids'],
    ];
    for (const [query, field] of cases) {
      const res = await get('/paper/slips', query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(field);
    }
  });

  it('prints a walk sheet of a part by household, with the do-not-contact voter marked', async () => {
    const res = await get('/paper/walk-sheet', { acno: 38, partno: 1, lang: 'mr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('घरभेट यादी');
    for (const v of inPart(1)) expect(text).toContain(v.name_v1!);
    expect(text).toContain('संपर्क करू नका');
    // a household's members stand together, households in the order of their first serial
    const rows = (await get('/paper/sheet', { acno: 38, partno: 1 })).json<SheetResponse>().rows;
    expect(rows).toHaveLength(inPart(1).length);
    const seen = new Set<string>();
    let last = '';
    for (const r of rows) {
      const key = inPart(1).find((v) => v.id === r.voter_id)!.house_no ?? `#${r.voter_id}`;
      if (key !== last) expect(seen.has(key)).toBe(false);
      seen.add(key);
      last = key;
    }
  });

  it('records visits typed back from a sheet: audited, in the progress figures, on the sheet and in the export', async () => {
    const before = (await get('/paper/progress', { acno: 38, partno: 2 })).json<ProgressResponse>();
    expect(before.total).toEqual({ electors: 30, visited: 0, slips_delivered: 0 });
    const [v1, v2, v3] = inPart(2);
    const res = await post('/paper/visits', {
      visits: [
        { voter_id: v1.id, outcome: 'met', slip_delivered: true, supporter_level: 1, phone: '98220 12345' },
        { voter_id: v2.id, outcome: 'not_home' },
        { voter_id: v3.id, outcome: 'met', slip_delivered: true, supporter_level: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ saved: 3, key: 'paper.visitsSaved' });
    const after = (await get('/paper/progress', { acno: 38, partno: 2 })).json<ProgressResponse>();
    expect(after.total).toEqual({ electors: 30, visited: 3, slips_delivered: 2 });
    expect((await get('/paper/progress', { acno: 38, partno: 2, from: 2, to: 30 })).json<ProgressResponse>().total).toMatchObject({ visited: 2 });
    const all = (await get('/paper/progress', { acno: 38 })).json<ProgressResponse>();
    expect(all.parts.map((p) => [p.partno, p.visited])).toEqual([
      [1, 0],
      [2, 3],
    ]);
    const audited = await h.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where tenant_id = ${a.tenantId} and entity = 'voter_visits' and action = 'create'`,
    );
    expect(audited[0].n).toBe(3);
    const sheet = (await get('/paper/sheet', { acno: 38, partno: 2 })).json<SheetResponse>().rows;
    expect(sheet.find((r) => r.voter_id === v1.id)!.visit).toMatchObject({ outcome: 'met', slip_delivered: true, supporter_level: 1, phone: '+919822012345' });
    // a later visit is the voter's state
    await post('/paper/visits', { visits: [{ voter_id: v2.id, outcome: 'met', slip_delivered: true }] });
    expect((await get('/paper/progress', { acno: 38, partno: 2 })).json<ProgressResponse>().total).toEqual({ electors: 30, visited: 3, slips_delivered: 3 });
    // the voter's details answer carries the latest visit; a voter never visited has none
    const details = (id: number) => get('/voter-info-family-details', { id });
    expect((await details(v2.id)).json<FamilyDetailsResponse>().visit).toMatchObject({ outcome: 'met', slip_delivered: true });
    expect((await details(inPart(2)[5].id)).json<FamilyDetailsResponse>().visit).toBeNull();

    const xlsx = await get('/paper/visits-export', { acno: 38, partno: 2 });
    expect(xlsx.statusCode).toBe(200);
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const table = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(table).toHaveLength(30);
    expect(table[0]).toMatchObject({ 'Serial no.': v1.slnoinpart, Outcome: 'Met', 'Slip delivered': 1, Phone: '+919822012345' });
  });

  it('refuses bad visits and visits of voters not on its roll, writing nothing', async () => {
    const visits = await count('voter_visits', a.tenantId);
    const v = inPart(1)[0];
    const cases: Array<[object, string]> = [
      [{ visits: [] }, 'visits'],
      [{ visits: [{ voter_id: v.id, outcome: 'asleep' }] }, 'visits[0].outcome'],
      [{ visits: [{ voter_id: v.id, outcome: 'met', supporter_level: 9 }] }, 'visits[0].supporter_level'],
      [{ visits: [{ voter_id: v.id, outcome: 'met', phone: '123' }] }, 'visits[0].phone'],
      [
        {
          visits: [
            { voter_id: v.id, outcome: 'met' },
            { voter_id: votersB[0].id, outcome: 'met' },
          ],
        },
        'visits[1].voter_id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post('/paper/visits', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(field);
    }
    expect(await count('voter_visits', a.tenantId)).toBe(visits);
    expect(await count('voter_visits', b.tenantId)).toBe(0);
  });

  it('prints the call sheet of a part: supporters not yet marked on the poll day, no number for those who may not be contacted', async () => {
    const day = '2026-12-01';
    const [s1, s2, s3, s4] = inPart(2).slice(10, 14);
    for (const [v, phone] of [
      [s1, '+919822000001'],
      [s2, '+919822000002'],
      [s3, null],
    ] as const)
      await h.database.rows(sql`insert into voter_info (tenant_id, voter_id, align_with_party, phone_no) values (${a.tenantId}, ${v.id}, 'yes', ${phone})`);
    // not a supporter: never on the sheet
    await h.database.rows(sql`insert into voter_info (tenant_id, voter_id, align_with_party) values (${a.tenantId}, ${s4.id}, 'no')`);
    // a supporter who asked not to be contacted, with a number on file
    const quiet = inPart(2)[15];
    await h.database.rows(
      sql`insert into voter_info (tenant_id, voter_id, align_with_party, phone_no, do_not_contact) values (${a.tenantId}, ${quiet.id}, 'yes', '+919822000009', true)`,
    );
    // s2 has voted
    await h.database.rows(sql`
      insert into vote_marks (tenant_id, poll_date, voter_id, acno, partno, slnoinpart, marked_at)
      values (${a.tenantId}, ${day}, ${s2.id}, 38, 2, ${s2.slnoinpart}, now())`);
    const url = (org: Org, p: string) => `/api/v1/admin/${org.tenantId}${p}`;
    const sheet = (query: Record<string, string>, org: Org = a) =>
      h.app.inject({ method: 'GET', url: url(org, '/poll-day/call-sheet'), headers: auth(org.token), query });

    const res = await sheet({ acno: '38', partno: '2', poll_date: day, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`call-sheet-38-2-${day}-en.pdf`);
    const text = pdfText(res.rawPayload);
    // the three marked here, and the first typed back above as a strong supporter (level 1): one stance, the record's
    expect(text).toContain('Supporters to call: 4');
    expect(text).toContain(inPart(2)[0].name);
    expect(text).toContain('01-12-2026');
    expect(text).toContain(`${s1.slnoinpart} ${s1.house_no ?? ''}`.trim());
    expect(text).toContain(s1.name);
    expect(text).toContain('+919822000001');
    expect(text).toContain(s3.name);
    expect(text).not.toContain(s2.name);
    expect(text).not.toContain(s4.name);
    expect(text).toContain(quiet.name);
    expect(text).toContain('Do not contact');
    expect(text).not.toContain('+919822000009');
    fs.writeFileSync(path.join(os.tmpdir(), `call-sheet-${kind}.pdf`), res.rawPayload);

    // a page of the part, in Marathi: the Devanagari names of its supporters only
    const page = pdfText(
      (await sheet({ acno: '38', partno: '2', from: String(s1.slnoinpart), to: String(s1.slnoinpart), poll_date: day, lang: 'mr' })).rawPayload,
    );
    expect(page).toContain(s1.name_v1 ?? s1.name);
    expect(page).not.toContain(s3.name_v1 ?? s3.name);

    // another organisation: none of these supporters, and no reach into this one
    const theirs = pdfText((await sheet({ acno: '38', partno: '2', poll_date: day, lang: 'en' }, b)).rawPayload);
    expect(theirs).toContain('Supporters to call: 0');
    expect(theirs).not.toContain(s1.name);
    const across = await h.app.inject({ method: 'GET', url: url(a, '/poll-day/call-sheet'), headers: auth(b.token), query: { acno: '38', partno: '2' } });
    expect(across.statusCode).toBe(403);

    for (const [query, field] of [
      [{ acno: '38' }, 'partno'],
      [{ acno: '38', partno: '2', lang: 'fr' }, 'lang'],
      [{ acno: '38', partno: '2', poll_date: '2026-13-40' }, 'poll_date'],
      [{ acno: '38', partno: '2', from: '9', to: '3' }, 'to'],
      [{ partno: '2' }, 'acno'],
    ] as const) {
      const bad = await sheet(query);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { code: string }) => e.code)).toContain(field);
    }
  });

  it('counts the marks of a poll day in two-hour slots, as a recount does, in a one-page PDF and an xlsx', async () => {
    const day = '2026-11-20';
    // marks at several hours of the day in India, one undone; the one at 01:30 lies in no slot
    const at = [1, 6, 7, 8, 9, 10, 10, 12, 14, 15, 16, 17, 18, 19];
    const marked = votersA.slice(0, at.length);
    for (let i = 0; i < at.length; i++) {
      const v = marked[i];
      await h.database.rows(sql`
        insert into vote_marks (tenant_id, poll_date, voter_id, acno, partno, slnoinpart, marked_at, deleted_at)
        values (${a.tenantId}, ${day}, ${v.id}, 38, ${v.partno}, ${v.slnoinpart},
                (${day}::date + make_interval(hours => ${at[i]}, mins => 30)) at time zone 'Asia/Kolkata', ${i === 5 ? sql`now()` : sql`null`})`);
    }
    const url = (p: string) => `/api/v1/admin/${a.tenantId}${p}`;
    const res = await h.app.inject({ method: 'GET', url: url('/poll-day/slot-report'), headers: auth(a.token), query: { acno: '38', poll_date: day } });
    expect(res.statusCode).toBe(200);
    const report = res.json<SlotReportResponse>();
    const recount = await h.database.rows<{ partno: number; slot: number; n: number }>(sql`
      select partno, case when h < 6 then -1 when h < 9 then 0 when h < 11 then 1 when h < 13 then 2 when h < 15 then 3 when h < 17 then 4 else 5 end as slot, count(*)::int as n
        from (select partno, extract(hour from marked_at at time zone 'Asia/Kolkata') as h from vote_marks
               where tenant_id = ${a.tenantId} and poll_date = ${day} and deleted_at is null) m
       group by 1, 2`);
    for (const p of report.parts) for (let s = 0; s < 6; s++) expect(p.slots[s]).toBe(recount.find((r) => r.partno === p.partno && r.slot === s)?.n ?? 0);
    expect(report.slots.map((s) => s.voted)).toEqual([3, 2, 1, 1, 2, 3]);
    expect(report.voted).toBe(12);
    expect(report.electors).toBe(60);

    const pdf = await h.app.inject({ method: 'GET', url: url('/poll-day/slot-report/pdf'), headers: auth(a.token), query: { acno: '38', poll_date: day } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(pages(text)).toBe(1);
    expect(text).toContain('Constituency 38, 20-11-2026');
    expect(text).toMatch(/Total\s+60\s+3\s+2\s+1\s+1\s+2\s+3\s+12\s+20\.0/);
    const xlsx = await h.app.inject({ method: 'GET', url: url('/poll-day/slot-report/xlsx'), headers: auth(a.token), query: { acno: '38', poll_date: day } });
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[rows.length - 1]).toEqual(['Total', 60, 3, 2, 1, 1, 2, 3, 12, 20]);
    // slots of one's own choosing
    const custom = await h.app.inject({
      method: 'GET',
      url: url('/poll-day/slot-report'),
      headers: auth(a.token),
      query: { acno: '38', poll_date: day, slots: '7,12' },
    });
    expect(custom.json<SlotReportResponse>().slots.map((s) => s.voted)).toEqual([5, 7]);
    const bad = await h.app.inject({ method: 'GET', url: url('/poll-day/slot-report'), headers: auth(a.token), query: { acno: '38', slots: '9,7' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('slots');
  });

  it("prints a report's table (the age report) as text, Devanagari shaped and selectable, and refuses a malformed one", async () => {
    const url = `/api/v1/admin/${a.tenantId}/paper/table-pdf`;
    const rows = votersA.slice(0, 40).map((v) => [String(v.slnoinpart), `${v.name} (${v.name_v1})`, v.epic_no ?? '']);
    const body = { title: 'वयानुसार अहवाल', subtitle: ['मतदारसंघ 38'], headers: ['क्र.', 'नाव', 'EPIC'], widths: [0.6, 3, 1.2], rows };
    const res = await h.app.inject({ method: 'POST', url, headers: auth(a.token), payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('वयानुसार अहवाल');
    for (const v of votersA.slice(0, 40)) expect(text).toContain(`${v.name} (${v.name_v1})`);
    const bad = await h.app.inject({ method: 'POST', url, headers: auth(a.token), payload: { ...body, widths: [1] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('widths');
  });
});
