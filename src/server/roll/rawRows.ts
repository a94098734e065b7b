// The fast path of the CSV importer: the same checks over cells in byte form (each character one
// UTF-8 byte, see readers.ts RawRecord), answering a row whose text fields are in byte form too,
// ready to be written back to COPY unchanged. Only the common shape is handled here: a cell that
// needs more (spaces to collapse, a non-ASCII space or BOM, an unusual date, gender or number,
// any error) sends the row through parseRecord on its decoded text, so both paths answer alike.
import { READ_COLUMNS, type EciColumn, type EciRecord } from './eci';
import { AC_LIMITS, AGE_LIMITS, EPIC, MAX_TEXT, PART_LIMITS, RELATIONS, familyKey, isBirthDay, mobileOf, parseRecord, type Parsed } from './rows';

/** Where each ECI column sits in a raw record (-1: absent); `text`: those of TEXT_COLS, in order. */
export type RawIndex = Record<EciColumn, number> & { text: number[] };
export function rawIndex(cols: Array<EciColumn | null>): RawIndex {
  const at = Object.fromEntries(READ_COLUMNS.map((c) => [c, cols.indexOf(c)])) as Record<EciColumn, number>;
  return { ...at, text: TEXT_COLS.map((c) => at[c]) };
}

/**
 * Tab, line breaks and the UTF-8 lead bytes of the non-ASCII spaces JavaScript trims or \s
 * matches (U+00A0, U+1680, U+2000-U+205F, U+3000, U+FEFF): with a double space, what a cell in
 * byte form cannot be cleaned without decoding. The reader tests whole chunks and lines for the
 * same bytes (readers.ts), so that a plain line's cells skip this test.
 */
export const NEEDS_TEXT_BYTES = [0x09, 0x0a, 0x0d, 0xc2, 0xe1, 0xe2, 0xe3, 0xef];
/** A regex matching any of the bytes (as latin1 characters) or a double space. */
export const bytesOrDoubleSpace = (bytes: number[]) => new RegExp(`[${bytes.map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('')}]| {2}`);
const NEEDS_TEXT = bytesOrDoubleSpace(NEEDS_TEXT_BYTES);
const SLOW = Symbol('slow');
type Slow = typeof SLOW;

/** clean() for a byte-form cell, or SLOW when only the decoded text can tell. */
function cleanBytes(s: string | undefined, plain: boolean): string | null | Slow {
  if (s === undefined) return null;
  const n = s.length;
  if (n === 0) return null;
  if (s.charCodeAt(0) <= 32 || s.charCodeAt(n - 1) <= 32 || n > MAX_TEXT || (!plain && NEEDS_TEXT.test(s))) return SLOW;
  return s;
}

/** A raw record's cell at a position (-1: the column is absent). */
const at = (cells: string[], i: number): string | undefined => (i < 0 ? undefined : cells[i]);

/** A whole number of 1-9 plain digits, or -1. */
function digits(s: string): number {
  const n = s.length;
  if (n === 0 || n > 9) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PLAIN_GENDER: Record<string, string> = { M: 'M', F: 'F', O: 'O' };
// eslint-disable-next-line no-control-regex -- ASCII is the whole range from NUL
const ASCII = /^[\x00-\x7f]*$/;
const toBytesText = (s: string): string => (ASCII.test(s) ? s : Buffer.from(s, 'utf8').toString('latin1'));
const fromBytesText = (s: string): string => (ASCII.test(s) ? s : Buffer.from(s, 'latin1').toString('utf8'));

const TEXT_FIELDS = [
  'ac_name',
  'ac_name_v1',
  'part_name',
  'part_name_v1',
  'section_name',
  'section_name_v1',
  'house_no',
  'family_key',
  'fm_name_en',
  'lastname_en',
  'fm_name_v1',
  'lastname_v1',
  'rln_fm_nm_en',
  'rln_l_nm_en',
  'rln_fm_nm_v1',
  'rln_l_nm_v1',
  'vcenter',
  'vcenter_v1',
] as const;

/** parseRecord over the decoded cells, its text fields then put in byte form. */
function parseDecoded(line: number, cells: string[], idx: RawIndex): Parsed {
  const rec: EciRecord = {};
  for (const c of READ_COLUMNS) {
    const i = idx[c];
    if (i >= 0) rec[c] = cells[i] === undefined ? undefined : fromBytesText(cells[i]);
  }
  const out = parseRecord(line, rec);
  if ('row' in out) {
    const r = out.row;
    for (const f of TEXT_FIELDS) {
      const v = r[f];
      if (typeof v === 'string') r[f] = toBytesText(v);
    }
  }
  return out;
}

/** A coordinate cell within its limit, else null (0 is no position). */
const rawCoord = (s: string | null, limit: number) => {
  if (s == null) return null;
  const n = Number(s);
  return Number.isFinite(n) && Math.abs(n) <= limit && n !== 0 ? n : null;
};

/**
 * parseRecord for a raw (byte-form) record: the row's text fields stay in byte form.
 * `plain`: the reader found none of NEEDS_TEXT's characters (nor a backslash) anywhere in the
 * line, so its cells need not be tested one by one. (No closure here: the hot path runs two
 * million times, and tsx wraps every function it creates.)
 */
export function parseRaw(line: number, cells: string[], idx: RawIndex, plain = false): Parsed {
  if ((idx.STATUS >= 0 && (cells[idx.STATUS] ?? '') !== '') || idx.AC_NO < 0) return parseDecoded(line, cells, idx);
  const acno = digits(at(cells, idx.AC_NO) ?? '');
  const partno = digits(at(cells, idx.PART_NO) ?? '');
  const slnoinpart = digits(at(cells, idx.SLNOINPART) ?? '');
  if (acno < AC_LIMITS.min || acno > AC_LIMITS.max || partno < PART_LIMITS.min || partno > PART_LIMITS.max || slnoinpart < 1) {
    return parseDecoded(line, cells, idx);
  }
  const sec = at(cells, idx.SECTION_NO);
  const section_no = sec === undefined || sec === '' ? 0 : digits(sec);
  if (section_no < 0) return parseDecoded(line, cells, idx);
  const age = digits(at(cells, idx.AGE) ?? '');
  if (age < AGE_LIMITS.min || age > AGE_LIMITS.max) return parseDecoded(line, cells, idx);
  const dob = at(cells, idx.DOB) ?? '';
  if (dob !== '') {
    const m = ISO_DATE.exec(dob);
    if (!m) return parseDecoded(line, cells, idx);
    if (!isBirthDay(Number(m[1]), Number(m[2]), Number(m[3]))) return parseDecoded(line, cells, idx);
  }
  const g = at(cells, idx.GENDER) ?? '';
  const gender = g === '' ? null : PLAIN_GENDER[g];
  if (gender === undefined) return parseDecoded(line, cells, idx);
  const rt = at(cells, idx.RLN_TYPE) ?? '';
  if (rt !== '' && !RELATIONS.has(rt)) return parseDecoded(line, cells, idx);
  const epic = at(cells, idx.EPIC_NO) ?? '';
  if (epic !== '' && !EPIC.test(epic)) return parseDecoded(line, cells, idx);
  const mob = at(cells, idx.MOBILE_NO) ?? '';
  const mobile = mob === '' ? null : mobileOf(mob);
  if (mob !== '' && mobile == null) return parseDecoded(line, cells, idx);
  const texts: Array<string | null> = new Array(TEXT_COLS.length);
  const textAt = idx.text;
  for (let k = 0; k < textAt.length; k++) {
    const v = cleanBytes(at(cells, textAt[k]), plain);
    if (v === SLOW) return parseDecoded(line, cells, idx);
    texts[k] = v;
  }
  const [
    ac_name,
    ac_name_v1,
    part_name,
    part_name_v1,
    section_name,
    section_name_v1,
    house_no,
    fm_name_en,
    lastname_en,
    fm_name_v1,
    lastname_v1,
    rln_fm_nm_en,
    rln_l_nm_en,
    rln_fm_nm_v1,
    rln_l_nm_v1,
    vcenter,
    vcenter_v1,
    lat,
    lng,
  ] = texts;
  // (no Latin names: parseRecord spells them from the Devanagari, or warns)
  if ((!fm_name_en && !fm_name_v1) || (!fm_name_en && !lastname_en)) return parseDecoded(line, cells, idx);
  let family_key: string | null;
  if (house_no == null) family_key = null;
  else if (ASCII.test(house_no)) family_key = familyKey(section_no, house_no);
  else return parseDecoded(line, cells, idx);
  if ((lat != null && !ASCII.test(lat)) || (lng != null && !ASCII.test(lng))) return parseDecoded(line, cells, idx);
  return {
    row: {
      line,
      acno,
      partno,
      section_no,
      slnoinpart,
      ac_name,
      ac_name_v1,
      part_name,
      part_name_v1,
      section_name,
      section_name_v1,
      house_no,
      family_key,
      fm_name_en: fm_name_en ?? '',
      lastname_en: lastname_en ?? '',
      fm_name_v1,
      lastname_v1,
      rln_type: rt === '' ? null : rt,
      rln_fm_nm_en,
      rln_l_nm_en,
      rln_fm_nm_v1,
      rln_l_nm_v1,
      epic_no: epic === '' ? null : epic,
      gender,
      age,
      dob: dob === '' ? null : dob,
      mobile,
      // (a row with a Latin name: none spelled here)
      names_derived: false,
      vcenter,
      vcenter_v1,
      lat: rawCoord(lat, 90),
      lng: rawCoord(lng, 180),
      keep: 0,
    },
  };
}

const TEXT_COLS: EciColumn[] = [
  'AC_NAME',
  'AC_NAME_V1',
  'PART_NAME',
  'PART_NAME_V1',
  'SECTION_NAME',
  'SECTION_NAME_V1',
  'C_HOUSE_NO',
  'FM_NAME_EN',
  'LASTNAME_EN',
  'FM_NAME_V1',
  'LASTNAME_V1',
  'RLN_FM_NM_EN',
  'RLN_L_NM_EN',
  'RLN_FM_NM_V1',
  'RLN_L_NM_V1',
  'PSBUILDING_NAME',
  'PSBUILDING_NAME_V1',
  'LATITUDE',
  'LONGITUDE',
];
