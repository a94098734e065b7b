// The Election Commission's roll columns as the importer reads them and the generator writes
// them. *_V1 are the regional-script (Devanagari) twins. LATITUDE/LONGITUDE are not ECI columns:
// they carry a polling station's point when a file has one (our generator writes them).
export const ECI_COLUMNS = [
  'AC_NO',
  'AC_NAME',
  'AC_NAME_V1',
  'PART_NO',
  'PART_NAME',
  'PART_NAME_V1',
  'SECTION_NO',
  'SECTION_NAME',
  'SECTION_NAME_V1',
  'SLNOINPART',
  'C_HOUSE_NO',
  'FM_NAME_EN',
  'LASTNAME_EN',
  'FM_NAME_V1',
  'LASTNAME_V1',
  'RLN_TYPE',
  'RLN_FM_NM_EN',
  'RLN_L_NM_EN',
  'RLN_FM_NM_V1',
  'RLN_L_NM_V1',
  'EPIC_NO',
  'GENDER',
  'AGE',
  'DOB',
  'MOBILE_NO',
  'PSBUILDING_NAME',
  'PSBUILDING_NAME_V1',
  'LATITUDE',
  'LONGITUDE',
] as const;

/** The roll's own columns (what the generator writes). */
export type RollColumn = (typeof ECI_COLUMNS)[number];
/**
 * Columns of a deletion supplement, read when a file has them: STATUS D (DEL, DELETE, DELETED)
 * marks a row as the deletion of the elector its EPIC_NO names, REASON says why (kept with them).
 */
export const STATUS_COLUMNS = ['STATUS', 'REASON'] as const;
/** Every column the readers recognise. */
export const READ_COLUMNS = [...ECI_COLUMNS, ...STATUS_COLUMNS] as const;
export type EciColumn = (typeof READ_COLUMNS)[number];
/** One roll entry as text, keyed by ECI column; absent columns are undefined. */
export type EciRecord = Partial<Record<EciColumn, string>>;

/** Without these the file is not a roll at all (the import stops before the first row). */
export const REQUIRED_COLUMNS: EciColumn[] = ['AC_NO', 'PART_NO', 'SLNOINPART'];
