import moment from 'moment-timezone';
import { DEFAULT_TIMEZONE } from './domain/constants';

/** What formatDateTime needs of the page's translations (react-intl's IntlShape has it). */
export interface DateTexts {
  locale: string;
  formatMessage: (d: { id: string }) => string;
}

/**
 * Display format of the specs: short month, day, year, hour and minute, in Asia/Kolkata. The day
 * period comes from the catalogue (`date.am` / `date.pm`): the browser's own Hindi and Marathi
 * data write it in Latin letters inside an otherwise Devanagari date.
 */
export function formatDateTime(value: string | number | Date | null | undefined, texts: DateTexts): string {
  if (value === null || value === undefined || value === '') return '';
  const m = moment(value);
  if (!m.isValid()) return '';
  const parts = new Intl.DateTimeFormat(texts.locale === 'en' ? 'en-IN' : `${texts.locale}-IN`, {
    timeZone: DEFAULT_TIMEZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(m.toDate());
  const period = m.tz(DEFAULT_TIMEZONE).hour() < 12 ? 'date.am' : 'date.pm';
  return parts.map((p) => (p.type === 'dayPeriod' ? texts.formatMessage({ id: period }) : p.value)).join('');
}

/** A calendar day (YYYY-MM-DD, no time) in the page's language: "1 Dec 2026", "१ डिसें, २०२६". */
export function formatDay(day: string | null | undefined, texts: Pick<DateTexts, 'locale'>): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Intl.DateTimeFormat(texts.locale === 'en' ? 'en-IN' : `${texts.locale}-IN`, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

const TYPED = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DDTHH:mm'];

/**
 * A date-time as typed in India ('YYYY-MM-DD HH:mm[:ss]', or a datetime-local input's
 * 'YYYY-MM-DDTHH:mm') or an ISO instant with its offset, as the instant in ISO (UTC); null when
 * it is neither.
 */
export function kolkataToIso(text: string): string | null {
  const t = text.trim();
  const local = moment.tz(t, TYPED, true, DEFAULT_TIMEZONE);
  if (local.isValid()) return local.toISOString();
  const instant = moment(t, moment.ISO_8601, true);
  return /(Z|[+-]\d{2}:?\d{2})$/.test(t) && instant.isValid() ? instant.toISOString() : null;
}

/** An instant as a datetime-local input shows it in Asia/Kolkata ('YYYY-MM-DDTHH:mm'); '' for none. */
export function isoToKolkataInput(value: string | null | undefined): string {
  if (!value) return '';
  const m = moment(value);
  return m.isValid() ? m.tz(DEFAULT_TIMEZONE).format('YYYY-MM-DDTHH:mm') : '';
}
