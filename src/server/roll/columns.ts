// The voter columns a roll row fills, shared by the importer's two paths (a first import copied
// straight in, a revised roll staged and applied as a whole).
import type { RollRow } from './rows';

/** The voter columns a roll row fills, with their types. */
export const VOTER_COLS: Array<[keyof RollRow, string]> = [
  ['acno', 'int'],
  ['partno', 'int'],
  ['slnoinpart', 'int'],
  ['section_no', 'int'],
  ['section_name', 'text'],
  ['section_name_v1', 'text'],
  ['house_no', 'text'],
  ['family_key', 'text'],
  ['fm_name_en', 'text'],
  ['lastname_en', 'text'],
  ['fm_name_v1', 'text'],
  ['lastname_v1', 'text'],
  ['rln_type', 'text'],
  ['rln_fm_nm_en', 'text'],
  ['rln_l_nm_en', 'text'],
  ['rln_fm_nm_v1', 'text'],
  ['rln_l_nm_v1', 'text'],
  ['epic_no', 'text'],
  ['gender', 'text'],
  ['age', 'smallint'],
  ['dob', 'date'],
  ['mobile', 'text'],
];
export const VOTER_NAMES = VOTER_COLS.map(([c]) => c).join(', ');

/** The roll's own fields: replaced by a re-import (the slot, EPIC and mobile have rules of their own). */
export const ROLL_FIELDS = VOTER_COLS.map(([c]) => c as string).filter((c) => !['acno', 'partno', 'slnoinpart', 'epic_no', 'mobile'].includes(c));
