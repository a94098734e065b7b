// The printed papers and the visits typed back from them: which voters a print takes, in which
// language, and what a returned walk sheet says of each voter. Query strings arrive as text, so
// the number fields read digits only.
import * as yup from 'yup';
import { digits, whole } from './queryNumbers';
import { ageOrder, SEARCH_FILTERS, searchFilterFields } from './voters';
import { isDay } from '../dates';
import { MOBILE_START_KEY, hasTenDigits, normalisePhone, startsAsMobile } from '../phone';

export const ROLL_LANGUAGES = ['mr', 'hi', 'en'] as const;
export type RollLanguage = (typeof ROLL_LANGUAGES)[number];
export const SLIPS_PER_PAGE = [8, 10] as const;
/** What a visit found at the door. */
export const VISIT_OUTCOMES = ['met', 'not_home', 'refused', 'moved', 'deceased', 'wrong_address'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];
/** Supporter level a worker gives: 1 strong supporter ... 5 strong opponent. */
export const SUPPORTER_LEVELS = [1, 2, 3, 4, 5] as const;
/**
 * A voter's stance on the party is one field of their record (align_with_party), read by the
 * poll-day screens, the call sheet, the reports and the phones: a supporter level given at the door
 * sets it, 1-2 a supporter ('yes'), 3-5 not one ('no').
 */
export const alignOfLevel = (level: number): 'yes' | 'no' => (level <= 2 ? 'yes' : 'no');
/** Most voters one walk sheet or one typed-back sheet takes (a part holds up to about 1,500 electors). */
export const PRINT_MAX = 2000;
/** Most voters one print of slips takes, whether chosen by part, group, search or a list of ids (a voter group may span parts). */
export const SLIPS_MAX = 4000;
/**
 * Most voter ids one print names. The ids travel in the address of a GET, and a server refuses a
 * request line past its header limit (16 KB in Node) before any check could name the field: 1,000
 * ids of up to 9 digits stay well under it. More voters than that are a search, printed by its
 * filters.
 */
export const SLIP_IDS_MAX = 1000;
/** The Election Commission's two-hour slots by their starting hour; the last runs to the close. */
export const DEFAULT_SLOTS = [7, 9, 11, 13, 15, 17] as const;

const acno = () => whole('validation.acno', 9999).required('validation.acno');
const partno = () => whole('validation.partno', 999999);
const serial = () => whole('paper.serialInvalid', 999999);
const day = () =>
  yup
    .string()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .test('day', 'validation.date', (v) => v === undefined || isDay(v));
const clock = (fallback: string) =>
  yup
    .string()
    .transform((v: unknown) => (v === '' || v === null || v === undefined ? fallback : v))
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'paper.timeInvalid')
    .default(fallback);
const language = () => yup.string<RollLanguage>().oneOf(ROLL_LANGUAGES, 'paper.languageInvalid').default('mr');

/** A serial range of a part (a page): both ends or neither, the first not after the last. */
const range = {
  from: serial(),
  to: serial().test('order', 'paper.rangeOrder', function (to) {
    const from = this.parent.from as number | undefined;
    return to === undefined || from === undefined || from <= to;
  }),
};

/** A list of voter ids as text, "12,13,20", at most SLIP_IDS_MAX of them. */
const idList = () =>
  yup
    .string()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .matches(/^\d{1,15}(,\d{1,15})*$/, 'paper.idsInvalid')
    .test({
      name: 'count',
      message: 'paper.tooManyIds',
      // the key's {max} as text: every language shows the same digits
      params: { values: { max: SLIP_IDS_MAX.toLocaleString('en-IN') } },
      test: (v) => v === undefined || v.split(',').length <= SLIP_IDS_MAX,
    });

/** Whether a slips query carries a voter search's filters (then its voters are that search's result). */
export const isSearchPrint = (q: Partial<Record<(typeof SEARCH_FILTERS)[number], unknown>>) => SEARCH_FILTERS.some((f) => q[f] !== undefined);

/**
 * GET paper/slips: the voters of a part (or a page of it: a serial range), of a voter group, a
 * list of voter ids, or every voter a search finds (its filters, with or without a part); the
 * roll language; 8 or 10 slips a page; the poll's date and hours. What is given narrows together.
 */
export const slipsQuerySchema = yup
  .object({
    acno: acno(),
    partno: partno().test('what', 'paper.chooseVoters', function (p) {
      return p !== undefined || this.parent.voter_group_id !== undefined || this.parent.ids !== undefined || isSearchPrint(this.parent);
    }),
    ...range,
    voter_group_id: whole('paper.groupInvalid', Number.MAX_SAFE_INTEGER),
    ids: idList(),
    ...searchFilterFields(),
    lang: language(),
    per_page: yup
      .number()
      .transform((_v, raw) => digits(raw) ?? 8)
      .oneOf(SLIPS_PER_PAGE, 'paper.perPageInvalid')
      .default(8),
    poll_date: day(),
    opens: clock('07:00'),
    closes: clock('18:00'),
  })
  .test('age-order', 'validation.ageOrder', ageOrder);
export type SlipsQuery = yup.InferType<typeof slipsQuerySchema>;

/**
 * GET field/walk-sheet and field/slips: a page the asking worker holds (their own assignment, by
 * its id), printed in a roll language; the slips with the console's page size and poll hours.
 */
export const fieldPrintQuerySchema = yup.object({
  assignment_id: whole('field.unknownAssignment', Number.MAX_SAFE_INTEGER).required('field.unknownAssignment'),
  lang: language(),
  per_page: yup
    .number()
    .transform((_v, raw) => digits(raw) ?? 8)
    .oneOf(SLIPS_PER_PAGE, 'paper.perPageInvalid')
    .default(8),
  poll_date: day(),
  opens: clock('07:00'),
  closes: clock('18:00'),
});
export type FieldPrintQuery = yup.InferType<typeof fieldPrintQuerySchema>;

/** A part, or a page of it, as a walk sheet or its typed-back form. */
export const sheetQuerySchema = yup.object({
  acno: acno(),
  partno: partno().required('validation.partno'),
  ...range,
  lang: language(),
});

/** Visit figures of a constituency's parts, or of one part (and a page of it). */
export const progressQuerySchema = yup.object({ acno: acno(), partno: partno(), ...range });

/** One voter's line of a returned walk sheet. */
export const visitSchema = yup.object({
  voter_id: whole('paper.voterInvalid', Number.MAX_SAFE_INTEGER).required('paper.voterInvalid'),
  outcome: yup.string().oneOf(VISIT_OUTCOMES, 'paper.outcomeInvalid').required('paper.outcomeRequired') as yup.Schema<VisitOutcome>,
  slip_delivered: yup.boolean().typeError('paper.slipInvalid').default(false),
  supporter_level: yup
    .number()
    .typeError('paper.levelInvalid')
    .test('level', 'paper.levelInvalid', (v) => v === null || v === undefined || (SUPPORTER_LEVELS as readonly number[]).includes(v))
    .nullable()
    .default(null),
  phone: yup
    .string()
    .nullable()
    .transform((v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' ? normalisePhone(v) : v))
    .test('phone', 'validation.phone', (v) => v === null || v === undefined || hasTenDigits(v))
    .test('mobileStart', MOBILE_START_KEY, startsAsMobile)
    .default(null),
});
export type VisitInput = yup.InferType<typeof visitSchema>;

/** POST paper/visits: the lines of a returned sheet (or a phone's visits), each written once. */
export const visitsBodySchema = yup.object({
  visits: yup
    .array(visitSchema)
    .typeError('paper.visitsRequired')
    .min(1, 'paper.visitsRequired')
    .max(PRINT_MAX, 'paper.tooMany')
    .required('paper.visitsRequired'),
});

/** The slot report: a constituency's poll day, the slots' starting hours ("7,9,11,13,15,17"). */
/** GET poll-day/call-sheet: a part's (or a page's) supporters not yet marked on the poll date, in a roll language. */
export const callSheetQuerySchema = yup.object({
  acno: acno(),
  partno: partno().required('validation.partno'),
  ...range,
  poll_date: day(),
  lang: language(),
});

export const slotReportQuerySchema = yup.object({
  acno: acno(),
  poll_date: day(),
  slots: yup
    .string()
    .transform((v: unknown) => (v === '' || v === null || v === undefined ? DEFAULT_SLOTS.join(',') : v))
    .matches(/^\d{1,2}(,\d{1,2})*$/, 'paper.slotsInvalid')
    .test('order', 'paper.slotsInvalid', (v) => {
      const hours = (v ?? '').split(',').map(Number);
      return hours.every((h, i) => h <= 23 && (i === 0 || h > hours[i - 1]));
    })
    .default(DEFAULT_SLOTS.join(',')),
});

/** Most rows one printed table takes (a report's export is capped below this). */
export const TABLE_ROWS_MAX = 5000;
const cellText = (max: number) => yup.string().defined().max(max, 'paper.cellTooLong');

/**
 * POST paper/table-pdf: a report's table as the screen made it (headers, relative column widths,
 * cells as text), printed by the server's text PDF engine so Devanagari stays shaped, selectable
 * text. It reads no data of its own.
 */
export const tablePdfBodySchema = yup.object({
  title: cellText(200).required('paper.titleRequired'),
  subtitle: yup.array(cellText(400)).max(4, 'paper.tooMany').default([]),
  headers: yup.array(cellText(100)).min(1, 'paper.columnsRequired').max(20, 'paper.tooMany').required('paper.columnsRequired'),
  widths: yup
    .array(yup.number().typeError('paper.widthInvalid').min(0.1, 'paper.widthInvalid').max(20, 'paper.widthInvalid').required('paper.widthInvalid'))
    .test('same', 'paper.widthInvalid', function (w) {
      return !w || w.length === (this.parent.headers as unknown[] | undefined)?.length;
    })
    .required('paper.widthInvalid'),
  rows: yup
    .array(yup.array(cellText(300)).required('paper.rowsInvalid'))
    .max(TABLE_ROWS_MAX, 'paper.tooMany')
    .required('paper.rowsInvalid'),
});
export type TablePdfBody = yup.InferType<typeof tablePdfBodySchema>;
