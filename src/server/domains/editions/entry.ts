// What an edition's entry holds of an elector: read by the import that records it (record.ts), the
// spans that keep a constituency's state (spans.ts) and the comparisons (queries.ts).
/** The roll fields an entry copies from its voter (and compares with another edition's). */
export const ENTRY_FIELDS = [
  'section_no',
  'section_name',
  'house_no',
  'fm_name_en',
  'lastname_en',
  'fm_name_v1',
  'lastname_v1',
  'rln_type',
  'rln_fm_nm_en',
  'rln_l_nm_en',
  'rln_fm_nm_v1',
  'rln_l_nm_v1',
  'epic_no',
  'gender',
  'age',
  'dob',
] as const;
