// Checks one roll record and turns it into the typed row the importer stages. A record whose
// elector cannot be placed (no readable constituency, part or serial, a malformed EPIC number) is
// refused with the column and a reason the user can act on. A field that breaks a rule while the
// elector is identified (an age missing or out of range, an unknown gender or relation code, a bad
// date of birth, a malformed mobile, a missing or over-long name) is a warning: the row lands
// with that field empty, or as the roll had it for an elector already held (`keep`).
import type { EciColumn, EciRecord } from './eci';
import type { RowReasonCode, RowReasonValues } from '../../shared/api/voterImport';
import { text } from '../text';
import type { RollEntry } from '../../shared/domain/rollEntry';
import { transliterateName } from '../../shared/transliterate';

/** A roll entry as the importer stages it, with the constituency's, part's and centre's names beside it. */
export interface RollRow extends RollEntry {
  line: number;
  ac_name: string | null;
  ac_name_v1: string | null;
  part_name: string | null;
  part_name_v1: string | null;
  vcenter: string | null;
  vcenter_v1: string | null;
  lat: number | null;
  lng: number | null;
  /** Fields a warning emptied: KEEP bits. For an elector already held, the roll's value stays. */
  keep: number;
}

/** The fields a warning may empty, as bits of RollRow.keep (revision.ts keeps the roll's value). */
export const KEEP: Record<string, number> = {
  age: 1,
  gender: 2,
  dob: 4,
  rln_type: 8,
  fm_name_en: 16,
  lastname_en: 32,
  fm_name_v1: 64,
  lastname_v1: 128,
  rln_fm_nm_en: 256,
  rln_l_nm_en: 512,
  rln_fm_nm_v1: 1024,
  rln_l_nm_v1: 2048,
  section_no: 4096,
  family_key: 4096,
};

export interface RowError {
  line: number;
  /** the ECI column at fault ('row' when it is the row as a whole) */
  column: EciColumn | 'row';
  code: RowReasonCode;
  values: RowReasonValues;
  /** the reason in English (the catalogue's voterImport.row.<code>) */
  reason: string;
  /**
   * The row's constituency and part, when they could be read: a re-import of complete parts
   * names the part of a warning or refusal.
   */
  part?: [number, number];
  /** The EPIC number a refused row names, when readable: that elector stays as the roll has them. */
  epic?: string;
}

export const rowError = (line: number, column: EciColumn | 'row', code: RowReasonCode, values: RowReasonValues): RowError => ({
  line,
  column,
  code,
  values,
  reason: text(`voterImport.row.${code}`, values),
});

// The rules of a roll row, once: parseRecord applies them to any record, parseRaw (rawRows.ts, the
// CSV fast path) to the common shape only, handing every other row to parseRecord.
export const AGE_LIMITS = { min: 18, max: 120 } as const;
export const AC_LIMITS = { min: 1, max: 9999 } as const;
export const PART_LIMITS = { min: 1, max: 99999 } as const;
export const MAX_TEXT = 250;
export const EPIC = /^[A-Z0-9/]{6,20}$/;
/** A calendar day of a plausible birth year. */
export const isBirthDay = (y: number, m: number, d: number) => y >= 1890 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
/** An Indian mobile number as +91 and ten digits, or null (a roll's number is optional: a bad one is dropped). */
export function mobileOf(raw: string): string | null {
  const dg = raw.replace(/\D/g, '');
  return /^(91)?[6-9]\d{9}$/.test(dg) ? '+91' + dg.slice(-10) : null;
}

class Reject extends Error {
  constructor(
    public column: EciColumn | 'row',
    public code: RowReasonCode,
    public values: RowReasonValues = {},
  ) {
    super(code);
  }
}

const clean = (v: string | undefined): string | null => {
  if (v == null) return null;
  let s = v.trim();
  if (!s) return null;
  // includes() is much cheaper than a regex on every cell of a big roll.
  if (s.includes('  ') || s.includes('\t') || s.includes('\n') || s.includes('\r') || s.includes('\u00a0')) s = s.replace(/\s+/g, ' ');
  return s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s;
};

function whole(rec: EciRecord, col: EciColumn, opts: { min: number; required: boolean; max?: number }): number | null {
  const s = clean(rec[col]);
  if (s == null) {
    if (opts.required) throw new Reject(col, 'missing', { column: col });
    return null;
  }
  // Spreadsheets sometimes write whole numbers as "12.0".
  const m = /^(\d{1,9})(?:\.0+)?$/.exec(s);
  if (!m) throw new Reject(col, 'notWhole', { column: col, found: s.slice(0, 20) });
  const n = Number(m[1]);
  if (n < opts.min || (opts.max != null && n > opts.max)) {
    throw new Reject(col, 'range', { column: col, min: opts.min, max: opts.max ?? '∞', found: n });
  }
  return n;
}

/** ISO date from YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY; null when empty. */
function date(rec: EciRecord): string | null {
  const s = clean(rec.DOB);
  if (s == null) return null;
  let y: number, m: number, d: number;
  let r = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (r) [y, m, d] = [Number(r[1]), Number(r[2]), Number(r[3])];
  else if ((r = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s))) [d, m, y] = [Number(r[1]), Number(r[2]), Number(r[3])];
  else throw new Reject('DOB', 'notDate', { found: s.slice(0, 20) });
  if (!isBirthDay(y, m, d)) {
    throw new Reject('DOB', 'badDate', { found: s.slice(0, 20) });
  }
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export const daysInMonth = (y: number, m: number) => (m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ? 29 : MONTH_DAYS[m - 1]);

const GENDERS: Record<string, string> = { M: 'M', MALE: 'M', F: 'F', FEMALE: 'F', O: 'O', OTHER: 'O', T: 'O', TG: 'O', TRANSGENDER: 'O' };
export const RELATIONS = new Set(['F', 'H', 'M', 'O', 'W', 'G']);

function coordinate(rec: EciRecord, col: 'LATITUDE' | 'LONGITUDE', limit: number): number | null {
  const s = clean(rec[col]);
  if (s == null) return null;
  const n = Number(s);
  return Number.isFinite(n) && Math.abs(n) <= limit && n !== 0 ? n : null;
}

/** A household: voters of one house number within one section of a part. */
export function familyKey(sectionNo: number, house: string | null): string | null {
  if (!house) return null;
  const h = house
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/^(NO\.?|H\.?NO\.?)/, '');
  return h ? `${sectionNo}/${h}` : null;
}

function ageFromDob(dob: string): number {
  const b = new Date(dob + 'T00:00:00Z');
  const now = new Date();
  let age = now.getUTCFullYear() - b.getUTCFullYear();
  if (now.getUTCMonth() < b.getUTCMonth() || (now.getUTCMonth() === b.getUTCMonth() && now.getUTCDate() < b.getUTCDate())) age -= 1;
  return age;
}

/** A row of a deletion supplement (STATUS D): the elector its EPIC names leaves the roll. */
export interface Deletion {
  /** the file's line (0: a list of EPIC numbers given to the importer) */
  line: number;
  epic: string;
  reason: string | null;
}

/** What parseRecord answers: the typed row (with its warnings), a deletion, or the reason it is refused. */
export type Parsed = { row: RollRow; warnings?: RowError[] } | { error: RowError } | { deletion: Deletion };

/** STATUS values that mark a deletion. */
const DELETED = new Set(['D', 'DEL', 'DELETE', 'DELETED']);

/** The EPIC number of a record when it is readable, else null. */
function epicOf(rec: EciRecord): string | null {
  const e = clean(rec.EPIC_NO)?.toUpperCase().replace(/\s+/g, '') ?? null;
  return e != null && EPIC.test(e) ? e : null;
}

/** A name cell: cleaned; over MAX_TEXT it is a warning and left empty. */
/** Names repeat through a roll: each is spelled once (the map is bounded, as a roll of strange names would grow it). */
const spelledNames = new Map<string, string>();
function spelledName(v1: string): string {
  let en = spelledNames.get(v1);
  if (en === undefined) {
    en = transliterateName(v1);
    if (spelledNames.size > 50_000) spelledNames.clear();
    spelledNames.set(v1, en);
  }
  return en;
}

function nameCell(rec: EciRecord, col: EciColumn, warn: (e: Reject, bit: string) => void, bit: string): string | null {
  const v = rec[col];
  if (v == null) return null;
  const s = v.trim().replace(/\s+/g, ' ');
  if (!s) return null;
  if (s.length > MAX_TEXT) {
    warn(new Reject(col, 'tooLong', { column: col, max: MAX_TEXT, found: s.length }), bit);
    return null;
  }
  return s;
}

/** The typed row and its warnings, or the reason the record is refused. */
export function parseRecord(line: number, rec: EciRecord): Parsed {
  const status = clean(rec.STATUS)?.toUpperCase();
  // A row of a deletion list (EPIC numbers without the columns that place an elector) deletes too.
  const listed = rec.AC_NO === undefined && rec.PART_NO === undefined && rec.SLNOINPART === undefined && rec.EPIC_NO !== undefined;
  if ((status && DELETED.has(status)) || listed) {
    const epic = epicOf(rec);
    return epic ? { deletion: { line, epic, reason: clean(rec.REASON) } } : { error: rowError(line, 'EPIC_NO', 'deleteNoEpic', {}) };
  }
  let part: [number, number] | undefined;
  const warnings: RowError[] = [];
  let keep = 0;
  const warn = (e: Reject, bit: string) => {
    warnings.push(rowError(line, e.column, e.code, e.values));
    keep |= KEEP[bit];
  };
  /** A field's check: its value, or null and a warning. */
  const soft = <T>(bit: string, f: () => T): T | null => {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof Reject)) throw e;
      warn(e, bit);
      return null;
    }
  };
  try {
    const acno = whole(rec, 'AC_NO', { ...AC_LIMITS, required: true })!;
    const partno = whole(rec, 'PART_NO', { ...PART_LIMITS, required: true })!;
    part = [acno, partno];
    const slnoinpart = whole(rec, 'SLNOINPART', { min: 1, required: true })!;
    const epicRaw = clean(rec.EPIC_NO)?.toUpperCase().replace(/\s+/g, '') ?? null;
    if (epicRaw != null && !EPIC.test(epicRaw)) throw new Reject('EPIC_NO', 'epicFormat', { found: epicRaw.slice(0, 24) });
    const section = soft('section_no', () => whole(rec, 'SECTION_NO', { min: 0, required: false }) ?? 0);
    const section_no = section ?? 0;
    const fm_name_v1 = nameCell(rec, 'FM_NAME_V1', warn, 'fm_name_v1');
    const lastname_v1 = nameCell(rec, 'LASTNAME_V1', warn, 'lastname_v1');
    const rln_fm_nm_v1 = nameCell(rec, 'RLN_FM_NM_V1', warn, 'rln_fm_nm_v1');
    const rln_l_nm_v1 = nameCell(rec, 'RLN_L_NM_V1', warn, 'rln_l_nm_v1');
    // A roll printed in Devanagari only (Hindi-belt rolls, PDF rolls read) has no Latin names: they
    // are spelled from the Devanagari as Indians write them (शर्मा -> Sharma), so that a search in
    // Latin letters finds its electors. Only a row with no Latin name at all: a printed one is never replaced.
    const derive = !clean(rec.FM_NAME_EN) && !clean(rec.LASTNAME_EN) && (fm_name_v1 != null || lastname_v1 != null);
    const spelled = (v: string | null) => (derive && v ? spelledName(v) : null);
    const fm_name_en = nameCell(rec, 'FM_NAME_EN', warn, 'fm_name_en') ?? spelled(fm_name_v1);
    if (!fm_name_en && !fm_name_v1 && !(keep & (KEEP.fm_name_en | KEEP.fm_name_v1))) {
      warn(new Reject('FM_NAME_EN', 'missing', { column: 'FM_NAME_EN' }), 'fm_name_en');
      keep |= KEEP.fm_name_v1;
    }
    const dob = soft('dob', () => date(rec));
    const age = soft('age', () => {
      const a = whole(rec, 'AGE', { min: 0, required: !dob }) ?? ageFromDob(dob!);
      if (a < AGE_LIMITS.min || a > AGE_LIMITS.max) {
        throw new Reject('AGE', 'range', { column: 'AGE', min: AGE_LIMITS.min, max: AGE_LIMITS.max, found: a });
      }
      return a;
    });
    const gender = soft('gender', () => {
      const g = clean(rec.GENDER)?.toUpperCase() ?? null;
      const v = g == null ? null : GENDERS[g];
      if (v === undefined) throw new Reject('GENDER', 'gender', { found: g!.slice(0, 20) });
      return v;
    });
    const rt = soft('rln_type', () => {
      const r = clean(rec.RLN_TYPE)?.toUpperCase() ?? null;
      if (r != null && !RELATIONS.has(r)) throw new Reject('RLN_TYPE', 'relation', { found: r.slice(0, 20) });
      return r;
    });
    const mobileRaw = clean(rec.MOBILE_NO);
    const mobile = mobileOf(mobileRaw ?? '');
    if (mobileRaw != null && mobile == null) warnings.push(rowError(line, 'MOBILE_NO', 'mobile', { found: mobileRaw.slice(0, 20) }));
    const house_no = clean(rec.C_HOUSE_NO);
    const row: RollRow = {
      line,
      acno,
      partno,
      section_no,
      slnoinpart,
      ac_name: clean(rec.AC_NAME),
      ac_name_v1: clean(rec.AC_NAME_V1),
      part_name: clean(rec.PART_NAME),
      part_name_v1: clean(rec.PART_NAME_V1),
      section_name: clean(rec.SECTION_NAME),
      section_name_v1: clean(rec.SECTION_NAME_V1),
      house_no,
      family_key: familyKey(section_no, house_no),
      fm_name_en: fm_name_en ?? '',
      lastname_en: nameCell(rec, 'LASTNAME_EN', warn, 'lastname_en') ?? spelled(lastname_v1) ?? '',
      fm_name_v1,
      lastname_v1,
      rln_type: rt,
      rln_fm_nm_en: nameCell(rec, 'RLN_FM_NM_EN', warn, 'rln_fm_nm_en') ?? spelled(rln_fm_nm_v1),
      rln_l_nm_en: nameCell(rec, 'RLN_L_NM_EN', warn, 'rln_l_nm_en') ?? spelled(rln_l_nm_v1),
      rln_fm_nm_v1,
      rln_l_nm_v1,
      epic_no: epicRaw,
      gender,
      age,
      dob,
      mobile,
      // marked, so the console says these names are not the roll's own (a roll printing them clears it)
      names_derived: derive,
      vcenter: clean(rec.PSBUILDING_NAME),
      vcenter_v1: clean(rec.PSBUILDING_NAME_V1),
      lat: coordinate(rec, 'LATITUDE', 90),
      lng: coordinate(rec, 'LONGITUDE', 180),
      keep,
    };
    return warnings.length ? { row, warnings } : { row };
  } catch (e) {
    if (!(e instanceof Reject)) throw e;
    const error: RowError = rowError(line, e.column, e.code, e.values);
    if (part) error.part = part;
    const epic = epicOf(rec);
    if (epic) error.epic = epic;
    return { error };
  }
}
