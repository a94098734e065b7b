// Editions of the roll: the rules of listing, comparing and describing them, shared by the
// console's forms and the server's validation. Query strings arrive as text.
import * as yup from 'yup';
import { whole } from './queryNumbers';
import { isDay } from '../dates';
import { EDITION_KINDS } from '../domain/editions';
import { ROLL_LANGUAGES, type RollLanguage } from './paper';

/** The changes a comparison tells apart. */
export const EDITION_CHANGES = ['added', 'deleted', 'moved', 'changed'] as const;
export type EditionChange = (typeof EDITION_CHANGES)[number];

/** Most rows one page of a comparison answers (an export asks page after page). */
export const DIFF_PAGE_MAX = 1000;
export const DIFF_PAGE_SIZE = 50;

const acno = () => whole('validation.acno', 9999).required('validation.acno');
const partno = () => whole('validation.partno', 999999);
const edition = (key: string) => whole('editions.editionInvalid', Number.MAX_SAFE_INTEGER).required(key);
const day = (key: string) =>
  yup
    .string()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .test('day', key, (v) => v === undefined || isDay(v));

/** GET editions: a constituency's editions, of one part or all. */
export const editionsQuerySchema = yup.object({ acno: acno(), partno: partno() });

/**
 * GET editions/compare: two editions of a constituency (from the older to the newer); with a
 * part, only what happened to that part's electors (those moved out or in included).
 */
export const compareQuerySchema = yup.object({
  acno: acno(),
  partno: partno(),
  from: edition('editions.fromRequired'),
  to: edition('editions.toRequired'),
  change: yup.string().oneOf([...EDITION_CHANGES], 'editions.changeInvalid'),
  page: whole('validation.page', 1000000).default(1),
  pageSize: whole('editions.pageSizeInvalid', DIFF_PAGE_MAX).default(DIFF_PAGE_SIZE),
});

/** A qualifying date: a 1st of January, April, July or October, no more than a year after the roll's date. */
const qualifying = () =>
  day('validation.date')
    .test('qualifying', 'editions.qualifyingInvalid', (v) => !v || /^\d{4}-(01|04|07|10)-01$/.test(v))
    .test('before', 'editions.qualifyingAfterRoll', function (v) {
      const roll = (this.parent as { roll_date?: string }).roll_date;
      // a draft published in October qualifies electors as of the coming 1 January: a year's slack
      return !v || !roll || !isDay(roll) || v <= `${Number(roll.slice(0, 4)) + 1}${roll.slice(4)}`;
    });

/** PUT editions/:id: what the import could not know: its kind and dates. */
export const editionUpdateSchema = yup.object({
  kind: yup
    .string()
    .oneOf([...EDITION_KINDS], 'editions.kindInvalid')
    .required('editions.kindInvalid'),
  roll_date: day('validation.date').required('validation.date'),
  qualifying_date: qualifying().required('validation.date'),
});
export type EditionUpdateBody = yup.InferType<typeof editionUpdateSchema>;

/** GET editions/ours-deleted: those of ours the newer edition of a part deleted or moved away. */
export const oursDeletedQuerySchema = yup.object({
  acno: acno(),
  partno: partno().required('validation.partno'),
  from: whole('editions.editionInvalid', Number.MAX_SAFE_INTEGER),
  to: whole('editions.editionInvalid', Number.MAX_SAFE_INTEGER),
  /** a page of the part: serials from..to of the older edition */
  slno_from: whole('editions.serialInvalid', 999999),
  slno_to: whole('editions.serialInvalid', 999999),
});

/** Most rows a printed comparison holds: a part's electors, with room for a revision's churn. */
export const PRINT_ROWS_MAX = 5000;

/** GET editions/print: a part's two editions compared, as a printed list in a language. */
export const comparePrintQuerySchema = yup.object({
  acno: acno(),
  partno: partno().required('validation.partno'),
  from: edition('editions.fromRequired'),
  to: edition('editions.toRequired'),
  lang: yup.string<RollLanguage>().oneOf(ROLL_LANGUAGES, 'paper.languageInvalid').default('mr'),
});

/**
 * The edition a roll upload makes (POST voter-import's query, the upload form's fields): its kind,
 * the roll's date and its qualifying date, each optional (unset: a complete file's edition is a
 * final roll, a supplement's a supplement, dated today, qualifying on the last 1 Jan/Apr/Jul/Oct).
 */
export const importEditionSchema = yup.object({
  edition_kind: yup
    .string()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .oneOf([...EDITION_KINDS, undefined], 'editions.kindInvalid'),
  roll_date: day('validation.date'),
  qualifying_date: qualifying(),
});
