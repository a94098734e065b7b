import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import mr from '../../i18n/mr.json';
import { formatDateTime, isoToKolkataInput, kolkataToIso } from './dates';

const texts = (locale: string, catalogue: Record<string, string>) => ({ locale, formatMessage: ({ id }: { id: string }) => catalogue[id] ?? id });

describe('formatDateTime', () => {
  it('writes the date and time in Asia/Kolkata', () => {
    // 10:30 UTC is 16:00 in Asia/Kolkata
    expect(formatDateTime('2024-03-05T10:30:00Z', texts('en', en))).toMatch(/^5 Mar 2024, 04:00\spm$/);
    expect(formatDateTime('2024-03-05T01:30:00Z', texts('en', en))).toMatch(/^5 Mar 2024, 07:00\sam$/);
  });

  it('takes the day period from the catalogue, so a Devanagari date has no Latin AM/PM', () => {
    const mrText = formatDateTime('2024-03-05T10:30:00Z', texts('mr', mr));
    expect(mrText).toContain(mr['date.pm']);
    expect(formatDateTime('2024-03-05T01:30:00Z', texts('hi', hi))).toContain(hi['date.am']);
    for (const s of [mrText, formatDateTime('2024-03-05T01:30:00Z', texts('hi', hi))]) expect(s).not.toMatch(/[A-Za-z]/);
  });

  it('writes nothing for a missing or invalid value', () => {
    expect(formatDateTime(null, texts('en', en))).toBe('');
    expect(formatDateTime('not a date', texts('en', en))).toBe('');
  });
});

describe('Asia/Kolkata date-times typed and shown', () => {
  it('reads a typed India time as its instant, and shows an instant as India time', () => {
    expect(kolkataToIso('2026-11-25 10:30')).toBe('2026-11-25T05:00:00.000Z');
    expect(kolkataToIso('2026-11-25T10:30')).toBe('2026-11-25T05:00:00.000Z');
    expect(kolkataToIso('2026-11-25 10:30:15')).toBe('2026-11-25T05:00:15.000Z');
    expect(kolkataToIso('2026-11-25T05:00:00Z')).toBe('2026-11-25T05:00:00.000Z');
    expect(kolkataToIso('2026-11-25T10:30:00+05:30')).toBe('2026-11-25T05:00:00.000Z');
    expect(isoToKolkataInput('2026-11-25T05:00:00.000Z')).toBe('2026-11-25T10:30');
    expect(isoToKolkataInput(null)).toBe('');
  });

  it('refuses what is not a date-time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30 10:00', '2026-11-25', '25/11/2026 10:30']) expect(kolkataToIso(bad)).toBeNull();
  });
});
