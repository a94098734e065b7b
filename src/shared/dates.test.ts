import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import mr from '../../i18n/mr.json';
import { formatDateTime, isDay, isoToKolkataInput, kolkataTimes, kolkataToIso, todayInKolkata } from './dates';

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
    for (const bad of [
      '',
      'tomorrow',
      '2026-02-30 10:00',
      '2026-11-25',
      '25/11/2026 10:30',
      '2026-11-25 24:00',
      '2026-11-25 10:60',
      '2026-02-30T10:00:00Z',
      '2026-11-25T10:00:00+25:00',
      '2026-11-25T10:00:00.5',
    ])
      expect(kolkataToIso(bad)).toBeNull();
  });

  it('reads instants with seconds fractions and compact offsets, and typed times of a year with another offset', () => {
    expect(kolkataToIso('2026-11-25T05:00:00.123Z')).toBe('2026-11-25T05:00:00.123Z');
    expect(kolkataToIso('2026-11-25T10:30+0530')).toBe('2026-11-25T05:00:00.000Z');
    expect(kolkataToIso('2026-11-24T23:00:00-06:00')).toBe('2026-11-25T05:00:00.000Z');
    // India's clocks ran at +06:30 from 1942 to 1945
    expect(kolkataToIso('1943-06-01 12:00')).toBe('1943-06-01T05:30:00.000Z');
    expect(isoToKolkataInput('1943-06-01T05:30:00Z')).toBe('1943-06-01T12:00');
  });

  it("knows today's date in India and which days exist", () => {
    expect(todayInKolkata(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(todayInKolkata(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-31', '26-11-25', '2026-11-25T00:00']) expect(isDay(bad)).toBe(false);
  });
});

test("kolkataTimes writes the named instants as the spec sends them, 'YYYY-MM-DD HH:mm:ss' in India, and reads back the same instant", () => {
  const body = { start: '2026-12-31T18:29:59.000Z', end: '2027-01-01T00:00:00Z', other: '2026-12-31T18:29:59.000Z', none: null as string | null };
  const sent = kolkataTimes(body, ['start', 'end', 'none']);
  expect(sent).toEqual({ start: '2026-12-31 23:59:59', end: '2027-01-01 05:30:00', other: body.other, none: null });
  expect(kolkataToIso(sent.start)).toBe(body.start);
  expect(body.start).toBe('2026-12-31T18:29:59.000Z');
});
