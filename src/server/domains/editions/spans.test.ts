// The spans of a constituency's state (spans.ts) on every database kind: after a draft, a messy
// revision (renumbered parts, bad fields, rows without EPIC), a part re-imported twice (once
// changed, once the same), a supplement moving an elector to another constituency, a file of one
// part moving an elector out of a part it does not hold who is then left out and dropped, and a
// deletion list, every two editions compare exactly as the states read from the entries compare
// (the comparison before the spans); an unchanged re-import opens no span; spans built again from
// the editions (for editions from before them) are the spans the imports kept.
import { sql, type SQL } from 'drizzle-orm';
import { rollRows, type EciRow } from '../../roll/generator';
import { messyRevisionRows } from '../../roll/revisedRolls';
import { importVoters } from '../../roll/importer';
import { dbKinds, signedInOrganisation, useHarness, type Harness } from '../../test/harness';
import { diffPage, diffSql, ENTRY_COLS, toDiffRow } from './queries';
import { ensureSpans } from './spans';

jest.setTimeout(180_000);

/** The state as the comparison read it before the spans: each part's latest edition, of an elector in several the latest entry. */
const fromEntries = (tenantId: number, acno: number, at: number, _other: number, only: SQL | null): SQL => sql`
  select distinct on (en.voter_id) ${sql.raw(ENTRY_COLS.map((c) => `en.${c}`).join(', '))}, e.acno, e.partno
    from (select distinct on (p.partno) p.id from roll_editions p
           where p.tenant_id = ${tenantId} and p.acno = ${acno} and p.deleted_at is null
             and p.imported_at <= (select imported_at from roll_editions where tenant_id = ${tenantId} and id = ${at})
           order by p.partno, p.imported_at desc, p.id desc) le
    join roll_editions e on e.tenant_id = ${tenantId} and e.id = le.id
    join roll_edition_entries en on en.tenant_id = ${tenantId} and en.edition_id = le.id
   where true ${only ? sql`and en.voter_id in (${only})` : sql``}
   order by en.voter_id, e.imported_at desc, e.id desc`;

describe.each(dbKinds())('spans of the editions on %s', (kind) => {
  let h: Harness, tenantId: number;
  const spans = () =>
    h.database.rows(sql`select acno, voter_id, edition_id, partno, valid_from::text as f, valid_until::text as u, content::text as c
                          from roll_edition_spans where tenant_id = ${tenantId} order by acno, voter_id, valid_from`);
  let sameAgain = 0;

  useHarness(kind, async (started) => {
    h = started;
    const a = await signedInOrganisation(h);
    tenantId = a.tenantId;
    const actor = { tenantId, userId: a.adminId };
    const o = { acno: 38, parts: 3, perPart: 30, seed: 57 };
    await importVoters(h.database, actor, [...rollRows(o)], { edition: { kind: 'draft', roll_date: '2026-10-29' } });
    const messy = [...messyRevisionRows(o)];
    await importVoters(h.database, actor, messy, { allowRemovals: true, edition: { kind: 'final', roll_date: '2027-01-06' } });
    // part 2 twice: a house number corrected, then the same file again
    const two = messy.filter((r) => r.PART_NO === '2').map((r, i) => (i === 3 ? { ...r, C_HOUSE_NO: '12-B' } : r));
    await importVoters(h.database, actor, two, { allowRemovals: true });
    await importVoters(h.database, actor, two, { allowRemovals: true });
    const [{ n }] = await h.database.rows<{ n: number }>(sql`
      select count(*)::int as n from roll_edition_spans where tenant_id = ${tenantId}
         and valid_from = (select max(imported_at) from roll_editions where tenant_id = ${tenantId})`);
    sameAgain = Number(n);
    // a supplement moves an elector of part 1 to constituency 39
    const p1 = messy.filter((r) => r.PART_NO === '1' && r.EPIC_NO);
    await importVoters(h.database, actor, [{ ...p1[0], AC_NO: '39', PART_NO: '1', SLNOINPART: '1' }], { mode: 'supplement' });
    // a file of part 3 alone takes an elector of part 1; the next leaves them out, the one after drops them
    const p3 = messy.filter((r) => r.PART_NO === '3');
    const mover: EciRow = { ...p1[1], PART_NO: '3', SLNOINPART: String(p3.length + 1) };
    await importVoters(h.database, actor, [...p3, mover], { allowRemovals: true });
    await importVoters(h.database, actor, p3, { allowRemovals: true });
    // (an import takes as its own the removals of the second before it began: record.ts)
    await new Promise((r) => setTimeout(r, 1200));
    await importVoters(h.database, actor, p3, { allowRemovals: true });
    // a deletion list
    await importVoters(h.database, actor, [], { deletions: [{ epic: p1[2].EPIC_NO, reason: 'Shifted' }] });
  });

  it('opens no span for a part imported again unchanged', () => {
    expect(sameAgain).toBe(0);
  });

  it('falls back on the entry of a part not imported since for an elector dropped from the part they moved to', async () => {
    const [{ n }] = await h.database.rows<{ n: number }>(sql`
      select count(*)::int as n from roll_edition_spans s join roll_editions e on e.tenant_id = s.tenant_id and e.id = s.edition_id
       where s.tenant_id = ${tenantId} and e.imported_at < s.valid_from and e.partno = 1`);
    expect(Number(n)).toBe(1);
  });

  it('compares every two editions as the states read from the entries do, per constituency and per part', async () => {
    const editions = await h.database.rows<{ id: number; partno: number; acno: number }>(
      sql`select id::int as id, partno, acno from roll_editions where tenant_id = ${tenantId} order by id`,
    );
    const of38 = editions.filter((e) => e.acno === 38);
    expect(of38.length).toBeGreaterThan(8);
    const rows = (from: number, to: number, partno?: number, state?: typeof fromEntries) =>
      h.database.rows(sql`select * from (${diffSql({ tenantId, acno: 38, from, to, partno, state })}) x order by voter_id`);
    let compared = 0;
    let changes = 0;
    for (const x of of38)
      for (const y of of38) {
        if (x.id === y.id) continue;
        const partno = x.partno === y.partno ? x.partno : undefined;
        if (partno == null && (x.partno !== 1 || y.partno !== 1)) continue; // the constituency once per import pair
        const mine = await rows(x.id, y.id, partno);
        expect(mine).toEqual(await rows(x.id, y.id, partno, fromEntries));
        compared += 1;
        changes += mine.length;
      }
    expect(compared).toBeGreaterThan(20);
    expect(changes).toBeGreaterThan(50);
  });

  it('pages the comparison as its rows in order, with its counts', async () => {
    const [{ from, to }] = await h.database.rows<{ from: number; to: number }>(
      sql`select min(id)::int as "from", max(id)::int as "to" from roll_editions where tenant_id = ${tenantId} and acno = 38`,
    );
    const s = { tenantId, acno: 38, from, to };
    const order = ['deleted', 'moved', 'added', 'changed'];
    const all = (await h.database.rows(sql`select * from (${diffSql(s)}) x`))
      .map(toDiffRow)
      .sort(
        (x, y) =>
          order.indexOf(x.change) - order.indexOf(y.change) ||
          (x.before ?? x.after)!.partno - (y.before ?? y.after)!.partno ||
          (x.before ?? x.after)!.slnoinpart - (y.before ?? y.after)!.slnoinpart ||
          x.voter_id - y.voter_id,
      );
    expect(all.length).toBeGreaterThan(14);
    for (const page of [1, 2, 3]) {
      const got = await diffPage(h.database, s, { page, pageSize: 7 });
      expect(got.rows).toEqual(all.slice((page - 1) * 7, page * 7));
      expect(got.total).toBe(all.length);
      expect(got.counts.moved).toBe(all.filter((r) => r.change === 'moved').length);
    }
    const moved = await diffPage(h.database, s, { change: 'moved', page: 1, pageSize: 100 });
    expect(moved.rows).toEqual(all.filter((r) => r.change === 'moved'));
  });

  it('builds the same spans again from the editions', async () => {
    const kept = await spans();
    await h.database.rows(sql`delete from roll_edition_spans where tenant_id = ${tenantId}`);
    await h.database.rows(sql`update roll_editions set spanned = false where tenant_id = ${tenantId} and acno = 38`);
    expect(await ensureSpans(h.database, tenantId, 38)).toBe(true);
    expect(await ensureSpans(h.database, tenantId, 38)).toBe(false);
    expect((await spans()).filter((s) => s.acno === 38)).toEqual(kept.filter((s) => s.acno === 38));
  });
});
