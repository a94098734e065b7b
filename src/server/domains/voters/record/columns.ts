// The fields of a voter's details record, from the voter_info table itself: its own columns are the
// table's columns less the record's bookkeeping (keys, roll slot, consent, lifecycle); every other
// Add-details field is a key of its `details` object. A new column on the table is a details field
// of every reader and writer here without another list to keep.
import { getTableColumns } from 'drizzle-orm';
import { voterInfo } from '../../../db/schema';
import { DETAIL_FIELDS } from '../../../../shared/schemas/field';

/** Columns of voter_info that are not details: keys, who and when, consent, the roll slot copied by a trigger. */
const BOOKKEEPING = new Set([
  'tenant_id',
  'id',
  'voter_id',
  'details',
  'created_by',
  'consent',
  'consent_at',
  'consent_by',
  'do_not_contact',
  'acno',
  'partno',
  'slnoinpart',
  'created_at',
  'updated_at',
  'deleted_at',
]);

const TABLE = getTableColumns(voterInfo) as Record<string, { getSQLType(): string }>;

/** Details fields kept in the details row's own columns, in the table's order. */
export const INFO_COLUMNS: readonly string[] = Object.keys(TABLE).filter((k) => !BOOKKEEPING.has(k));

/** The SQL type of a voter_info column, for a value read from JSON. */
export const columnType = (k: string) => TABLE[k].getSQLType();

const COLUMN_SET = new Set(INFO_COLUMNS);
/** Whether a details field is a column of its own (else a key of `details`). */
export const isInfoColumn = (field: string) => COLUMN_SET.has(field);

/** The details fields kept as keys of `details` with a text value (the map point `location` is one too, an object). */
export const DETAIL_KEYS: readonly string[] = DETAIL_FIELDS.filter((f) => !COLUMN_SET.has(f) && f !== 'location');

/** What an erasure clears on the details row: every details field; the consent and do-not-contact stay, so they keep being honoured. */
export const ERASED_FIELDS: readonly string[] = [...INFO_COLUMNS, 'details'];
