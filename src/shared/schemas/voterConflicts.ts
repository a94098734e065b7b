// The office's list of voters whose field two workers set differently within a day, and its choice
// between the two values.
import * as yup from 'yup';
import { whole } from './queryNumbers';
import { PAGE_SIZE } from '../domain/constants';

/** GET voter-conflicts: the disagreements still to settle, newest first, optionally of one constituency. */
export const conflictsQuerySchema = yup.object({
  acno: whole('validation.acno', 9999),
  page: whole('validation.page', 1_000_000).default(1),
  pageSize: whole('validation.pageSize', 200).default(PAGE_SIZE),
});

/** Which of the two values stands: the first worker's (previous) or the later one's (value). */
export const CONFLICT_CHOICES = ['previous', 'value'] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

/** POST voter-conflicts/:id/settle. */
export const settleConflictSchema = yup.object({
  keep: yup.string().oneOf(CONFLICT_CHOICES, 'conflict.keepInvalid').required('conflict.keepInvalid'),
});
