// An elector's entry on the roll as the organisation stores it, declared once: each field with
// its SQL type ('?': may be empty), in the order the importer copies them into the voters table.
// The importer's columns and typed row and the voter export's roll entry are derived from it;
// the voters table is held to it by a type check beside the table.
export const ROLL_ENTRY = {
  acno: 'int',
  partno: 'int',
  slnoinpart: 'int',
  section_no: 'int',
  section_name: 'text?',
  section_name_v1: 'text?',
  house_no: 'text?',
  /** the household: section and normalised house number ('3/12A'); null without a house number */
  family_key: 'text?',
  fm_name_en: 'text',
  lastname_en: 'text',
  fm_name_v1: 'text?',
  lastname_v1: 'text?',
  rln_type: 'text?',
  rln_fm_nm_en: 'text?',
  rln_l_nm_en: 'text?',
  rln_fm_nm_v1: 'text?',
  rln_l_nm_v1: 'text?',
  epic_no: 'text?',
  gender: 'text?',
  age: 'smallint?',
  /** YYYY-MM-DD */
  dob: 'date?',
  mobile: 'text?',
  /** the Latin names spelled from the Devanagari (a roll printed in Devanagari only), not printed */
  names_derived: 'boolean',
} as const;

export type RollEntryField = keyof typeof ROLL_ENTRY;
type SqlType = 'int' | 'smallint' | 'text' | 'date' | 'boolean';
type ValueOf<K> = K extends `${infer T}?` ? ValueOf<T> | null : K extends 'text' | 'date' ? string : K extends 'boolean' ? boolean : number;

/** An elector's roll entry, field by field as ROLL_ENTRY types it. */
export type RollEntry = { -readonly [F in RollEntryField]: ValueOf<(typeof ROLL_ENTRY)[F]> };

/** The roll entry's fields, in ROLL_ENTRY's order. */
export const ROLL_ENTRY_FIELDS = Object.keys(ROLL_ENTRY) as RollEntryField[];

/** A field's SQL type, without the mark that it may be empty. */
export const rollEntrySqlType = (field: RollEntryField): SqlType => ROLL_ENTRY[field].replace('?', '') as SqlType;
