// When a worker may call or message a voter, written once for the console, the field app and the
// server: within the organisation's contact hours (India time), and, in the silence period before
// the close of poll of the voter's constituency, never to more than one voter at once. The
// answer is either allowed or the catalogue key of the reason with the values its text needs.

/** The organisation's contact settings: hours as HH:MM on India's clock, the silence in hours. */
export interface ContactSettings {
  contact_from: string;
  contact_to: string;
  silence_hours: number;
}

/** A constituency's poll: the day (YYYY-MM-DD, India) and the hour polling closes (HH:MM, India). */
export interface PollSetting {
  acno: number;
  poll_date: string;
  poll_close: string;
}

export const DEFAULT_CONTACT: ContactSettings = { contact_from: '09:00', contact_to: '21:00', silence_hours: 48 };

/** The longest silence period an organisation may set: a week. */
export const SILENCE_HOURS_MAX = 168;

/** one: a call or a message to one voter; many: anything that goes to several voters at once. */
export type ContactAudience = 'one' | 'many';

export type ContactVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'contactHours.closed'; values: { from: string; to: string } }
  | { allowed: false; reason: 'contactHours.silence'; values: { date: string; time: string } };

// India keeps one offset all year (no daylight saving), so its clock is UTC plus 5:30.
const IST_OFFSET_MIN = 330;

export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an HH:MM. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight on India's clock at an instant. */
function indiaMinutes(now: Date): number {
  const m = Math.floor(now.getTime() / 60_000) + IST_OFFSET_MIN;
  return ((m % 1440) + 1440) % 1440;
}

/** The instant (ms) at which India's clock shows `day` at `hhmm`. */
export function indiaInstant(day: string, hhmm: string): number {
  return Date.parse(`${day}T00:00:00Z`) + (minutesOf(hhmm) - IST_OFFSET_MIN) * 60_000;
}

/** The constituency's poll among those set, if one is. */
export const pollOf = (polls: readonly PollSetting[], acno: number | null | undefined) => polls.find((p) => p.acno === acno) ?? null;

/**
 * May a worker contact now: `audience` says one voter or many; `poll` is the voter's constituency's
 * poll (for many voters, the polls of all their constituencies). The silence period runs from
 * `silence_hours` before a close of poll up to the close.
 */
export function contactAllowed(
  now: Date,
  settings: ContactSettings,
  poll: PollSetting | readonly PollSetting[] | null | undefined,
  audience: ContactAudience,
): ContactVerdict {
  const polls: readonly PollSetting[] = poll == null ? [] : Array.isArray(poll) ? poll : [poll as PollSetting];
  if (audience === 'many') {
    const t = now.getTime();
    for (const p of polls) {
      const close = indiaInstant(p.poll_date, p.poll_close);
      if (t < close && t >= close - settings.silence_hours * 3_600_000)
        return { allowed: false, reason: 'contactHours.silence', values: { date: p.poll_date, time: p.poll_close } };
    }
  }
  const m = indiaMinutes(now);
  const from = minutesOf(settings.contact_from);
  const to = minutesOf(settings.contact_to);
  if (m < from || m >= to) return { allowed: false, reason: 'contactHours.closed', values: { from: settings.contact_from, to: settings.contact_to } };
  return { allowed: true };
}
