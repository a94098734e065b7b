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
