// The field app's rules, shared by the console's assignment forms, the phone and the server:
// who holds which pages of the roll, and what a change made on a phone may say. A change's values
// are checked with the console's own schemas (visits, details, consent, survey answers), so a
// value the console refuses is refused from a phone too.
import * as yup from 'yup';
import { whole } from './queryNumbers';
import { requiredId } from './ids';
import { visitSchema } from './paper';
import { DETAIL_FIELDS as VOTER_DETAIL_FIELDS, voterInfoAddSchema } from './voters';
import { voterConsentSchema } from './voterPrivacy';
import { surveyAnswerSchema } from './surveys';
import { SUB_TASK_STATUSES, TASK_STATUSES } from './tasks';
import { optionalId } from './ids';
import { doorClaimSchema } from './claims';

/** Most workers who may hold one voter of a page at once (a page committee). */
export const COMMITTEE_MAX = 5;
/** Most rows one bulk assignment takes (a constituency's pages, about 30 voters each). */
export const BULK_ROWS_MAX = 2000;
/** Most changes one sync call takes: a phone sends a longer queue in several calls. */
export const SYNC_BATCH_MAX = 500;
/** The longest a change's fields may be as JSON: a visit or a details form, never a file. */
export const CHANGE_FIELDS_MAX = 8192;
/** The longest note a visit keeps. */
export const VISIT_NOTE_MAX = 500;

export const CHANGE_KINDS = ['visit', 'details', 'consent', 'slip', 'surveyAnswer', 'voted', 'taskStatus', 'claim'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
/** Kinds that change a task of the worker rather than a voter: their changes name no voter. */
export const TASK_KINDS: readonly ChangeKind[] = ['taskStatus'];

/** The details a phone may change: the console's Add-details fields (the household's members excepted). */
export const DETAIL_FIELDS = [...VOTER_DETAIL_FIELDS, 'family_id'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

const acno = () => whole('validation.acno', 9999).required('validation.acno');
const partno = () => whole('validation.partno', 999999).required('validation.partno');
const serial = () => whole('paper.serialInvalid', 999999);

/** A page (a serial range) of a part: both ends or neither (the whole part), the first not after the last. */
const page = {
  from: serial().test('both', 'field.rangeBoth', function (from) {
    return (from === undefined) === (this.parent.to === undefined);
  }),
  to: serial().test('order', 'paper.rangeOrder', function (to) {
    const from = this.parent.from as number | undefined;
    return to === undefined || from === undefined || from <= to;
  }),
};

/** POST field/assignments/add: a worker, a part and optionally a page of it. */
export const assignmentSchema = yup.object({
  user_id: requiredId('validation.unknownUser'),
  acno: acno(),
  partno: partno(),
  ...page,
});
export type AssignmentPayload = yup.InferType<typeof assignmentSchema>;

/** GET field/assignments: those of a constituency, a part or a worker; ended ones too when asked. */
export const assignmentListQuerySchema = yup.object({
  acno: whole('validation.acno', 9999),
  partno: whole('validation.partno', 999999),
  user_id: whole('validation.unknownUser', Number.MAX_SAFE_INTEGER),
  ended: yup
    .string()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .oneOf(['true', 'false'], 'validation.choice'),
});

/** One row of a bulk assignment (a line of the CSV): the worker by email or phone, the part, the page. */
export const bulkRowSchema = yup.object({
  user: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .required('field.workerRequired')
    .max(254, 'field.workerRequired'),
  partno: partno(),
  ...page,
});
export type BulkRow = yup.InferType<typeof bulkRowSchema>;

// Cells of a CSV arrive as text or numbers; each row is checked on its own (bulkRowSchema), so one
// bad row is answered beside the others instead of refusing the file.
const cell = () => yup.mixed<string | number>().nullable();

/** POST field/assignments/bulk: the constituency and its rows. */
export const bulkBodySchema = yup.object({
  acno: acno(),
  rows: yup
    .array(yup.object({ user: cell(), partno: cell(), from: cell(), to: cell() }))
    .typeError('field.rowsRequired')
    .min(1, 'field.rowsRequired')
    .max(BULK_ROWS_MAX, 'field.tooManyRows')
    .required('field.rowsRequired'),
});

/** GET field/changes: the cursor of the phone's last sync (none: everything, as a download). */
export const changesQuerySchema = yup.object({
  cursor: yup
    .string()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .matches(/^\d{1,15}$/, 'field.cursorInvalid'),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One change as a phone sends it. The body of a sync is checked for its shape only; each change
 * is then checked on its own (changeSchema and the kind's rules), so a bad change is refused with
 * its reason while the others of the batch are applied.
 */
const changeTransport = yup.object({
  id: yup.string().max(64, 'field.changeId').required('field.changeId'),
  voter_id: yup.number().typeError('field.voterInvalid').nullable(),
  kind: yup.string().max(40, 'field.unknownKind').required('field.unknownKind'),
  fields: yup.mixed<Record<string, unknown>>().required('field.fieldsInvalid'),
  made_at: yup.string().max(40, 'field.madeAt').required('field.madeAt'),
});

/** POST field/sync: the phone's queued changes, oldest first. */
export const syncBodySchema = yup.object({
  changes: yup
    .array(changeTransport)
    .typeError('field.changesRequired')
    .min(1, 'field.changesRequired')
    .max(SYNC_BATCH_MAX, 'field.tooManyChanges')
    .required('field.changesRequired'),
});

/**
 * A change's envelope: its id made on the phone (a UUID), the voter (none for a task's change), the
 * kind, the fields and when it was made.
 */
export const changeSchema = yup.object({
  id: yup.string().required('field.changeId').matches(UUID, 'field.changeId'),
  voter_id: yup
    .number()
    .typeError('field.voterInvalid')
    .integer('field.voterInvalid')
    .positive('field.voterInvalid')
    .max(Number.MAX_SAFE_INTEGER, 'field.voterInvalid')
    .nullable()
    .default(null)
    .test('voter', 'field.voterInvalid', function (v) {
      return TASK_KINDS.includes(this.parent.kind) ? v == null : v != null;
    }),
  kind: yup.string<ChangeKind>().oneOf(CHANGE_KINDS, 'field.unknownKind').required('field.unknownKind'),
  fields: yup
    .mixed<Record<string, unknown>>()
    .test('object', 'field.fieldsInvalid', (v) => isPlainObject(v) && Object.keys(v).length > 0 && JSON.stringify(v).length <= CHANGE_FIELDS_MAX)
    .required('field.fieldsInvalid'),
  made_at: yup
    .string()
    .required('field.madeAt')
    .test('instant', 'field.madeAt', (v) => !!v && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))),
});
export type Change = yup.InferType<typeof changeSchema>;

/** A visit at the door: the walk sheet's visit (outcome, slip, supporter level, phone) and a note. */
export const visitChangeSchema = visitSchema.omit(['voter_id']).shape({
  note: yup
    .string()
    .nullable()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v))
    .max(VISIT_NOTE_MAX, 'field.noteTooLong')
    .default(null),
});

/** The slip handed over or not, on the voter's latest visit. */
export const slipChangeSchema = yup.object({
  slip_delivered: yup.boolean().typeError('paper.slipInvalid').required('paper.slipInvalid'),
});

/** Consent and do-not-contact, as the console's consent form takes them; a worker lifts neither, so gives no reason. */
export const consentChangeSchema = voterConsentSchema.omit(['reason']);

/** A survey's answers, as the console's answer form takes them (the voter is the change's). */
export const surveyChangeSchema = surveyAnswerSchema.pick(['survey_id', 'answers']);

/** The console's rule for one Add-details field: only the fields a change names are checked and written. */
export const detailFieldSchema = (field: DetailField) => voterInfoAddSchema.fields[field] as yup.Schema;

/** Poll day: the voter marked as voted on the poll day the change was made (false undoes the mark). */
export const votedChangeSchema = yup.object({
  voted: yup.boolean().typeError('field.votedInvalid').required('field.votedInvalid'),
});

/** A claim drafted from the door (the claims domain writes it): Form 6 for a new person at the voter's house, 7 or 8 for the voter's entry. */
export const claimChangeSchema = doorClaimSchema;

/**
 * A task's or sub-task's new status (exactly one of task_id, subtask_id), by the codes the
 * console's status update takes for it.
 */
export const taskStatusChangeSchema = yup.object({
  task_id: optionalId('validation.unknownTask').test('one', 'field.taskOrSubTask', function (v) {
    return (v == null) !== (this.parent.subtask_id == null);
  }),
  subtask_id: optionalId('validation.unknownRow'),
  status: yup
    .number()
    .typeError('validation.status')
    .required('validation.status')
    .test('code', 'validation.status', function (v) {
      const codes: readonly number[] = this.parent.subtask_id != null ? SUB_TASK_STATUSES : TASK_STATUSES;
      return v == null || codes.includes(v);
    }),
});

/**
 * Each change kind once: the rule its fields follow. The server checks a change by its kind's rule,
 * the phone's forms send what the rule takes, and a kind added to CHANGE_KINDS without one here
 * (or here without one there) is a type error.
 */
export const CHANGE_RULES = {
  visit: visitChangeSchema,
  details: voterInfoAddSchema.pick([...DETAIL_FIELDS]).partial(),
  consent: consentChangeSchema,
  slip: slipChangeSchema,
  surveyAnswer: surveyChangeSchema,
  voted: votedChangeSchema,
  taskStatus: taskStatusChangeSchema,
  claim: claimChangeSchema,
} satisfies Record<ChangeKind, yup.AnyObjectSchema>;

/** The fields a change of kind K sends. */
export type ChangeFields<K extends ChangeKind> = yup.InferType<(typeof CHANGE_RULES)[K]>;

/** A change as the phone queues and sends it, its fields those of its kind. */
export type ChangeOf<K extends ChangeKind> = { id: string; voter_id: number | null; kind: K; fields: Partial<ChangeFields<K>>; made_at: string };
export type SentChange = { [K in ChangeKind]: ChangeOf<K> }[ChangeKind];

/**
 * A visit's fields under the names of the voter's row a phone holds (the download's columns, its
 * latest visit beside the voter's own fields); the others keep their names.
 */
export const VISIT_COLUMNS = { outcome: 'visit_outcome', note: 'visit_note', phone: 'visit_phone' } as const satisfies Partial<
  Record<keyof ChangeFields<'visit'>, string>
>;
