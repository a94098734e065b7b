// The voter columns a roll row fills, shared by the importer's two paths (a first import copied
// straight in, a revised roll staged and applied as a whole).
import type { RollRow } from './rows';
import type { voters } from '../db/schema';
import { ROLL_ENTRY_FIELDS, rollEntrySqlType, type RollEntry, type RollEntryField } from '../../shared/domain/rollEntry';

/** The voter columns a roll row fills, with their types: the roll entry's fields. */
export const VOTER_COLS: Array<[keyof RollRow, string]> = ROLL_ENTRY_FIELDS.map((c): [keyof RollRow, string] => [c, rollEntrySqlType(c)]);
export const VOTER_NAMES = VOTER_COLS.map(([c]) => c).join(', ');

/** The roll's own fields: replaced by a re-import (the slot, EPIC and mobile have rules of their own). */
export const ROLL_FIELDS = VOTER_COLS.map(([c]) => c as string).filter((c) => !['acno', 'partno', 'slnoinpart', 'epic_no', 'mobile'].includes(c));

// The voters table holds the roll entry field for field, with the same types (a compile error
// otherwise): the table and the declared entry cannot drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const votersHoldTheRollEntry: Same<Pick<typeof voters.$inferSelect, RollEntryField>, RollEntry> = true;
void votersHoldTheRollEntry;
