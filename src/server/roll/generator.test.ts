import { PassThrough } from 'node:stream';
import { ECI_COLUMNS } from './eci';
import { csvRecords } from './readers';
import { parseRecord } from './rows';
import { acCentre, epicFor, generateRoll, rollRows, writeRollCsv, type EciRow } from './generator';

const opts = { acno: 38, parts: 6, perPart: 120, seed: 42 };
const roll = (o = opts) => [...rollRows(o)];
const DEVANAGARI = /[\u0900-\u097F]/;

describe('voter-roll generator', () => {
  it('gives the same rows for the same seed, and other rows for another seed', () => {
    const a = roll();
    expect(roll()).toEqual(a);
    const b = roll({ ...opts, seed: 43 });
    expect(b).toHaveLength(a.length);
    expect(b.map((r) => r.FM_NAME_EN)).not.toEqual(a.map((r) => r.FM_NAME_EN));
  });

  it('writes exactly parts x per-part rows with every ECI column filled in ECI form', () => {
    const rows = roll();
    expect(rows).toHaveLength(6 * 120);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual([...ECI_COLUMNS].sort());
      expect(r.AC_NO).toBe('38');
      expect(r.AC_NAME).toBe('Amravati');
      expect(r.EPIC_NO).toMatch(/^[A-Z]{3}\d{7}$/);
      expect(['M', 'F', 'O']).toContain(r.GENDER);
      expect(['F', 'H', 'M', 'O']).toContain(r.RLN_TYPE);
      expect(r.C_HOUSE_NO).not.toBe('');
      expect(r.FM_NAME_EN).not.toBe('');
      expect(r.RLN_FM_NM_EN).not.toBe('');
      expect(r.MOBILE_NO === '' || /^[6-9]\d{9}$/.test(r.MOBILE_NO)).toBe(true);
    }
    // Serial numbers run 1..K within each part, parts 1..P.
    for (let p = 1; p <= 6; p++) {
      const serials = rows.filter((r) => r.PART_NO === String(p)).map((r) => Number(r.SLNOINPART));
      expect(serials).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    }
    expect(new Set(rows.map((r) => r.EPIC_NO)).size).toBe(rows.length);
    expect(rows.filter((r) => r.MOBILE_NO !== '').length).toBeLessThan(rows.length * 0.15);
  });

  it('gives every name, relation and place a Devanagari twin', () => {
    for (const r of roll()) {
      for (const c of ['FM_NAME_V1', 'LASTNAME_V1', 'RLN_FM_NM_V1', 'PART_NAME_V1', 'SECTION_NAME_V1', 'PSBUILDING_NAME_V1', 'AC_NAME_V1'] as const) {
        expect(r[c]).toMatch(DEVANAGARI);
      }
      expect(r.FM_NAME_EN).not.toMatch(DEVANAGARI);
    }
    const names = new Set(roll({ ...opts, parts: 20 }).map((r) => r.LASTNAME_EN));
    expect(names.size).toBeGreaterThan(40);
  });

  it('groups voters into households of 2-8 sharing house number, section and surname, related by father or husband', () => {
    const rows = roll({ ...opts, parts: 10 });
    const households = new Map<string, EciRow[]>();
    for (const r of rows) {
      const key = `${r.PART_NO}/${r.SECTION_NO}/${r.C_HOUSE_NO}`;
      households.set(key, [...(households.get(key) ?? []), r]);
    }
    const sizes = [...households.values()].map((h) => h.length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8);
    expect(new Set(sizes).size).toBeGreaterThanOrEqual(5);
    let related = 0;
    for (const h of households.values()) {
      expect(new Set(h.map((r) => r.LASTNAME_EN)).size).toBe(1);
      // Members of a household are consecutive on the roll.
      const serials = h.map((r) => Number(r.SLNOINPART));
      expect(Math.max(...serials) - Math.min(...serials)).toBe(h.length - 1);
      const firstNames = new Set(h.map((r) => r.FM_NAME_EN));
      related += h.filter((r) => (r.RLN_TYPE === 'F' || r.RLN_TYPE === 'H') && firstNames.has(r.RLN_FM_NM_EN)).length;
      // A wife names her husband (a man of the household, or a late husband).
      for (const r of h.filter((x) => x.RLN_TYPE === 'H')) expect(r.GENDER).toBe('F');
    }
    // Most relations point at someone of the same household.
    expect(related / rows.length).toBeGreaterThan(0.5);
  });

  it('follows an age pyramid from 18 to 110 with few above 90, and births that match the ages', () => {
    const rows = roll({ ...opts, parts: 20, perPart: 500 });
    const ages = rows.map((r) => Number(r.AGE));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(110);
    const share = (lo: number, hi: number) => ages.filter((a) => a >= lo && a <= hi).length / ages.length;
    expect(share(18, 39)).toBeGreaterThan(share(40, 59));
    expect(share(40, 59)).toBeGreaterThan(share(60, 79));
    expect(share(91, 110)).toBeGreaterThan(0);
    expect(share(91, 110)).toBeLessThan(0.01);
    for (const r of rows.filter((x) => x.DOB)) {
      const [y, m, d] = r.DOB.split('-').map(Number);
      // Age on the qualifying date, 1 January 2025.
      const age = 2025 - y - (m > 1 || d > 1 ? 1 : 0);
      expect(age).toBe(Number(r.AGE));
    }
  });

  it('places polling stations around the constituency centre and shares buildings between neighbouring parts', () => {
    const rows = roll({ ...opts, parts: 30, perPart: 40 });
    const c = acCentre(38);
    expect(c.lat).toBeCloseTo(20.93, 1);
    expect(c.lng).toBeCloseTo(77.75, 1);
    const byPart = new Map(rows.map((r) => [r.PART_NO, r]));
    for (const r of byPart.values()) {
      expect(Math.abs(Number(r.LATITUDE) - c.lat)).toBeLessThan(0.05);
      expect(Math.abs(Number(r.LONGITUDE) - c.lng)).toBeLessThan(0.05);
    }
    const buildings = new Set([...byPart.values()].map((r) => r.PSBUILDING_NAME));
    expect(buildings.size).toBeLessThan(30);
    expect(buildings.size).toBeGreaterThan(10);
  });

  it('numbers EPICs per constituency without collisions across constituencies', () => {
    const a = new Set(Array.from({ length: 1000 }, (_, i) => epicFor(38, i)));
    const b = Array.from({ length: 1000 }, (_, i) => epicFor(39, i));
    expect(a.size).toBe(1000);
    expect(b.some((e) => a.has(e))).toBe(false);
  });

  it('streams the same rows as CSV that the importer reads back without a rejected row', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    const n = await writeRollCsv({ ...opts, parts: 2 }, out);
    expect(n).toBe(240);
    async function* text() {
      yield chunks.join('');
    }
    const expected = roll({ ...opts, parts: 2 });
    let i = 0;
    for await (const { line, record } of csvRecords(text())) {
      expect(line).toBe(i + 2);
      expect(record).toEqual(expected[i]);
      expect('row' in parseRecord(line, record)).toBe(true);
      i += 1;
    }
    expect(i).toBe(240);
    const viaAsync: EciRow[] = [];
    for await (const r of generateRoll({ ...opts, parts: 2 })) viaAsync.push(r);
    expect(viaAsync).toEqual(expected);
  });
});
