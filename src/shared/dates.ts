import moment from 'moment-timezone';
import { DEFAULT_TIMEZONE } from './domain/constants';

/** Display format of the specs: short month, day, year, hour and minute, in Asia/Kolkata. */
export function formatDateTime(value: string | number | Date | null | undefined, locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const m = moment(value);
  if (!m.isValid()) return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : `${locale}-IN`, {
    timeZone: DEFAULT_TIMEZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(m.toDate());
}

/** The server's wire format for date-times (02 §7 Tasks): YYYY-MM-DD HH:mm:ss in Asia/Kolkata. */
export const toKolkataWire = (value: string | Date) => moment(value).tz(DEFAULT_TIMEZONE).format('YYYY-MM-DD HH:mm:ss');
