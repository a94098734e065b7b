// The voter columns a roll row fills, shared by the importer's two paths (a first import copied
// straight in, a revised roll staged and applied as a whole).
import type { RollRow } from './rows';
import type { voters, voterSlots } from '../db/schema';
import { ROLL_ENTRY_FIELDS, rollEntrySqlType, type RollEntry, type RollEntryField } from '../../shared/domain/rollEntry';

/** The voter columns a roll row fills, with their types: the roll entry's fields. */
export const VOTER_COLS: Array<[keyof RollRow, string]> = ROLL_ENTRY_FIELDS.map((c): [keyof RollRow, string] => [c, rollEntrySqlType(c)]);
export const VOTER_NAMES = VOTER_COLS.map(([c]) => c).join(', ');
/** The same columns as the voters table holds them: all but the serial, which is the slot's (voter_slots). */
export const VOTER_ROW_COLS = VOTER_COLS.map(([c]) => c).filter((c) => c !== 'slnoinpart');
export const VOTER_ROW_NAMES = VOTER_ROW_COLS.join(', ');

/** The roll's own fields: replaced by a re-import (the slot, EPIC and mobile have rules of their own). */
export const ROLL_FIELDS = VOTER_COLS.map(([c]) => c as string).filter((c) => !['acno', 'partno', 'slnoinpart', 'epic_no', 'mobile'].includes(c));

// The voters table holds the roll entry field for field, with the same types, the serial aside
// (a compile error otherwise): the table and the declared entry cannot drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RowField = Exclude<RollEntryField, 'slnoinpart'>;
const votersHoldTheRollEntry: Same<Pick<typeof voters.$inferSelect, RowField>, Omit<RollEntry, 'slnoinpart'>> = true;
const slotsHoldTheSerial: Same<(typeof voterSlots.$inferSelect)['slnoinpart'], RollEntry['slnoinpart']> = true;
void slotsHoldTheSerial;
void votersHoldTheRollEntry;
