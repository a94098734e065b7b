// The name, letter and section aggregates the importer keeps equal what its voters hold.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dbKinds, makeOrganisation, openTestDatabase } from '../test/harness';
import { ensureInstallationTenant } from '../domains/organisations/queries';
import type { Database } from '../db/client';
import { csvLine, rollRows, type EciRow } from './generator';
import { ECI_COLUMNS } from './eci';
import { importVoters } from './importer';
import { csvFileSource } from './readers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roll-import-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe.each(dbKinds())('voter aggregates after imports on %s', (kind) => {
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

  const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

  /** voter_names, voter_stats and voter_sections of a tenant, and the same counted from its voters. */
  async function aggregates(tenantId: number) {
    const held = {
      names: await database.rows(sql`select acno, kind, gender, name, n from voter_names where tenant_id = ${tenantId} and n <> 0 order by 1, 2, 3, 4`),
      stats: await database.rows(sql`select acno, letter, gender, age, n from voter_stats where tenant_id = ${tenantId} and n <> 0 order by 1, 2, 3, 4`),
      sections: await database.rows(
        sql`select acno, partno, section_no, section_name, section_name_v1, n from voter_sections where tenant_id = ${tenantId} and n <> 0 order by 1, 2, 3`,
      ),
    };
    const counted = {
      names: await database.rows(sql`select acno, kind, gender, name, count(*)::int as n from (
          select acno, 1::smallint as kind, coalesce(gender, '') as gender, upper(fm_name_en) as name from voters where tenant_id = ${tenantId} and deleted_at is null
          union all select acno, 2::smallint, coalesce(gender, ''), lastname_en from voters where tenant_id = ${tenantId} and deleted_at is null and lastname_en <> ''
          union all select acno, 3::smallint, coalesce(gender, ''), fm_name_v1 from voters where tenant_id = ${tenantId} and deleted_at is null and fm_name_v1 <> ''
          union all select acno, 4::smallint, coalesce(gender, ''), lastname_v1 from voters where tenant_id = ${tenantId} and deleted_at is null and lastname_v1 <> ''
        ) d group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
      stats:
        await database.rows(sql`select acno, voter_letter(fm_name_en) as letter, coalesce(gender, '') as gender, coalesce(age, 0) as age, count(*)::int as n
          from voters where tenant_id = ${tenantId} and deleted_at is null group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
      sections:
        await database.rows(sql`select acno, partno, section_no, max(section_name) as section_name, max(section_name_v1) as section_name_v1, count(*)::int as n
          from voters where tenant_id = ${tenantId} and deleted_at is null group by 1, 2, 3 order by 1, 2, 3`),
    };
    return { held, counted };
  }

  it('keeps the aggregates exact through a first import (CSV fast path and records), a re-import and an interrupted one', async () => {
    const org = await makeOrganisation({ database } as never);
    const actor = { tenantId: org.tenantId, userId: org.adminId };
    const rows = [...rollRows({ acno: 38, parts: 3, perPart: 40, seed: 9 }), ...rollRows({ acno: 39, parts: 1, perPart: 30, seed: 9 })];
    // Names the fast path must leave to the decoding checks: lower case, accents, no English name.
    rows[0] = { ...rows[0], FM_NAME_EN: 'élan', GENDER: 'f' };
    rows[1] = { ...rows[1], FM_NAME_EN: '', FM_NAME_V1: 'सुनीता' };
    rows[2] = { ...rows[2], FM_NAME_EN: 'ravi  kumar', LASTNAME_EN: 'D\u00a0Souza' };
    rows[3] = { ...rows[3], SECTION_NAME: 'Another name of section ' + rows[3].SECTION_NO };
    const tmpFile = path.join(tmp, `agg-${kind}.csv`);
    fs.writeFileSync(tmpFile, csvLine(ECI_COLUMNS) + rows.map((r) => csvLine(ECI_COLUMNS.map((c) => r[c]))).join(''));
    const s = await importVoters(database, actor, csvFileSource(tmpFile).records, { batchSize: 37 });
    expect(s).toMatchObject({ rows: rows.length, inserted: rows.length, rejected: 0 });
    let a = await aggregates(actor.tenantId);
    expect(a.held).toEqual(a.counted);

    // The same roll again through records (no raw path), with changes: a revision's updates.
    const revised = rows.map((r, i) => (i % 7 === 0 ? { ...r, FM_NAME_EN: 'Changed', AGE: '61' } : r));
    const again = await importVoters(database, actor, revised, { batchSize: 50 });
    expect(again.updated).toBeGreaterThan(0);
    a = await aggregates(actor.tenantId);
    expect(a.held).toEqual(a.counted);

    // A revision that removes, moves a part whole, adds and renames a section; then one that
    // brings the removed back.
    const renamed = revised[45].SECTION_NO;
    const rename = (r: EciRow) => (r.AC_NO === '38' && r.PART_NO === '2' && r.SECTION_NO === renamed ? { ...r, SECTION_NAME: 'Renamed section' } : r);
    // Row 3 alone carries another name of its section, so it is never the one brought back.
    const leftOut = (i: number) => i % 11 === 3 && i !== 3;
    const next = [
      ...revised
        .filter((_, i) => !leftOut(i))
        .map((r) => (r.AC_NO === '38' && r.PART_NO === '3' ? { ...r, PART_NO: '5', GENDER: r.GENDER === 'M' ? 'F' : 'M' } : r))
        .map(rename),
      ...[...rollRows({ acno: 38, parts: 1, perPart: 6, seed: 77 })].map((r, i) => ({
        ...r,
        ...pick(revised[0], ['SECTION_NO', 'SECTION_NAME', 'SECTION_NAME_V1']),
        PART_NO: '1',
        SLNOINPART: String(500 + i),
        EPIC_NO: `NEW${1000000 + i}`,
      })),
    ];
    const third = await importVoters(database, actor, next, { batchSize: 30 });
    expect(third).toMatchObject({ inserted: 6, rejected: 0 });
    expect(third.removed).toBeGreaterThan(5);
    expect(third.moved).toBeGreaterThan(30);
    a = await aggregates(actor.tenantId);
    expect(a.held).toEqual(a.counted);
    expect(a.held.sections).toContainEqual(expect.objectContaining({ partno: 2, section_no: Number(renamed), section_name: 'Renamed section' }));
    const fourth = await importVoters(database, actor, [...next, ...revised.filter((r, i) => leftOut(i) && r.PART_NO !== '3').map(rename)]);
    expect(fourth.restored).toBeGreaterThan(3);
    a = await aggregates(actor.tenantId);
    expect(a.held).toEqual(a.counted);

    // An interrupted first import into another tenant leaves aggregates that match what landed.
    const other = await makeOrganisation({ database } as never);
    const actor2 = { tenantId: other.tenantId, userId: other.adminId };
    await expect(
      importVoters(database, actor2, csvFileSource(tmpFile).records, {
        batchSize: 40,
        afterBatch: (n) => {
          if (n === 2) throw new Error('stop');
        },
      }),
    ).rejects.toThrow('stop');
    a = await aggregates(actor2.tenantId);
    expect(a.held).toEqual(a.counted);
    expect(a.counted.stats.reduce((t, r) => t + Number((r as { n: number }).n), 0)).toBe(80);
    // Another tenant's import never touches this one's.
    const first = await aggregates(actor.tenantId);
    expect(first.held).toEqual(first.counted);
  });
});
