// Poll day: the rules of marking who has voted, shared by the console's forms and the server's
// validation. Query strings arrive as text, so the number fields read digits only.
import * as yup from 'yup';
import { whole } from './queryNumbers';
import { PAGE_SIZE } from '../domain/constants';
import { isDay, todayInKolkata } from '../dates';

/** Most entries one bulk mark takes (a part holds up to about 1,500 electors). */
export const BULK_MAX = 2000;
/** Most of the last marks one call lists. */
export const MARKS_MAX = 100;
/** The last marks the poll-day screen shows. */
export const MARKS_SHOWN = 20;
const PAGE_SIZE_MAX = 100;

const acno = () => whole('validation.acno', 9999).required('validation.acno');
const partno = () => whole('validation.partno', 999999);
const serial = () => whole('pollDay.serialInvalid', 999999);

/** A calendar day, YYYY-MM-DD, that exists. */
const day = () =>
  yup
    .string()
    .transform((v: unknown) => (v === '' || v === null ? undefined : v))
    .test('day', 'validation.date', (v) => v === undefined || isDay(v));

/** A poll day a mark may be made for: not one that has not come yet in India. */
const markDay = () => day().test('not-future', 'pollDay.futureDate', (v) => v === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(v) || v <= todayInKolkata());

/**
 * POST poll-day/mark: the voter by id (field apps) or by the slot on the roll (the console's
 * screen: constituency, part and serial), and the poll date (today in India by default).
 */
export const pollMarkSchema = yup.object({
  voter_id: whole('pollDay.voterInvalid', Number.MAX_SAFE_INTEGER),
  acno: whole('validation.acno', 9999).when('voter_id', { is: undefined, then: (s) => s.required('validation.acno') }),
  partno: partno().when('voter_id', { is: undefined, then: (s) => s.required('validation.partno') }),
  slnoinpart: serial().when('voter_id', { is: undefined, then: (s) => s.required('pollDay.serialRequired') }),
  poll_date: markDay(),
});
export type PollMarkBody = yup.InferType<typeof pollMarkSchema>;

/** An entry of a bulk list: a serial in the part (digits) or an EPIC number (letters and digits). */
export const SERIAL_ENTRY = /^\d{1,6}$/;
export const EPIC_ENTRY = /^[A-Z0-9][A-Z0-9/-]{2,24}$/;

/** Splits a pasted list (lines, commas, spaces) into its entries, EPICs upper-cased. */
export const bulkEntries = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/**
 * POST poll-day/bulk-mark: serials of one part and EPIC numbers of the constituency. Each entry is
 * answered on its own (marked, already marked, not on the roll, ...); serials need the part.
 */
export const pollBulkSchema = yup
  .object({
    acno: acno(),
    partno: partno(),
    entries: yup
      .array(yup.string().trim().max(30, 'pollDay.entryTooLong').required('pollDay.entriesRequired'))
      .typeError('pollDay.entriesRequired')
      .min(1, 'pollDay.entriesRequired')
      .max(BULK_MAX, 'pollDay.tooManyEntries')
      .required('pollDay.entriesRequired'),
    poll_date: markDay(),
  })
  .test('serials-need-part', 'pollDay.partForSerials', function (v) {
    if (v?.partno != null || !v?.entries?.some((e) => SERIAL_ENTRY.test(String(e ?? '').trim()))) return true;
    return this.createError({ path: 'partno', message: 'pollDay.partForSerials' });
  });
export type PollBulkBody = yup.InferType<typeof pollBulkSchema>;

/** GET poll-day/voter: who holds a serial of a part, and whether they have voted. */
export const pollVoterQuerySchema = yup.object({
  acno: acno(),
  partno: partno().required('validation.partno'),
  slnoinpart: serial().required('pollDay.serialRequired'),
  poll_date: day(),
});

/** GET poll-day/marks: the last marks of a part, newest first. */
export const pollMarksQuerySchema = yup.object({
  acno: acno(),
  partno: partno().required('validation.partno'),
  poll_date: day(),
  limit: whole('validation.pageSize', MARKS_MAX).default(MARKS_SHOWN),
});

/** GET poll-day/turnout: a constituency's turnout by part and by hour. */
export const turnoutQuerySchema = yup.object({
  acno: acno(),
  partno: partno(),
  poll_date: day(),
});

/** GET poll-day/supporters: supporters who have not voted yet, a page at a time. */
export const supportersQuerySchema = yup.object({
  acno: acno(),
  partno: partno(),
  poll_date: day(),
  page: whole('validation.page', 1_000_000).default(1),
  pageSize: whole('validation.pageSize', PAGE_SIZE_MAX).default(PAGE_SIZE),
});
