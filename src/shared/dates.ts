// Dates of the console with the platform's Intl (no date library: this module is on the first
// page and on the server).
import { DEFAULT_TIMEZONE } from './domain/constants';

/** What formatDateTime needs of the page's translations (react-intl's IntlShape has it). */
export interface DateTexts {
  locale: string;
  formatMessage: (d: { id: string }) => string;
}

const FORMATS = {
  // short month, day, year, hour and minute in Asia/Kolkata
  dateTime: { timeZone: DEFAULT_TIMEZONE, month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true },
  // a calendar day with no time of its own
  day: { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' },
  // the hour and minute on a 24-hour clock in Asia/Kolkata
  time24: { timeZone: DEFAULT_TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  // the numeric wall clock of Asia/Kolkata, for arithmetic
  wall: {
    timeZone: DEFAULT_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building a formatter costs some hundred times a format with it (a table of dates built one per
// cell), and the first of a time zone loads the zone's data: each is made once, on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The console's formatter of a kind for a language ('en', 'hi', 'mr', or a full tag such as 'en-US'). */
export function dateFormat(locale: string, kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const tag = locale.includes('-') ? locale : locale === 'en' ? 'en-IN' : `${locale}-IN`;
  const key = `${tag} ${kind}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(tag, FORMATS[kind])));
  return f;
}

/**
 * Display format of the console: short month, day, year, hour and minute, in Asia/Kolkata. The day
 * period comes from the catalogue (`date.am` / `date.pm`): the browser's own Hindi and Marathi
 * data write it in Latin letters inside an otherwise Devanagari date.
 */
export function formatDateTime(value: string | number | Date | null | undefined, texts: DateTexts): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateFormat(texts.locale, 'dateTime').formatToParts(date);
  const period = wallClock(date).hour < 12 ? 'date.am' : 'date.pm';
  return parts.map((p) => (p.type === 'dayPeriod' ? texts.formatMessage({ id: period }) : p.value)).join('');
}

/** The date and time an India clock showed at an instant. */
function wallClock(date: Date) {
  const n: Record<string, number> = {};
  for (const p of dateFormat('en-US', 'wall').formatToParts(date)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  return { year: n.year, month: n.month, day: n.day, hour: n.hour, minute: n.minute, second: n.second };
}

/** Minutes the zone's clock was ahead of UTC at an instant. */
function offsetMinutes(instant: number): number {
  const w = wallClock(new Date(instant));
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000) / 60000);
}

/** A calendar date and time that exists (no 30 February, no 24:00). */
function exists(y: number, mo: number, d: number, h: number, mi: number, s: number) {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** A calendar day (YYYY-MM-DD, no time) in the page's language: "1 Dec 2026", "१ डिसें, २०२६". */
export function formatDay(day: string | null | undefined, texts: Pick<DateTexts, 'locale'>): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return dateFormat(texts.locale, 'day').format(new Date(`${day}T00:00:00Z`));
}

// 'YYYY-MM-DD HH:mm[:ss]' or a datetime-local input's 'YYYY-MM-DDTHH:mm[:ss]'
const TYPED = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
// an ISO 8601 instant with its offset
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * A date-time as typed in India ('YYYY-MM-DD HH:mm[:ss]', or a datetime-local input's
 * 'YYYY-MM-DDTHH:mm') or an ISO instant with its offset, as the instant in ISO (UTC); null when
 * it is neither.
 */
export function kolkataToIso(text: string): string | null {
  const t = text.trim();
  const typed = TYPED.exec(t);
  if (typed) {
    const [y, mo, d, h, mi, s] = typed.slice(1).map((x) => Number(x ?? 0));
    if (!exists(y, mo, d, h, mi, s)) return null;
    // the clock's time as if it were UTC, less the zone's offset then (checked once more at the
    // instant found, for a zone whose offset changed in between)
    const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
    let instant = asUtc - offsetMinutes(asUtc) * 60000;
    instant = asUtc - offsetMinutes(instant) * 60000;
    return new Date(instant).toISOString();
  }
  return instantToIso(t);
}

/** An ISO 8601 instant with its offset, as the instant in ISO (UTC); null when it is none. */
export function instantToIso(text: string): string | null {
  const m = INSTANT.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((x) => Number(x ?? 0));
  if (!exists(y, mo, d, h, mi, s)) return null;
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  const offset = m[8] === 'Z' ? 0 : (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11]));
  if (m[8] !== 'Z' && (Number(m[10]) > 23 || Number(m[11]) > 59)) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms) - offset * 60000).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of an India clock's reading. */
const dayOf = (w: ReturnType<typeof wallClock>) => `${w.year}-${pad(w.month)}-${pad(w.day)}`;

/** An instant as a datetime-local input shows it in Asia/Kolkata ('YYYY-MM-DDTHH:mm'); '' for none. */
export function isoToKolkataInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date);
  return `${dayOf(w)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * An instant as the API's calls send it, 'YYYY-MM-DD HH:mm:ss' in Asia/Kolkata; the named fields
 * of a body are rewritten, anything unreadable left as it is.
 */
export function kolkataTimes<B extends object>(body: B, fields: Array<keyof B>): B {
  const out = { ...body };
  for (const f of fields) {
    const date = typeof out[f] === 'string' ? new Date(out[f] as string) : null;
    if (!date || Number.isNaN(date.getTime())) continue;
    const w = wallClock(date);
    out[f] = `${dayOf(w)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` as B[keyof B];
  }
  return out;
}

/** Today's date in Asia/Kolkata, 'YYYY-MM-DD'. */
export function todayInKolkata(now = new Date()): string {
  return dayOf(wallClock(now));
}

/** Whether 'YYYY-MM-DD' names a day that exists. */
export const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && exists(Number(v.slice(0, 4)), Number(v.slice(5, 7)), Number(v.slice(8, 10)), 0, 0, 0);
