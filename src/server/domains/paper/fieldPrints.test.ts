// A field worker prints the walk sheet and the slips of their own pages from the phone (the Field
// module, no Voters), read back with pdftotext: the page's voters only, each slip with its house
// number. As an attacker the same worker gets nothing of another's page, of an ended page, of
// another organisation's, nor through the console's own paper routes; bad queries are 400s.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { slotJoin } from '../../db/slots';
import { auth, dbKinds, tenantUrl, useHarness, type Harness } from '../../test/harness';
import type { FieldAssignment } from '../../../shared/api/field';
import { caller, orgWithRoll, worker, type Org, type Worker } from '../field/fixtures';

jest.setTimeout(180_000);

function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `field-print-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe.each(dbKinds())("a field worker's prints of their own pages on %s", (kind) => {
  let h: Harness, a: Org, b: Org;
  let ravi: Worker, meena: Worker, other: Worker;
  let ravis: FieldAssignment, meenas: FieldAssignment, ended: FieldAssignment, othersPage: FieldAssignment;
  const call = caller(() => h);
  const assign = async (org: Org, body: object) => (await call(org, 'POST', '/field/assignments/add', body)).json().assignment as FieldAssignment;
  const get = (w: { tenantId: number; token: string }, p: string) => h.app.inject({ method: 'GET', url: tenantUrl(w, p), headers: auth(w.token) });
  const roll = (tenantId: number, from: number, to: number) =>
    h.database.rows<{ slnoinpart: number; epic_no: string; house_no: string | null; fm_name_en: string; lastname_en: string }>(sql`
      select vs.slnoinpart, v.epic_no, v.house_no, v.fm_name_en, v.lastname_en from voters v ${slotJoin()}
       where v.tenant_id = ${tenantId} and v.acno = 38 and v.partno = 1 and v.deleted_at is null
         and vs.slnoinpart between ${from} and ${to} order by vs.slnoinpart`);

  useHarness(kind, async (started) => {
    h = started;
    [a, b] = [await orgWithRoll(h, 2, 40, 51), await orgWithRoll(h, 1, 20, 52)];
    [ravi, meena] = [await worker(h, a), await worker(h, a)];
    other = await worker(h, b);
    ravis = await assign(a, { user_id: ravi.id, acno: 38, partno: 1, from: 1, to: 12 });
    meenas = await assign(a, { user_id: meena.id, acno: 38, partno: 1, from: 21, to: 30 });
    ended = await assign(a, { user_id: ravi.id, acno: 38, partno: 2 });
    expect((await call(a, 'PUT', `/field/assignments/end/${ended.id}`)).statusCode).toBe(200);
    othersPage = await assign(b, { user_id: other.id, acno: 38, partno: 1 });
  });

  it('prints the walk sheet of their own page: its voters, none of another page', async () => {
    const res = await get(ravi, `/field/walk-sheet?assignment_id=${ravis.id}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload);
    const full = (v: { fm_name_en: string; lastname_en: string }) => `${v.fm_name_en} ${v.lastname_en}`;
    const mine = (await roll(a.tenantId, 1, 12)).map(full);
    for (const name of mine) expect(text).toContain(name);
    // the walk sheet prints no EPIC: the other page's names that none of this page holds
    const elsewhere = (await roll(a.tenantId, 21, 30)).map(full).filter((n) => !mine.includes(n));
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.filter((n) => text.includes(n))).toEqual([]);
  });

  it('prints the slips of their own page in Marathi, each with its house number', async () => {
    const res = await get(ravi, `/field/slips?assignment_id=${ravis.id}&lang=mr`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const mine = await roll(a.tenantId, 1, 12);
    for (const v of mine) expect(text).toContain(v.epic_no);
    const withHouse = mine.filter((v) => v.house_no);
    expect(withHouse.length).toBeGreaterThan(0);
    for (const v of withHouse) expect(text).toContain(`घर क्र. ${v.house_no}`);
    const elsewhere = (await roll(a.tenantId, 21, 30)).map((v) => v.epic_no);
    expect(elsewhere.filter((e) => text.includes(e))).toEqual([]);
  });

  it.each([['walk-sheet'], ['slips']])(
    'as an attacker gets no %s of a page not theirs: another worker’s, an ended one, another organisation’s',
    async (paper) => {
      for (const id of [meenas.id, ended.id, othersPage.id, 999999999]) {
        const res = await get(ravi, `/field/${paper}?assignment_id=${id}&lang=en`);
        expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
        expect(res.headers['content-type']).not.toContain('application/pdf');
      }
      // the other organisation's worker cannot reach this organisation's page through their own prefix either
      expect((await get(other, `/field/${paper}?assignment_id=${ravis.id}&lang=en`)).statusCode).toBe(404);
    },
  );

  it('still may not print through the console’s paper routes (no Voters module)', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: tenantUrl(ravi, `/${ravi.tenantId}/0/paper/walk-sheet?acno=38&partno=1&from=1&to=12`),
      headers: auth(ravi.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([['assignment_id=abc'], ['assignment_id=0'], [''], [`assignment_id=1&lang=fr`], ['assignment_id=1&per_page=7']])(
    'answers 400 with field errors for %s',
    async (query) => {
      const res = await get(ravi, `/field/slips?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    },
  );
});
