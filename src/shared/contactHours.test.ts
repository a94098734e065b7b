// The contact rule on India's clock: the hours' edges, the silence period's edges before a close of
// poll, one voter against many, and a constituency without a poll.
import { DEFAULT_CONTACT, contactAllowed, indiaInstant, pollOf, type PollSetting } from './contactHours';

/** The instant India's clock shows `hhmm` on `day`. */
const at = (day: string, hhmm: string, seconds = 0) => new Date(indiaInstant(day, hhmm) + seconds * 1000);
const poll: PollSetting = { acno: 38, poll_date: '2026-11-20', poll_close: '18:00' };

describe('contactAllowed', () => {
  it('opens at the first minute of the hours and closes at their last, on India time whatever the clock of the machine', () => {
    expect(contactAllowed(at('2026-11-10', '08:59', 59), DEFAULT_CONTACT, null, 'one')).toEqual({
      allowed: false,
      reason: 'contactHours.closed',
      values: { from: '09:00', to: '21:00' },
    });
    expect(contactAllowed(at('2026-11-10', '09:00'), DEFAULT_CONTACT, null, 'one')).toEqual({ allowed: true });
    expect(contactAllowed(at('2026-11-10', '20:59', 59), DEFAULT_CONTACT, null, 'one')).toEqual({ allowed: true });
    expect(contactAllowed(at('2026-11-10', '21:00'), DEFAULT_CONTACT, null, 'one').allowed).toBe(false);
    // 03:30 UTC is 09:00 in India; 15:30 UTC is 21:00
    expect(contactAllowed(new Date('2026-11-10T03:29:00Z'), DEFAULT_CONTACT, null, 'one').allowed).toBe(false);
    expect(contactAllowed(new Date('2026-11-10T03:30:00Z'), DEFAULT_CONTACT, null, 'one').allowed).toBe(true);
    expect(contactAllowed(new Date('2026-11-10T15:30:00Z'), DEFAULT_CONTACT, null, 'one').allowed).toBe(false);
    // just after midnight in India is still the evening before in UTC
    expect(contactAllowed(new Date('2026-11-09T18:45:00Z'), DEFAULT_CONTACT, null, 'many').allowed).toBe(false);
  });

  it("follows the organisation's own hours", () => {
    const early = { ...DEFAULT_CONTACT, contact_from: '07:30', contact_to: '10:15' };
    expect(contactAllowed(at('2026-11-10', '07:30'), early, null, 'one').allowed).toBe(true);
    expect(contactAllowed(at('2026-11-10', '10:14'), early, null, 'one').allowed).toBe(true);
    expect(contactAllowed(at('2026-11-10', '10:15'), early, null, 'one')).toMatchObject({ values: { from: '07:30', to: '10:15' } });
  });

  it('keeps many voters out for the silence period before the close of poll, and lets one voter be called within the hours', () => {
    const silence = { allowed: false, reason: 'contactHours.silence', values: { date: '2026-11-20', time: '18:00' } };
    // 48 hours before 18:00 on the 20th: 18:00 on the 18th
    expect(contactAllowed(at('2026-11-18', '17:59', 59), DEFAULT_CONTACT, poll, 'many')).toEqual({ allowed: true });
    expect(contactAllowed(at('2026-11-18', '18:00'), DEFAULT_CONTACT, poll, 'many')).toEqual(silence);
    expect(contactAllowed(at('2026-11-20', '17:59', 59), DEFAULT_CONTACT, poll, 'many')).toEqual(silence);
    // the silence holds outside the hours too, and is the reason given
    expect(contactAllowed(at('2026-11-19', '23:00'), DEFAULT_CONTACT, poll, 'many')).toEqual(silence);
    // the close of poll ends it
    expect(contactAllowed(at('2026-11-20', '18:00'), DEFAULT_CONTACT, poll, 'many')).toEqual({ allowed: true });
    // one voter: only the hours count
    expect(contactAllowed(at('2026-11-19', '12:00'), DEFAULT_CONTACT, poll, 'one')).toEqual({ allowed: true });
    expect(contactAllowed(at('2026-11-19', '22:00'), DEFAULT_CONTACT, poll, 'one')).toMatchObject({ reason: 'contactHours.closed' });
  });

  it("takes the organisation's silence length, and any of many voters' constituencies", () => {
    const short = { ...DEFAULT_CONTACT, silence_hours: 6 };
    expect(contactAllowed(at('2026-11-20', '11:59'), short, poll, 'many').allowed).toBe(true);
    expect(contactAllowed(at('2026-11-20', '12:00'), short, poll, 'many').allowed).toBe(false);
    expect(contactAllowed(at('2026-11-20', '12:00'), { ...DEFAULT_CONTACT, silence_hours: 0 }, poll, 'many').allowed).toBe(true);
    const past = { acno: 39, poll_date: '2026-11-01', poll_close: '17:00' };
    const later = { acno: 40, poll_date: '2026-12-01', poll_close: '17:00' };
    expect(contactAllowed(at('2026-11-19', '12:00'), DEFAULT_CONTACT, [past, later], 'many').allowed).toBe(true);
    expect(contactAllowed(at('2026-11-19', '12:00'), DEFAULT_CONTACT, [past, poll, later], 'many')).toMatchObject({ reason: 'contactHours.silence' });
  });

  it("finds a voter's constituency's poll, none when it has none", () => {
    expect(pollOf([poll], 38)).toBe(poll);
    expect(pollOf([poll], 39)).toBeNull();
    expect(pollOf([poll], null)).toBeNull();
  });
});
