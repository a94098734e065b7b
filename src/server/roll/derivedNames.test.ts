// A roll printed in Devanagari only (a PDF roll read, a Hindi-belt CSV without the _EN columns):
// the importer spells the Latin names from the Devanagari, so the console's voter search and the
// field app's search (the same rule, shared/nameMatch) find `sharma` for शर्मा. Such names are
// marked as derived (voters.names_derived, in the voter rows the console shows), and the mark
// follows the roll through its revisions: a later roll that prints the names clears it.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { auth, dbKinds, signedInOrganisation, startHarness, type Harness } from '../test/harness';
import { importVoters } from './importer';
import { readRoll } from './pdf/read';
import { voterMatches } from '../../shared/nameMatch';
import { VoterApi, type VoterSearchResponse } from '../../shared/api/voters';
import type { EciRecord } from './eci';

const LATIN_COLUMNS = ['FM_NAME_EN', 'LASTNAME_EN', 'RLN_FM_NM_EN', 'RLN_L_NM_EN'] as const;

describe.each(dbKinds())('Latin names spelled for a Devanagari-only roll on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  it('finds sharma for शर्मा after importing the rows read from a PDF roll without Latin names', async () => {
    const org = await signedInOrganisation(h);
    const pdf = new Uint8Array(fs.readFileSync(path.join(__dirname, 'pdf/fixtures/hin-text.pdf')));
    const read = await readRoll('hin-text.pdf', pdf);
    // the reader's own spelling taken out: the rows as a Devanagari-only roll gives them
    const rows: EciRecord[] = read.rows.map((r) => {
      const { REVIEW: _review, NAMES_EN: _derived, ...rest } = r;
      for (const c of LATIN_COLUMNS) delete rest[c];
      return rest;
    });
    const sharmas = rows.filter((r) => r.LASTNAME_V1 === 'शर्मा');
    expect(sharmas.length).toBeGreaterThan(0);
    const summary = await importVoters(h.database, { tenantId: org.tenantId, userId: org.adminId }, rows);
    expect(summary).toMatchObject({ rows: rows.length, rejected: 0 });

    const held = await h.database.rows<{
      fm_name_en: string;
      lastname_en: string;
      fm_name_v1: string;
      lastname_v1: string;
      rln_l_nm_en: string | null;
      epic_no: string;
      names_derived: boolean;
    }>(
      sql`select fm_name_en, lastname_en, fm_name_v1, lastname_v1, rln_l_nm_en, epic_no, names_derived from voters where tenant_id = ${org.tenantId} and deleted_at is null`,
    );
    // each marked as derived
    expect(held.filter((v) => v.names_derived !== true)).toEqual([]);
    const sharmaRows = held.filter((v) => v.lastname_v1 === 'शर्मा');
    expect(sharmaRows.length).toBe(sharmas.filter((r) => r.STATUS !== 'D').length);
    for (const v of sharmaRows) expect(v).toMatchObject({ lastname_en: 'Sharma', fm_name_en: expect.stringMatching(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/) });
    // every elector has Latin names now, none left empty
    expect(held.filter((v) => !v.fm_name_en || !v.lastname_en)).toEqual([]);

    // the console's search
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/${org.tenantId}/${org.tenantId}/0${VoterApi.searchAcnoVoters.path}`,
      query: { acno: String(rows[0].AC_NO), enfname: 'sharma', pageSize: '100' },
      headers: auth(org.token),
    });
    expect(res.statusCode).toBe(200);
    const found = (res.json() as VoterSearchResponse).voters.map((v) => v.idcardno).sort();
    expect(found).toEqual(sharmaRows.map((v) => v.epic_no).sort());
    // the rows the console shows say the names are derived
    expect((res.json() as VoterSearchResponse).voters.map((v) => v.names_derived)).toEqual(found.map(() => true));
    // the field app's search rule over the same electors
    expect(
      held
        .filter((v) => voterMatches(v, 'sharma'))
        .map((v) => v.epic_no)
        .sort(),
    ).toEqual(found);
  }, 60000);

  it('keeps Latin names a roll prints', async () => {
    const org = await signedInOrganisation(h);
    const row: EciRecord = {
      AC_NO: '38',
      PART_NO: '1',
      SLNOINPART: '1',
      FM_NAME_EN: 'Ramesh',
      LASTNAME_EN: 'Sharmah',
      FM_NAME_V1: 'रमेश',
      LASTNAME_V1: 'शर्मा',
      RLN_FM_NM_V1: 'सुरेश',
      RLN_L_NM_V1: 'शर्मा',
      EPIC_NO: 'KDV0000001',
      GENDER: 'M',
      AGE: '40',
    };
    await importVoters(h.database, { tenantId: org.tenantId, userId: org.adminId }, [row]);
    const [v] = await h.database.rows<{ fm_name_en: string; lastname_en: string; rln_l_nm_en: string | null }>(
      sql`select fm_name_en, lastname_en, rln_l_nm_en from voters where tenant_id = ${org.tenantId}`,
    );
    // a row with Latin names keeps them as printed; its relative's are not made up either
    expect(v).toEqual({ fm_name_en: 'Ramesh', lastname_en: 'Sharmah', rln_l_nm_en: null });
    const [marked] = await h.database.rows<{ names_derived: boolean }>(sql`select names_derived from voters where tenant_id = ${org.tenantId}`);
    expect(marked.names_derived).toBe(false);
  });

  it('keeps the mark through a revision in Devanagari only, and clears it when a revision prints the names', async () => {
    const org = await signedInOrganisation(h);
    const actor = { tenantId: org.tenantId, userId: org.adminId };
    const devanagari = (serial: number, epic: string, first: string, age: string): EciRecord => ({
      AC_NO: '38',
      PART_NO: '7',
      SLNOINPART: String(serial),
      FM_NAME_V1: first,
      LASTNAME_V1: 'शर्मा',
      RLN_FM_NM_V1: 'सुरेश',
      RLN_L_NM_V1: 'शर्मा',
      RLN_TYPE: 'F',
      EPIC_NO: epic,
      GENDER: 'M',
      AGE: age,
    });
    const marks = async () =>
      h.database.rows<{ epic_no: string; fm_name_en: string; lastname_en: string; names_derived: boolean }>(
        sql`select epic_no, fm_name_en, lastname_en, names_derived from voters where tenant_id = ${org.tenantId} and deleted_at is null order by epic_no`,
      );
    const first = [devanagari(1, 'KDV0000011', 'रमेश', '40'), devanagari(2, 'KDV0000012', 'उर्मिला', '35')];
    expect(await importVoters(h.database, actor, first)).toMatchObject({ rejected: 0 });
    expect((await marks()).map((v) => v.names_derived)).toEqual([true, true]);

    // a revision still in Devanagari only (one elector a year older): still derived
    const second = [devanagari(1, 'KDV0000011', 'रमेश', '41'), devanagari(2, 'KDV0000012', 'उर्मिला', '35')];
    expect(await importVoters(h.database, actor, second)).toMatchObject({ rejected: 0 });
    expect((await marks()).map((v) => [v.epic_no, v.names_derived])).toEqual([
      ['KDV0000011', true],
      ['KDV0000012', true],
    ]);

    // a revision printing the Latin names, even spelled as derived before: printed now, the mark gone
    const derived = await marks();
    const third = second.map((r, i) => ({ ...r, FM_NAME_EN: derived[i].fm_name_en, LASTNAME_EN: i ? 'Sharmaa' : derived[i].lastname_en }));
    expect(await importVoters(h.database, actor, third)).toMatchObject({ rejected: 0 });
    expect((await marks()).map((v) => [v.epic_no, v.lastname_en, v.names_derived])).toEqual([
      ['KDV0000011', 'Sharma', false],
      ['KDV0000012', 'Sharmaa', false],
    ]);
  });
});
