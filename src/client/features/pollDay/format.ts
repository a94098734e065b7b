// How poll day writes its times and shares: the hour and minute of a mark in Asia/Kolkata (24-hour,
// so no day period in Latin letters lands inside a Devanagari line) and a turnout percentage.
import { dateFormat } from '../../../shared/dates';
import { percentOf } from '../../../shared/percent';

/** '10:32' of an ISO instant, in Asia/Kolkata, in the page's digits. */
export function markTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat(locale, 'time24').format(d);
}

/** An hour of the day as a span, '07:00–08:00'. */
export const hourSpan = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** The turnout of `voted` out of `electors`, to one decimal ('42.5'), Latin digits like the figures. */
export const turnoutPercent = (voted: number, electors: number) => percentOf(voted, electors).toFixed(1);
