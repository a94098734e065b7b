import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import XLSX from 'sheetjs-style';
import { sql } from 'drizzle-orm';
import { dbKinds, makeOrganisation, openTestDatabase } from '../test/harness';
import { ensureInstallationTenant } from '../domains/organisations/queries';
import { slotJoin } from '../db/slots';
import type { Database } from '../db/client';
import { csvLine, rollRows, type EciRow } from './generator';
import { ECI_COLUMNS } from './eci';
import { importVoters, revisionSettings } from './importer';
import { csvFileSource, fileSource } from './readers';
import { openConn } from './conn';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-import-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let fileNo = 0;
function csvFile(rows: Array<Partial<EciRow>>, columns: readonly string[] = ECI_COLUMNS): string {
  const file = path.join(tmp, `roll-${++fileNo}.csv`);
  fs.writeFileSync(file, csvLine(columns) + rows.map((r) => csvLine(columns.map((c) => (r as Record<string, string>)[c] ?? ''))).join(''));
  return file;
}

const ROLL = { acno: 38, parts: 3, perPart: 60, seed: 5 };
const roll = (o = ROLL) => [...rollRows(o)];

describe.each(dbKinds())('voter-roll import on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  const h = () => ({ database }) as never;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    await ensureInstallationTenant(database.db);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function tenant() {
    const org = await makeOrganisation(h());
    return { tenantId: org.tenantId, userId: org.adminId };
  }
  const count = async (q: ReturnType<typeof sql>) => Number((await database.rows<{ n: number }>(q))[0].n);
  const voters = (tenantId: number) =>
    database.rows<Record<string, any>>(
      sql`select v.*, s.slnoinpart from voters v ${slotJoin('v', 's')} where v.tenant_id = ${tenantId} order by v.partno, s.slnoinpart`,
    );

  it('imports a generated roll with its voting centres, counts and one audit row', async () => {
    const actor = await tenant();
    const file = csvFile(roll());
    const s = await importVoters(database, actor, csvFileSource(file).records, { source: 'roll.csv', batchSize: 50 });
    expect(s).toMatchObject({ rows: 180, inserted: 180, updated: 0, unchanged: 0, rejected: 0, acnos: [38], parts: 3 });
    expect(s.batches).toBe(4);
    const rows = await voters(actor.tenantId);
    expect(rows).toHaveLength(180);
    const first = roll()[0];
    expect(rows[0]).toMatchObject({
      acno: 38,
      partno: 1,
      slnoinpart: 1,
      fm_name_en: first.FM_NAME_EN,
      fm_name_v1: first.FM_NAME_V1,
      lastname_v1: first.LASTNAME_V1,
      rln_fm_nm_v1: first.RLN_FM_NM_V1,
      epic_no: first.EPIC_NO,
      section_name_v1: first.SECTION_NAME_V1,
      house_no: first.C_HOUSE_NO,
      family_key: `${first.SECTION_NO}/${first.C_HOUSE_NO.toUpperCase()}`,
      age: Number(first.AGE),
    });
    const centres = await database.rows<Record<string, any>>(sql`select * from voting_centres where tenant_id = ${actor.tenantId} order by partno`);
    expect(centres.map((c) => [c.partno, c.voter_count])).toEqual([
      [1, 60],
      [2, 60],
      [3, 60],
    ]);
    expect(centres[0]).toMatchObject({
      vcenter: first.PSBUILDING_NAME,
      vcenter_v1: first.PSBUILDING_NAME_V1,
      ac_name: 'Amravati',
      part_name: first.PART_NAME,
      part_name_v1: first.PART_NAME_V1,
    });
    expect(centres[0].voting_center_location).toEqual({ type: 'Point', coordinates: [Number(first.LONGITUDE), Number(first.LATITUDE)] });
    // Parts polled in one building share the centre id of the building's first part.
    for (const c of centres) {
      const sameBuilding = centres.filter((o) => o.vcenter === c.vcenter).map((o) => o.partno);
      expect(c.center_id).toBe(Math.min(...sameBuilding));
    }
    const audits = await database.rows<Record<string, any>>(sql`select * from audit_log where tenant_id = ${actor.tenantId} and entity = 'voters'`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'import', user_id: actor.userId });
    expect(audits[0].changed).toMatchObject({ source: 'roll.csv', rows: 180, inserted: 180, rejected: 0 });
  });

  it('refuses a row that cannot be placed, and lands one whose other fields break a rule with a warning', async () => {
    const actor = await tenant();
    const good = roll().slice(0, 10);
    const bad: Array<[Partial<EciRow>, string, RegExp]> = [
      [{ ...good[0], SLNOINPART: '101', PART_NO: '' }, 'PART_NO', /PART_NO is missing/],
      [{ ...good[0], SLNOINPART: '102', PART_NO: 'x7' }, 'PART_NO', /PART_NO must be a whole number/],
      [{ ...good[0], SLNOINPART: '108', EPIC_NO: 'bad epic!' }, 'EPIC_NO', /EPIC_NO is not an EPIC number/],
      [{ ...good[0], SLNOINPART: '' }, 'SLNOINPART', /SLNOINPART is missing/],
      [{ ...good[3], EPIC_NO: 'ZZZ0000001' }, 'SLNOINPART', /appears earlier in the file/],
      [{ ...good[4], SLNOINPART: '109' }, 'EPIC_NO', /appears earlier in the file/],
    ];
    // Placed with a warning: the field is left empty.
    const warned: Array<[Partial<EciRow>, string, RegExp, Record<string, unknown>]> = [
      [{ ...good[0], SLNOINPART: '103', EPIC_NO: 'WRN0000003', AGE: 'old', DOB: '' }, 'AGE', /AGE must be a whole number/, { age: null }],
      [{ ...good[0], SLNOINPART: '104', EPIC_NO: 'WRN0000004', AGE: '12' }, 'AGE', /AGE must be between 18 and 120/, { age: null }],
      [{ ...good[0], SLNOINPART: '105', EPIC_NO: 'WRN0000005', FM_NAME_EN: '', FM_NAME_V1: '' }, 'FM_NAME_EN', /FM_NAME_EN is missing/, { fm_name_en: '' }],
      [{ ...good[0], SLNOINPART: '106', EPIC_NO: 'WRN0000006', GENDER: 'X' }, 'GENDER', /GENDER must be M, F or O/, { gender: null }],
      [{ ...good[0], SLNOINPART: '107', EPIC_NO: 'WRN0000007', DOB: '31/02/1980' }, 'DOB', /DOB is not a valid date/, { dob: null }],
      [{ ...good[0], SLNOINPART: '110', EPIC_NO: 'WRN0000010', MOBILE_NO: '12345' }, 'MOBILE_NO', /MOBILE_NO is not a mobile number/, { mobile: null }],
    ];
    // Good rows first, then one bad or warned row after each good one from the fifth on.
    const odd = [...bad.map((b) => b[0]), ...warned.map((w) => w[0])];
    const rows: Array<Partial<EciRow>> = [...good.slice(0, 5)];
    good.slice(5).forEach((g, i) => rows.push(odd[i], g));
    rows.push(...odd.slice(5));
    const file = csvFile(rows);
    const s = await importVoters(database, actor, csvFileSource(file).records, { batchSize: 4 });
    expect(s.rows).toBe(rows.length);
    expect(s.inserted).toBe(10 + warned.length);
    expect(s.rejected).toBe(bad.length);
    expect(s.errors).toHaveLength(bad.length);
    for (const [row, column, reason] of bad) {
      const line = rows.indexOf(row) + 2;
      const e = s.errors.find((x) => x.line === line);
      expect({ line, column: e?.column }).toEqual({ line, column });
      expect(e!.reason).toMatch(reason);
    }
    expect(s.warned).toBe(warned.length);
    const got = await voters(actor.tenantId);
    for (const [row, column, reason, stored] of warned) {
      const line = rows.indexOf(row) + 2;
      const w = s.warnings.find((x) => x.line === line);
      expect({ line, column: w?.column }).toEqual({ line, column });
      expect(w!.reason).toMatch(reason);
      expect(got.find((v) => v.epic_no === row.EPIC_NO)).toMatchObject(stored);
    }
    expect(got.map((v) => v.slnoinpart).sort((a, b) => a - b)).toEqual(
      [...good.map((g) => Number(g.SLNOINPART)), ...warned.map((w) => Number(w[0].SLNOINPART))].sort((a, b) => a - b),
    );
  });

  it('re-imports: roll fields follow the new roll, field data and ids stay', async () => {
    const actor = await tenant();
    const original = roll();
    await importVoters(database, actor, original);
    const before = await voters(actor.tenantId);
    const v1 = before[0];
    const v2 = before[1];
    // What the field staff collected: details, a mobile, a corrected polling-station point.
    await database.rows(sql`insert into voter_info (tenant_id, voter_id, family_id, phone_no, align_with_party, details)
      values (${actor.tenantId}, ${v1.id}, ${v1.family_key}, '+919876543210', 'yes', ${JSON.stringify({ family_types: 'joint' })}::jsonb)`);
    await database.rows(sql`update voters set mobile = '+919811111111' where tenant_id = ${actor.tenantId} and id = ${v2.id}`);
    const corrected = { type: 'Point', coordinates: [77.76, 20.94] };
    await database.rows(sql`update voting_centres set voting_center_location = ${JSON.stringify(corrected)}::jsonb
      where tenant_id = ${actor.tenantId} and partno = 1`);

    // The revised roll: new names and ages for the first two, a new mobile on the roll, one more elector.
    const revised = original.map((r) => ({ ...r }));
    revised[0] = { ...revised[0], FM_NAME_EN: 'Renamed', FM_NAME_V1: 'नवीन', AGE: '77', C_HOUSE_NO: '9/Z' };
    revised[1] = { ...revised[1], LASTNAME_EN: 'Kulkarni', LASTNAME_V1: 'कुलकर्णी', MOBILE_NO: '9822222222' };
    revised.push({ ...revised[59], SLNOINPART: '61', EPIC_NO: 'NEW1234567', FM_NAME_EN: 'Navin' });
    const s = await importVoters(database, actor, revised, { batchSize: 40 });
    expect(s).toMatchObject({ rows: 181, inserted: 1, updated: 2, unchanged: 178, rejected: 0 });

    const after = await voters(actor.tenantId);
    expect(after).toHaveLength(181);
    const a1 = after.find((v) => v.id === v1.id)!;
    expect(a1).toMatchObject({ fm_name_en: 'Renamed', fm_name_v1: 'नवीन', age: 77, house_no: '9/Z', family_key: `${v1.section_no}/9/Z` });
    const a2 = after.find((v) => v.id === v2.id)!;
    expect(a2).toMatchObject({ lastname_en: 'Kulkarni', lastname_v1: 'कुलकर्णी', mobile: '+919811111111' });
    const info = await database.rows<Record<string, any>>(sql`select * from voter_info where tenant_id = ${actor.tenantId}`);
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ voter_id: v1.id, phone_no: '+919876543210', align_with_party: 'yes', details: { family_types: 'joint' } });
    const [c1] = await database.rows<Record<string, any>>(sql`select * from voting_centres where tenant_id = ${actor.tenantId} and partno = 1`);
    expect(c1.voting_center_location).toEqual(corrected);
    expect(c1.voter_count).toBe(61);
    // The same roll again changes nothing.
    const again = await importVoters(database, actor, revised);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 181 });
  });

  it('in a supplement, refuses a row whose slot stays with another elector; an EPIC found elsewhere moves', async () => {
    const actor = await tenant();
    const original = roll();
    await importVoters(database, actor, original);
    const rows = [
      { ...original[0], EPIC_NO: 'ABC7654321', FM_NAME_EN: 'Impostor' },
      { ...original[1], SLNOINPART: '99' },
      { ...original[2], FM_NAME_EN: 'Fine' },
    ];
    const s = await importVoters(database, actor, rows, { mode: 'supplement' });
    expect(s).toMatchObject({ rows: 3, inserted: 0, moved: 1, updated: 1, removed: 0, rejected: 1 });
    expect(s.errors[0]).toMatchObject({ line: 2, column: 'EPIC_NO', code: 'slotTaken' });
    expect(s.errors[0].reason).toMatch(new RegExp(`already belongs to EPIC ${original[0].EPIC_NO}`));
    const after = await voters(actor.tenantId);
    expect(after).toHaveLength(180);
    expect(after[0]).toMatchObject({ slnoinpart: 1, epic_no: original[0].EPIC_NO, fm_name_en: original[0].FM_NAME_EN });
    expect(after.find((r) => r.slnoinpart === 99)).toMatchObject({ epic_no: original[1].EPIC_NO });
    expect(after.find((r) => r.slnoinpart === 3)).toMatchObject({ fm_name_en: 'Fine' });
  });

  describe('revised rolls', () => {
    const part1 = () => roll().filter((r) => r.PART_NO === '1');
    const live = async (tenantId: number) =>
      database.rows<Record<string, any>>(
        sql`select v.id, v.partno, s.slnoinpart, v.epic_no, v.fm_name_en from voters v ${slotJoin('v', 's')}
             where v.tenant_id = ${tenantId} and v.deleted_at is null order by v.partno, s.slnoinpart`,
      );
    const counts = async (tenantId: number) =>
      (
        await database.rows<{ partno: number; voter_count: number }>(
          sql`select partno, voter_count from voting_centres where tenant_id = ${tenantId} order by partno`,
        )
      ).map((c) => [c.partno, c.voter_count]);
    const aggregatesAgree = async (tenantId: number) => {
      const [a] = await database.rows<{ stats: number; sections: number; names: number; live: number }>(sql`
        select (select coalesce(sum(n), 0)::int from voter_stats where tenant_id = ${tenantId}) as stats,
               (select coalesce(sum(n), 0)::int from voter_sections where tenant_id = ${tenantId}) as sections,
               (select coalesce(sum(n), 0)::int from voter_names where tenant_id = ${tenantId} and kind = 1) as names,
               (select count(*)::int from voters where tenant_id = ${tenantId} and deleted_at is null) as live`);
      expect([a.stats, a.sections, a.names]).toEqual([a.live, a.live, a.live]);
    };

    it('renumbers a part: the first elector deleted, everyone after moves up one serial, details follow', async () => {
      const actor = await tenant();
      await importVoters(database, actor, roll());
      const before = await live(actor.tenantId);
      const gone = before[0];
      const second = before[1];
      await database.rows(sql`insert into voter_info (tenant_id, voter_id, phone_no, align_with_party)
        values (${actor.tenantId}, ${gone.id}, '+919876543210', 'yes'), (${actor.tenantId}, ${second.id}, '+919876543211', 'no')`);
      await database.rows(sql`update voting_centres set voters_reached = 2 where tenant_id = ${actor.tenantId} and partno = 1`);

      const revised = part1()
        .slice(1)
        .map((r) => ({ ...r, SLNOINPART: String(Number(r.SLNOINPART) - 1) }));
      const s = await importVoters(database, actor, revised, { batchSize: 7 });
      expect(s).toMatchObject({ rows: 59, inserted: 0, moved: 59, removed: 1, restored: 0, updated: 0, unchanged: 0, rejected: 0 });
      expect(s.samples.find((x) => x.kind === 'removed')).toMatchObject({ partno: 1, slnoinpart: 1, epic: gone.epic_no, line: null });
      expect(s.samples.find((x) => x.kind === 'moved')).toMatchObject({ slnoinpart: 1, from: { partno: 1, slnoinpart: 2 }, epic: second.epic_no });
      // The first five movers of the file, in its order (the default number of samples a kind).
      expect(s.samples.filter((x) => x.kind === 'moved').map((x) => [x.line, x.slnoinpart])).toEqual([
        [2, 1],
        [3, 2],
        [4, 3],
        [5, 4],
        [6, 5],
      ]);

      const after = await live(actor.tenantId);
      expect(after.filter((v) => v.partno === 1).map((v) => [v.slnoinpart, v.epic_no])).toEqual(
        before.filter((v) => v.partno === 1 && v.id !== gone.id).map((v) => [v.slnoinpart - 1, v.epic_no]),
      );
      // The same rows, ids kept; the removed elector keeps their row and details, off the roll.
      expect(after.find((v) => v.epic_no === second.epic_no)!.id).toBe(second.id);
      const [g] = await database.rows<Record<string, any>>(
        sql`select v.deleted_at, s.slnoinpart from voters v ${slotJoin('v', 's')} where v.tenant_id = ${actor.tenantId} and v.id = ${gone.id}`,
      );
      expect(g.deleted_at).not.toBeNull();
      const info = await database.rows<Record<string, any>>(
        sql`select voter_id, phone_no, acno, partno, slnoinpart from voter_info where tenant_id = ${actor.tenantId} order by voter_id`,
      );
      expect(info).toEqual([
        { voter_id: gone.id, phone_no: '+919876543210', acno: null, partno: null, slnoinpart: null },
        { voter_id: second.id, phone_no: '+919876543211', acno: 38, partno: 1, slnoinpart: 1 },
      ]);
      expect(await counts(actor.tenantId)).toEqual([
        [1, 59],
        [2, 60],
        [3, 60],
      ]);
      const [c1] = await database.rows<{ voters_reached: number }>(
        sql`select voters_reached from voting_centres where tenant_id = ${actor.tenantId} and partno = 1`,
      );
      expect(c1.voters_reached).toBe(1);
      await aggregatesAgree(actor.tenantId);
      const audits = await database.rows<{ changed: Record<string, unknown> }>(
        sql`select changed from audit_log where tenant_id = ${actor.tenantId} and action = 'import' order by id`,
      );
      expect(audits[1].changed).toMatchObject({ mode: 'complete', moved: 59, removed: 1 });

      // The elector returns in a later roll (at the end of the part): back on the roll, same row.
      const back = [...revised, { ...part1()[0], SLNOINPART: '60' }];
      const again = await importVoters(database, actor, back);
      expect(again).toMatchObject({ restored: 1, moved: 0, removed: 0, unchanged: 59, inserted: 0 });
      const restored = (await live(actor.tenantId)).find((v) => v.epic_no === gone.epic_no)!;
      expect(restored).toMatchObject({ id: gone.id, partno: 1, slnoinpart: 60 });
      const [gi] = await database.rows<Record<string, any>>(
        sql`select partno, slnoinpart from voter_info where tenant_id = ${actor.tenantId} and voter_id = ${gone.id}`,
      );
      expect(gi).toEqual({ partno: 1, slnoinpart: 60 });
      expect(await counts(actor.tenantId)).toEqual([
        [1, 60],
        [2, 60],
        [3, 60],
      ]);
      await aggregatesAgree(actor.tenantId);
    });

    it('swaps two serials and moves a part whole, in any order', async () => {
      const actor = await tenant();
      await importVoters(database, actor, roll());
      const before = await live(actor.tenantId);
      const rows = roll();
      // Serials 1 and 2 of part 1 swapped (the second row listed first); part 3 renumbered as part 4.
      const a = rows[0];
      const b = rows[1];
      const revised = [{ ...b, SLNOINPART: '1' }, { ...a, SLNOINPART: '2' }, ...rows.slice(2).map((r) => (r.PART_NO === '3' ? { ...r, PART_NO: '4' } : r))];
      const s = await importVoters(database, actor, revised, { batchSize: 25 });
      expect(s).toMatchObject({ moved: 62, removed: 0, inserted: 0, rejected: 0, unchanged: 118 });
      const after = await live(actor.tenantId);
      expect(after.find((v) => v.epic_no === a.EPIC_NO)).toMatchObject({ id: before[0].id, slnoinpart: 2 });
      expect(after.find((v) => v.epic_no === b.EPIC_NO)).toMatchObject({ id: before[1].id, slnoinpart: 1 });
      expect(after.filter((v) => v.partno === 3)).toHaveLength(0);
      expect(after.filter((v) => v.partno === 4)).toHaveLength(60);
      expect(await counts(actor.tenantId)).toEqual([
        [1, 60],
        [2, 60],
        [3, 0],
        [4, 60],
      ]);
      await aggregatesAgree(actor.tenantId);
    });

    it('a supplement adds and updates, removing nobody; a row without an EPIC is keyed by its slot', async () => {
      const actor = await tenant();
      const rows = roll();
      rows[5] = { ...rows[5], EPIC_NO: '' };
      await importVoters(database, actor, rows);
      const s = await importVoters(
        database,
        actor,
        [
          { ...rows[5], FM_NAME_EN: 'Carded', EPIC_NO: 'NEW7654321' },
          { ...rows[59], SLNOINPART: '61', EPIC_NO: '', FM_NAME_EN: 'Nocard' },
        ],
        { mode: 'supplement' },
      );
      expect(s).toMatchObject({ rows: 2, inserted: 1, updated: 1, removed: 0, withoutEpic: 1 });
      const after = await live(actor.tenantId);
      expect(after).toHaveLength(181);
      expect(after.find((v) => v.slnoinpart === 6 && v.partno === 1)).toMatchObject({ epic_no: 'NEW7654321', fm_name_en: 'Carded' });
      expect(after.find((v) => v.slnoinpart === 61)).toMatchObject({ epic_no: null, fm_name_en: 'Nocard' });
    });

    it('a dry run says what would change and changes nothing', async () => {
      const actor = await tenant();
      // Into an empty organisation: all would be added, nothing is.
      const first = await importVoters(database, actor, roll(), { dryRun: true });
      expect(first).toMatchObject({ rows: 180, inserted: 180, dryRun: true });
      expect(await count(sql`select count(*) as n from voters where tenant_id = ${actor.tenantId}`)).toBe(0);
      await importVoters(database, actor, roll());
      const snapshot = async () =>
        database.rows(
          sql`select v.id, v.partno, s.slnoinpart, v.deleted_at, v.fm_name_en, v.updated_at, s.on_roll
                from voters v ${slotJoin('v', 's')} where v.tenant_id = ${actor.tenantId} order by v.id`,
        );
      const before = await snapshot();
      const revised = part1()
        .slice(1)
        .map((r) => ({ ...r, SLNOINPART: String(Number(r.SLNOINPART) - 1) }));
      revised[3] = { ...revised[3], FM_NAME_EN: 'Changed' };
      const s = await importVoters(database, actor, revised, { dryRun: true });
      expect(s).toMatchObject({ dryRun: true, moved: 59, removed: 1 });
      expect(await snapshot()).toEqual(before);
      expect(await count(sql`select count(*) as n from audit_log where tenant_id = ${actor.tenantId} and action = 'import'`)).toBe(1);
    });

    it('a refused row keeps only the elector it names by EPIC; the others left out are removed', async () => {
      const actor = await tenant();
      await importVoters(database, actor, roll());
      const rows = part1().slice(0, 50);
      rows[10] = { ...rows[10], PART_NO: 'one' };
      rows[12] = { ...rows[12], SLNOINPART: '', EPIC_NO: '' };
      rows[20] = { ...rows[20], AGE: 'old' };
      const s = await importVoters(database, actor, rows, { allowRemovals: true });
      expect(s).toMatchObject({ rejected: 2, warned: 1, removed: 11, unchanged: 48 });
      const left = await live(actor.tenantId);
      expect(left).toHaveLength(180 - 11);
      // Serial 11's row named its elector: kept. Serial 13's named nobody: removed, as 51-60 are.
      expect(left.filter((v) => v.partno === 1).map((v) => v.slnoinpart)).toEqual([...Array(50).keys()].map((i) => i + 1).filter((n) => n !== 13));
    });
  });

  it('leaves no scratch table behind, blocked or not, and drops a stage an import that crashed left', async () => {
    const actor = await tenant();
    await importVoters(database, actor, roll());
    const scratch = async () =>
      (await database.rows<{ relname: string }>(sql`select relname from pg_class where relname ~ '^voter_revision_' order by relname`)).map((r) => r.relname);
    const part1 = roll().filter((r) => r.PART_NO === '1');
    // PostgreSQL stages are unlogged tables: one whose connection is gone is dropped by the next revision
    if (kind === 'postgres') await database.rows(sql.raw(`CREATE UNLOGGED TABLE voter_revision_${actor.tenantId}_2147483000_1 (line int)`));
    await expect(importVoters(database, actor, part1.slice(0, 30))).rejects.toThrow();
    expect(await scratch()).toEqual([]);
    await importVoters(database, actor, part1.slice(1), { dryRun: true });
    expect(await scratch()).toEqual([]);
    expect(await importVoters(database, actor, part1.slice(0, 59))).toMatchObject({ removed: 1, unchanged: 59 });
    expect(await scratch()).toEqual([]);
  });

  (kind === 'postgres' ? it : it.skip)("gives a revision on this machine's server no more parallel workers than the cores besides the leader's", async () => {
    const setting = `select current_setting('max_parallel_workers_per_gather') as w, current_setting('work_mem') as m`;
    const shown = async (cores: number | null) => {
      const conn = await openConn(database);
      try {
        return await conn.transaction(async (q) => {
          if (cores != null) await revisionSettings(q, cores);
          return (await q(setting))[0];
        });
      } finally {
        conn.release();
      }
    };
    const server = (await shown(null)) as { w: string; m: string };
    expect(await shown(2)).toEqual({ w: String(Math.min(Number(server.w), 1)), m: '256MB' });
    expect(await shown(1)).toEqual({ w: '0', m: '256MB' });
    // never more than the server's own setting, and only for the transaction
    expect(await shown(64)).toEqual({ w: server.w, m: '256MB' });
    expect(await shown(null)).toEqual(server);
  });

  it('keeps Devanagari names intact through a CSV file', async () => {
    const actor = await tenant();
    const rows = roll().slice(0, 5);
    rows[0] = { ...rows[0], FM_NAME_V1: 'ज्ञानेश्वर', LASTNAME_V1: 'क्षीरसागर', RLN_FM_NM_V1: 'श्रीकृष्ण', SECTION_NAME_V1: 'गल्ली क्र. ३, "जुनी" वस्ती' };
    await importVoters(database, actor, csvFileSource(csvFile(rows)).records);
    const got = await voters(actor.tenantId);
    expect(got.map((v) => [v.fm_name_v1, v.lastname_v1, v.rln_fm_nm_v1])).toEqual(rows.map((r) => [r.FM_NAME_V1, r.LASTNAME_V1, r.RLN_FM_NM_V1]));
    expect(got[0].section_name_v1).toBe('गल्ली क्र. ३, "जुनी" वस्ती');
    const found = await database.rows(sql`select id from voters where tenant_id = ${actor.tenantId} and fm_name_v1 like ${'%ज्ञाने%'}`);
    expect(found).toHaveLength(1);
  });

  it('leaves whole batches behind when interrupted, and a re-run completes the import', async () => {
    const actor = await tenant();
    const file = csvFile(roll());
    await expect(
      importVoters(database, actor, csvFileSource(file).records, {
        batchSize: 50,
        afterBatch: (n) => {
          if (n === 2) throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    expect(await count(sql`select count(*) as n from voters where tenant_id = ${actor.tenantId}`)).toBe(100);
    // Counts agree with the rows that landed.
    const centres = await database.rows<{ partno: number; voter_count: number }>(
      sql`select partno, voter_count from voting_centres where tenant_id = ${actor.tenantId} order by partno`,
    );
    expect(centres).toEqual([
      { partno: 1, voter_count: 60 },
      { partno: 2, voter_count: 40 },
    ]);
    const s = await importVoters(database, actor, csvFileSource(file).records, { batchSize: 50 });
    expect(s).toMatchObject({ rows: 180, inserted: 80, updated: 0, unchanged: 100, rejected: 0 });
    expect(await count(sql`select count(*) as n from voters where tenant_id = ${actor.tenantId}`)).toBe(180);
    expect(await count(sql`select sum(voter_count) as n from voting_centres where tenant_id = ${actor.tenantId}`)).toBe(180);
    // Both attempts are in the audit log, the first marked as interrupted.
    const audits = await database.rows<{ changed: Record<string, unknown> }>(
      sql`select changed from audit_log where tenant_id = ${actor.tenantId} and action = 'import' order by id`,
    );
    expect(audits.map((a) => a.changed.interrupted ?? null)).toEqual(['power cut', null]);
  });

  it('imports an XLSX workbook, reporting bad rows by their sheet row', async () => {
    const actor = await tenant();
    const rows = roll().slice(0, 30);
    const aoa: unknown[][] = [[...ECI_COLUMNS]];
    for (const r of rows) aoa.push(ECI_COLUMNS.map((c) => (c === 'AGE' || c === 'PART_NO' || c === 'SLNOINPART' ? Number(r[c]) : r[c])));
    aoa[7][ECI_COLUMNS.indexOf('AGE')] = 'n/a';
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Roll');
    const file = path.join(tmp, 'roll.xlsx');
    XLSX.writeFile(wb, file);
    const s = await importVoters(database, actor, fileSource(file).records);
    expect(s).toMatchObject({ rows: 30, inserted: 30, rejected: 0, warned: 1 });
    expect(s.warnings[0]).toMatchObject({ line: 8, column: 'AGE' });
    const got = await voters(actor.tenantId);
    expect(got).toHaveLength(30);
    expect(got[6].age).toBeNull();
    expect(got[0]).toMatchObject({ fm_name_v1: rows[0].FM_NAME_V1, epic_no: rows[0].EPIC_NO, age: Number(rows[0].AGE) });
  });

  it('keeps tenants apart: the same roll in two tenants is two rolls', async () => {
    const a = await tenant();
    const b = await tenant();
    await importVoters(database, a, roll());
    const s = await importVoters(database, b, roll());
    expect(s).toMatchObject({ inserted: 180, rejected: 0 });
    expect(await count(sql`select count(*) as n from voters where tenant_id = ${b.tenantId}`)).toBe(180);
  });
});
