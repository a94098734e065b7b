// Revised rolls as real rolls come (issue "Revised rolls as real rolls come"): a renumbered part
// with bad ages, an elector without an EPIC and an unplaceable row; swaps; a split and a merge;
// an ambiguous no-EPIC match; two people on one serial; a wrong file that would empty a part.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dbKinds, makeOrganisation, openTestDatabase } from '../test/harness';
import { ensureInstallationTenant } from '../domains/organisations/queries';
import type { Database } from '../db/client';
import { csvLine, rollRows, type EciRow } from './generator';
import { messyRevisionRows } from './revisedRolls';
import { ECI_COLUMNS, type EciRecord } from './eci';
import { importVoters, ImportBlocked } from './importer';
import { csvFileSource } from './readers';
import { rollHealth } from './health';
import { slotJoin } from '../db/slots';

const ROLL = { acno: 38, parts: 3, perPart: 60, seed: 5 };
const roll = () => [...rollRows(ROLL)];
const shift = (rows: EciRow[], by: number) => rows.map((r) => ({ ...r, SLNOINPART: String(Number(r.SLNOINPART) + by) }));

describe.each(dbKinds())('revised rolls as real rolls come, on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    await ensureInstallationTenant(database.db);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function tenant() {
    const org = await makeOrganisation({ database } as never);
    return { tenantId: org.tenantId, userId: org.adminId };
  }
  type Live = { id: number; acno: number; partno: number; slnoinpart: number; epic_no: string | null; fm_name_en: string; age: number | null };
  const live = (tenantId: number) =>
    database.rows<Live>(
      sql`select v.id, v.acno, v.partno, s.slnoinpart, v.epic_no, v.fm_name_en, v.age from voters v ${slotJoin('v', 's')}
           where v.tenant_id = ${tenantId} and v.deleted_at is null order by v.partno, s.slnoinpart`,
    );
  const everyone = (tenantId: number) =>
    database.rows<Record<string, unknown>>(
      sql`select v.id, v.acno, v.partno, s.slnoinpart, v.epic_no, v.fm_name_en, v.age, v.gender, v.deleted_at, v.updated_at
            from voters v ${slotJoin('v', 's')} where v.tenant_id = ${tenantId} order by v.id`,
    );
  const counts = async (tenantId: number) =>
    (
      await database.rows<{ partno: number; voter_count: number }>(
        sql`select partno, voter_count from voting_centres where tenant_id = ${tenantId} order by partno`,
      )
    ).map((c) => [c.partno, c.voter_count]);
  /** Nobody twice: one live row a slot and an EPIC. */
  const nobodyTwice = async (tenantId: number) => {
    const rows = await live(tenantId);
    const epics = rows.filter((r) => r.epic_no).map((r) => r.epic_no);
    expect(new Set(epics).size).toBe(epics.length);
    const slots = rows.map((r) => `${r.acno}/${r.partno}/${r.slnoinpart}`);
    expect(new Set(slots).size).toBe(slots.length);
  };
  const aggregatesAgree = async (tenantId: number) => {
    const [a] = await database.rows<{ stats: number; sections: number; names: number; live: number }>(sql`
      select (select coalesce(sum(n), 0)::int from voter_stats where tenant_id = ${tenantId}) as stats,
             (select coalesce(sum(n), 0)::int from voter_sections where tenant_id = ${tenantId}) as sections,
             (select coalesce(sum(n), 0)::int from voter_names where tenant_id = ${tenantId} and kind = 1) as names,
             (select count(*)::int from voters where tenant_id = ${tenantId} and deleted_at is null) as live`);
    expect([a.stats, a.sections, a.names]).toEqual([a.live, a.live, a.live]);
    // Each part's voting centre counts its live electors (a part emptied by a redraw counts 0).
    const off = await database.rows(sql`
      select c.partno, c.voter_count, count(v.id)::int as live
        from voting_centres c
        left join voters v on v.tenant_id = c.tenant_id and v.acno = c.acno and v.partno = c.partno and v.deleted_at is null
       where c.tenant_id = ${tenantId}
       group by c.partno, c.voter_count
      having c.voter_count <> count(v.id)`);
    expect(off).toEqual([]);
  };

  it('(a) a renumbered part with bad ages, an elector without EPIC and an unplaceable row', async () => {
    const actor = await tenant();
    const original = roll();
    // Part 1, serial 10 has no EPIC number yet.
    original[9] = { ...original[9], EPIC_NO: '' };
    await importVoters(database, actor, original);
    const before = await live(actor.tenantId);
    const part1 = before.filter((v) => v.partno === 1);
    const gone = part1[0];
    const noCard = part1[9];
    const last = part1[59];

    // The revision: serial 1 deleted, everyone after one serial up; then the campaign's bad rows.
    const revised = shift(original.filter((r) => r.PART_NO === '1').slice(1), -1);
    revised[2] = { ...revised[2], AGE: '150' }; // serial 3 (was 4)
    revised[3] = { ...revised[3], AGE: '', DOB: '' }; // serial 4 (was 5)
    revised[58] = { ...revised[58], PART_NO: '1x' }; // serial 59 (was 60): no readable part
    const s = await importVoters(database, actor, revised, { batchSize: 13 });
    expect(s).toMatchObject({ rows: 59, rejected: 1, removed: 1, inserted: 0, moved: 58, restored: 0, warned: 2, held: 0 });
    expect(s.errors.map((e) => [e.line, e.column])).toEqual([[60, 'PART_NO']]);
    expect(s.warnings.map((w) => [w.line, w.column, w.values.found ?? ''])).toEqual([
      [4, 'AGE', 150],
      [5, 'AGE', ''],
    ]);

    const after = await live(actor.tenantId);
    await nobodyTwice(actor.tenantId);
    expect(after.find((v) => v.id === gone.id)).toBeUndefined();
    // Everyone else at their new serial; the elector of the unplaceable row kept as the roll had them.
    for (const v of part1.slice(1, 59)) expect(after.find((a) => a.id === v.id)).toMatchObject({ partno: 1, slnoinpart: v.slnoinpart - 1 });
    expect(after.find((a) => a.id === last.id)).toMatchObject({ partno: 1, slnoinpart: 60 });
    // The elector without an EPIC is the same person, moved, not added again.
    expect(after.filter((a) => a.fm_name_en === noCard.fm_name_en && a.epic_no === null)).toEqual([expect.objectContaining({ id: noCard.id, slnoinpart: 9 })]);
    // The bad ages leave the roll's ages as they were.
    expect(after.find((a) => a.id === part1[3].id)!.age).toBe(part1[3].age);
    expect(after.find((a) => a.id === part1[4].id)!.age).toBe(part1[4].age);
    expect(after.filter((a) => a.partno === 1)).toHaveLength(59);
    expect(await counts(actor.tenantId)).toEqual([
      [1, 59],
      [2, 60],
      [3, 60],
    ]);
    await aggregatesAgree(actor.tenantId);

    // A new elector with a bad age lands with no age, and says so.
    const more = await importVoters(database, actor, [{ ...original[60], SLNOINPART: '61', EPIC_NO: 'NEW0000001', AGE: '150', DOB: '', GENDER: 'Q' }], {
      mode: 'supplement',
    });
    expect(more).toMatchObject({ inserted: 1, rejected: 0, warned: 2 });
    const added = (await live(actor.tenantId)).find((v) => v.epic_no === 'NEW0000001');
    expect(added).toMatchObject({ partno: 2, slnoinpart: 61, age: null });
    await aggregatesAgree(actor.tenantId);
  });

  it('(b) swaps two serials, one elector without an EPIC', async () => {
    const actor = await tenant();
    const original = roll();
    original[64] = { ...original[64], EPIC_NO: '' }; // part 2, serial 5
    await importVoters(database, actor, original);
    const before = await live(actor.tenantId);
    const a = before.find((v) => v.partno === 2 && v.slnoinpart === 4)!;
    const b = before.find((v) => v.partno === 2 && v.slnoinpart === 5)!;
    const revised = original.map((r) => ({ ...r }));
    revised[63] = { ...original[64], SLNOINPART: '4' };
    revised[64] = { ...original[63], SLNOINPART: '5' };
    // Serial 9's row lost its EPIC number: the same person still, who keeps the card on the roll.
    revised[68] = { ...original[68], EPIC_NO: '' };
    const s = await importVoters(database, actor, revised);
    expect(s).toMatchObject({ moved: 2, inserted: 0, removed: 0, rejected: 0, held: 0, unchanged: 178 });
    expect((await live(actor.tenantId)).find((v) => v.partno === 2 && v.slnoinpart === 9)).toMatchObject({ epic_no: original[68].EPIC_NO });
    const after = await live(actor.tenantId);
    await nobodyTwice(actor.tenantId);
    expect(after.find((v) => v.id === a.id)).toMatchObject({ slnoinpart: 5 });
    expect(after.find((v) => v.id === b.id)).toMatchObject({ slnoinpart: 4, epic_no: null });
    expect(after).toHaveLength(180);
  });

  it('(c) splits a part and merges another: collected details follow their elector', async () => {
    const actor = await tenant();
    const original = roll();
    await importVoters(database, actor, original);
    const before = await live(actor.tenantId);
    const inSplit = before.find((v) => v.partno === 2 && v.slnoinpart === 40)!;
    const inMerge = before.find((v) => v.partno === 3 && v.slnoinpart === 5)!;
    await database.rows(sql`insert into voter_info (tenant_id, voter_id, phone_no, align_with_party)
      values (${actor.tenantId}, ${inSplit.id}, '+919876543210', 'yes'), (${actor.tenantId}, ${inMerge.id}, '+919876543211', 'no')`);
    // Part 2's second half becomes part 4; part 3 is merged into part 1 after its 60 electors.
    const revised = [
      ...original.filter((r) => r.PART_NO === '1'),
      ...original.filter((r) => r.PART_NO === '3').map((r) => ({ ...r, PART_NO: '1', SLNOINPART: String(60 + Number(r.SLNOINPART)) })),
      ...original.filter((r) => r.PART_NO === '2' && Number(r.SLNOINPART) <= 30),
      ...original
        .filter((r) => r.PART_NO === '2' && Number(r.SLNOINPART) > 30)
        .map((r) => ({ ...r, PART_NO: '4', SLNOINPART: String(Number(r.SLNOINPART) - 30) })),
    ];
    const s = await importVoters(database, actor, revised, { batchSize: 50 });
    expect(s).toMatchObject({ moved: 90, unchanged: 90, removed: 0, inserted: 0, rejected: 0 });
    await nobodyTwice(actor.tenantId);
    const after = await live(actor.tenantId);
    expect(after.find((v) => v.id === inSplit.id)).toMatchObject({ partno: 4, slnoinpart: 10 });
    expect(after.find((v) => v.id === inMerge.id)).toMatchObject({ partno: 1, slnoinpart: 65 });
    const info = await database.rows<Record<string, unknown>>(
      sql`select voter_id, acno, partno, slnoinpart from voter_info where tenant_id = ${actor.tenantId} order by partno`,
    );
    expect(info).toEqual([
      { voter_id: inMerge.id, acno: 38, partno: 1, slnoinpart: 65 },
      { voter_id: inSplit.id, acno: 38, partno: 4, slnoinpart: 10 },
    ]);
    expect(await counts(actor.tenantId)).toEqual([
      [1, 120],
      [2, 30],
      [3, 0],
      [4, 30],
    ]);
    await aggregatesAgree(actor.tenantId);
  });

  it('(d) holds an ambiguous match of electors without EPIC for review', async () => {
    const actor = await tenant();
    const original = roll();
    // Part 1, serials 5 and 6: two electors without EPIC whom nothing tells apart but the serial.
    original[4] = { ...original[4], EPIC_NO: '' };
    original[5] = { ...original[4], SLNOINPART: '6', EPIC_NO: '' };
    // Part 1, serial 20 has no EPIC either, and is plain to match.
    original[19] = { ...original[19], EPIC_NO: '' };
    await importVoters(database, actor, original);
    const before = await everyone(actor.tenantId);
    // The revision finds serial 20's elector a year older and lists the twins again.
    const revised = original.map((r) => ({ ...r }));
    revised[19] = { ...revised[19], AGE: String(Number(revised[19].AGE) + 1), DOB: '' };
    const s = await importVoters(database, actor, revised, { dryRun: true });
    expect(s).toMatchObject({ held: 2, inserted: 0, removed: 0, updated: 1, rejected: 0, unchanged: 177 });
    expect(s.samples.filter((x) => x.kind === 'held').map((x) => [x.line, x.partno, x.slnoinpart])).toEqual([
      [6, 1, 5],
      [7, 1, 6],
    ]);
    const applied = await importVoters(database, actor, revised);
    expect(applied).toMatchObject({ held: 2, inserted: 0, removed: 0, updated: 1 });
    const after = await everyone(actor.tenantId);
    expect(after).toHaveLength(180);
    // The held electors' rows are as they were.
    for (const id of [before[4].id, before[5].id]) expect(after.find((v) => v.id === id)).toEqual(before.find((v) => v.id === id));
    await nobodyTwice(actor.tenantId);
  });

  it('(e) two people on one serial: a duplicate of the file is refused; a clash with the roll fails whole', async () => {
    const actor = await tenant();
    const original = roll();
    // A first import with one EPIC twice and one serial twice: the later rows are refused.
    const first = [...original, { ...original[3], SLNOINPART: '99' }, { ...original[5], EPIC_NO: 'ZZZ0000009' }];
    const s0 = await importVoters(database, actor, first, { batchSize: 40 });
    expect(s0).toMatchObject({ inserted: 180, rejected: 2 });
    expect(s0.errors.map((e) => e.code)).toEqual(['epicDup', 'slotDup']);
    await nobodyTwice(actor.tenantId);

    // The database holds one live row an EPIC.
    const [v] = await live(actor.tenantId);
    await expect(
      database.rows(sql`insert into voters (tenant_id, acno, partno, fm_name_en, epic_no) values (${actor.tenantId}, 38, 9, 'Twin', ${v.epic_no})`),
    ).rejects.toThrow();

    // Two EPICs on serial 7 of part 1 in one file: the second row is refused, and protects its elector.
    const twice = original.map((r) => ({ ...r }));
    twice[7] = { ...twice[7], SLNOINPART: '7' };
    const s1 = await importVoters(database, actor, twice);
    expect(s1).toMatchObject({ rejected: 1, removed: 0, inserted: 0, unchanged: 179 });
    expect(s1.errors[0]).toMatchObject({ line: 9, code: 'slotDup' });
    await nobodyTwice(actor.tenantId);

    // Serial 10's row has no readable serial (its elector stays on 10), and serial 11's elector
    // is moved onto 10: two people on one serial. The revision fails whole, naming the lines.
    const snapshot = await everyone(actor.tenantId);
    const clash = original.map((r) => ({ ...r }));
    clash[9] = { ...clash[9], SLNOINPART: 'ten' };
    clash[10] = { ...clash[10], SLNOINPART: '10' };
    const dry = await importVoters(database, actor, clash, { dryRun: true });
    expect(dry.clashes.map((c) => [c.line, c.code])).toEqual([[12, 'slotKept']]);
    const err = await importVoters(database, actor, clash).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportBlocked);
    expect((err as ImportBlocked).message).toMatch(/line 12/);
    expect((err as ImportBlocked).clashes.map((c) => c.line)).toEqual([12]);
    expect(await everyone(actor.tenantId)).toEqual(snapshot);

    // In a supplement the row is refused and the rest lands.
    const sup = await importVoters(database, actor, [clash[10], { ...clash[11], FM_NAME_EN: 'Fine' }], { mode: 'supplement' });
    expect(sup).toMatchObject({ rejected: 1, updated: 1 });
    await nobodyTwice(actor.tenantId);
  });

  it('(f) a revision removing more than a tenth of a part stops, naming the parts, unless allowed', async () => {
    const actor = await tenant();
    const original = roll();
    await importVoters(database, actor, original);
    const snapshot = await everyone(actor.tenantId);
    // Part 1 loses 7 of its 60 electors, part 2 loses 6 (a tenth: allowed).
    const revised = original.filter((r) => !(r.PART_NO === '1' && Number(r.SLNOINPART) > 53) && !(r.PART_NO === '2' && Number(r.SLNOINPART) > 54));
    const dry = await importVoters(database, actor, revised, { dryRun: true });
    expect(dry).toMatchObject({ removed: 13 });
    expect(dry.largeRemovals).toEqual([{ acno: 38, partno: 1, live: 60, removed: 7 }]);
    const err = await importVoters(database, actor, revised).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportBlocked);
    expect((err as ImportBlocked).message).toMatch(/part 1 of AC 38: 7 of 60/);
    expect((err as ImportBlocked).largeRemovals).toEqual([{ acno: 38, partno: 1, live: 60, removed: 7 }]);
    expect(await everyone(actor.tenantId)).toEqual(snapshot);

    const s = await importVoters(database, actor, revised, { allowRemovals: true });
    expect(s).toMatchObject({ removed: 13, largeRemovals: [{ acno: 38, partno: 1, live: 60, removed: 7 }] });
    expect(await live(actor.tenantId)).toHaveLength(167);
    expect(await counts(actor.tenantId)).toEqual([
      [1, 53],
      [2, 54],
      [3, 60],
    ]);
    await aggregatesAgree(actor.tenantId);
  });

  it('(g) deletion supplements: STATUS D rows and a list of EPIC numbers take electors off the roll with a reason', async () => {
    const actor = await tenant();
    const original = roll();
    await importVoters(database, actor, original);
    const before = await live(actor.tenantId);
    const byEpic = (e: string) => before.find((v) => v.epic_no === e)!;
    const [e1, e2, e3, e4] = [original[0].EPIC_NO, original[1].EPIC_NO, original[2].EPIC_NO, original[3].EPIC_NO];
    await database.rows(sql`insert into voter_info (tenant_id, voter_id, phone_no) values (${actor.tenantId}, ${byEpic(e1).id}, '+919876543210')`);
    const reasonOf = async (id: number) =>
      (
        await database.rows<{ removed_reason: string | null; deleted_at: unknown }>(
          sql`select removed_reason, deleted_at from voters where tenant_id = ${actor.tenantId} and id = ${id}`,
        )
      )[0];

    // A supplement: two deletions, one naming nobody, one of an EPIC not on the roll, one of an
    // EPIC the file also lists, and an update.
    const rows: EciRecord[] = [
      { EPIC_NO: e1, STATUS: 'D', REASON: 'Shifted' },
      { AC_NO: '38', PART_NO: '1', SLNOINPART: '2', EPIC_NO: e2, STATUS: 'deleted', REASON: 'E' },
      { AC_NO: '38', PART_NO: '1', SLNOINPART: '9', STATUS: 'D' },
      { EPIC_NO: 'NOPE000001', STATUS: 'D' },
      { ...original[2], FM_NAME_EN: 'Listed' },
      { EPIC_NO: e3, STATUS: 'D' },
      { ...original[5], FM_NAME_EN: 'Fine' },
    ];
    const s = await importVoters(database, actor, rows, { mode: 'supplement' });
    expect(s).toMatchObject({ rows: 7, removed: 2, rejected: 2, warned: 1, updated: 2, inserted: 0 });
    expect(s.errors.map((e) => [e.line, e.code])).toEqual([
      [4, 'deleteNoEpic'],
      [7, 'deleteListed'],
    ]);
    expect(s.warnings.map((e) => [e.line, e.code])).toEqual([[5, 'deleteNotOnRoll']]);
    expect(await reasonOf(byEpic(e1).id)).toMatchObject({ removed_reason: 'Shifted', deleted_at: expect.anything() });
    expect(await reasonOf(byEpic(e2).id)).toMatchObject({ removed_reason: 'E' });
    expect(await reasonOf(byEpic(e3).id)).toMatchObject({ deleted_at: null });
    const [info] = await database.rows<Record<string, unknown>>(sql`select partno, slnoinpart from voter_info where tenant_id = ${actor.tenantId}`);
    expect(info).toEqual({ partno: null, slnoinpart: null });

    // A list of EPIC numbers with a reason.
    const listed = await importVoters(database, actor, [], { deletions: [{ epic: e4.toLowerCase(), reason: 'Expired' }] });
    expect(listed).toMatchObject({ removed: 1, rejected: 0 });
    expect(await reasonOf(byEpic(e4).id)).toMatchObject({ removed_reason: 'Expired' });

    // A complete roll (CSV, with STATUS and REASON columns) deleting 8 electors of part 3 by name:
    // named deletions do not count against the tenth of a part. It brings e1 back: no reason then.
    const columns = [...ECI_COLUMNS, 'STATUS', 'REASON'];
    const full: Array<Record<string, string>> = original
      .filter((r) => ![e2, e4].includes(r.EPIC_NO))
      .map((r) => (r.PART_NO === '3' && Number(r.SLNOINPART) <= 8 ? { ...r, STATUS: 'D', REASON: 'Repeated' } : { ...r }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deletions-'));
    const file = path.join(dir, 'roll.csv');
    fs.writeFileSync(file, csvLine(columns) + full.map((r) => csvLine(columns.map((c) => r[c] ?? ''))).join(''));
    try {
      const c = await importVoters(database, actor, csvFileSource(file).records);
      expect(c).toMatchObject({ removed: 8, restored: 1, rejected: 0, largeRemovals: [] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(await reasonOf(byEpic(e1).id)).toMatchObject({ removed_reason: null, deleted_at: null });
    expect((await live(actor.tenantId)).filter((v) => v.partno === 3)).toHaveLength(52);
    await nobodyTwice(actor.tenantId);
    await aggregatesAgree(actor.tenantId);
  });

  it('(h) a part redrawn away: the file moves most of it into other parts, and those it leaves behind are removed', async () => {
    const actor = await tenant();
    const original = roll();
    await importVoters(database, actor, original);
    const before = await live(actor.tenantId);
    // Part 2 is dissolved: serials 1-55 become part 4, serials 56-60 are deleted. Part 3 gives
    // its first 3 electors to part 1 and keeps the rest (not in this file: they stay).
    const revised = [
      ...original.filter((r) => r.PART_NO === '1'),
      ...original
        .filter((r) => r.PART_NO === '3' && Number(r.SLNOINPART) <= 3)
        .map((r) => ({ ...r, PART_NO: '1', SLNOINPART: String(60 + Number(r.SLNOINPART)) })),
      ...original.filter((r) => r.PART_NO === '2' && Number(r.SLNOINPART) <= 55).map((r) => ({ ...r, PART_NO: '4' })),
    ];
    const dry = await importVoters(database, actor, revised, { dryRun: true });
    expect(dry).toMatchObject({ moved: 58, removed: 5, largeRemovals: [] });
    expect(dry.samples.filter((x) => x.kind === 'removed').map((x) => [x.partno, x.slnoinpart])).toEqual([
      [2, 56],
      [2, 57],
      [2, 58],
      [2, 59],
      [2, 60],
    ]);
    const s = await importVoters(database, actor, revised);
    expect(s).toMatchObject({ moved: 58, removed: 5, unchanged: 60 });
    const after = await live(actor.tenantId);
    expect(after.filter((v) => v.partno === 2)).toHaveLength(0);
    expect(after.filter((v) => v.partno === 3)).toHaveLength(57);
    expect(after.find((v) => v.id === before.find((b) => b.partno === 2 && b.slnoinpart === 10)!.id)).toMatchObject({ partno: 4, slnoinpart: 10 });
    expect(await counts(actor.tenantId)).toEqual([
      [1, 63],
      [2, 0],
      [3, 57],
      [4, 55],
    ]);
    await nobodyTwice(actor.tenantId);
    await aggregatesAgree(actor.tenantId);
  });
  it('(i) a generated messy revision (deletions renumbering their parts, moves, newcomers, bad fields, rows without EPIC) and back', async () => {
    const actor = await tenant();
    const shape = { acno: 38, parts: 4, perPart: 250, seed: 11 };
    const original = [...rollRows(shape)];
    await importVoters(database, actor, original);
    const revised = [...messyRevisionRows(shape, { moved: 5, removed: 2, added: 2, badField: 1, withoutEpicPerThousand: 30 })];
    const newcomers = revised.filter((r) => r.EPIC_NO.startsWith('NM')).length;
    const bad = revised.filter((r) => r.AGE === '150' || r.AGE === '' || r.GENDER === 'X').length;
    const noEpic = revised.filter((r) => r.EPIC_NO === '').length;
    expect([newcomers > 0, bad > 0, noEpic > 0]).toEqual([true, true, true]);
    const removed = original.length - (revised.length - newcomers);

    const dry = await importVoters(database, actor, revised, { dryRun: true });
    expect(dry).toMatchObject({
      rows: revised.length,
      rejected: 0,
      held: 0,
      warned: bad,
      removed,
      inserted: newcomers,
      withoutEpic: noEpic,
      largeRemovals: [],
    });
    const s = await importVoters(database, actor, revised, { batchSize: 97 });
    expect(s).toMatchObject({ rejected: 0, held: 0, warned: bad, removed, inserted: newcomers });
    expect(await rollHealth(database, actor.tenantId)).toEqual({
      live: revised.length,
      epicTwice: 0,
      slotTwice: 0,
      slotAstray: 0,
      withoutEpic: 0,
      aggregateDiffs: 0,
      centreCountDiffs: 0,
    });
    // Everyone with an EPIC is where the file puts them.
    const at = new Map((await live(actor.tenantId)).map((v) => [v.epic_no, `${v.partno}/${v.slnoinpart}`]));
    for (const r of revised.filter((x) => x.EPIC_NO)) expect([r.EPIC_NO, at.get(r.EPIC_NO)]).toEqual([r.EPIC_NO, `${r.PART_NO}/${r.SLNOINPART}`]);

    // The original roll again puts everyone back: the deleted restored, the newcomers removed.
    const back = await importVoters(database, actor, original);
    expect(back).toMatchObject({ rejected: 0, held: 0, restored: removed, removed: newcomers });
    expect(await rollHealth(database, actor.tenantId)).toMatchObject({
      live: original.length,
      epicTwice: 0,
      slotTwice: 0,
      slotAstray: 0,
      aggregateDiffs: 0,
      centreCountDiffs: 0,
    });
  });

  it('(j) the database holds one live elector a slot at the end of every statement: a swap in one statement passes, two on one slot fails', async () => {
    const actor = await tenant();
    await importVoters(database, actor, roll());
    const t = actor.tenantId;
    // two electors exchange their serials in one UPDATE
    await database.rows(sql`update voter_slots set slnoinpart = 3 - slnoinpart
                             where tenant_id = ${t} and acno = 38 and partno = 1 and slnoinpart in (1, 2)`);
    expect((await live(t)).filter((v) => v.partno === 1 && v.slnoinpart <= 2)).toHaveLength(2);
    // one elector put on another's slot: refused, nothing changes
    const before = await everyone(t);
    await expect(
      database.rows(sql`update voter_slots set slnoinpart = 1 where tenant_id = ${t} and acno = 38 and partno = 1 and slnoinpart = 5`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect(await everyone(t)).toEqual(before);
    // an elector off the roll holds no slot: the slot may be given again
    const [seven] = await database.rows<{ voter_id: number }>(
      sql`update voter_slots set on_roll = null where tenant_id = ${t} and acno = 38 and partno = 1 and slnoinpart = 7 returning voter_id`,
    );
    await database.rows(sql`update voters set deleted_at = now() where tenant_id = ${t} and id = ${seven.voter_id}`);
    await database.rows(sql`update voter_slots set slnoinpart = 7 where tenant_id = ${t} and acno = 38 and partno = 1 and slnoinpart = 8`);
    expect(await rollHealth(database, t)).toMatchObject({ slotTwice: 0, slotAstray: 0, epicTwice: 0 });
  });
});
