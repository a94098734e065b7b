// The browser's moment-timezone knows India's time (and UTC) without the world's zone database.
import moment from 'moment-timezone';
import { isoToKolkataInput, kolkataToIso } from '../../shared/dates';

describe('moment-timezone in the browser build', () => {
  it('converts India time both ways, before and after 1945', () => {
    expect(kolkataToIso('2026-12-05 17:00')).toBe('2026-12-05T11:30:00.000Z');
    expect(isoToKolkataInput('2026-12-05T11:30:00Z')).toBe('2026-12-05T17:00');
    // wartime IST was +6:30 (1942-1945)
    expect(moment.tz('1943-06-01 12:00', 'Asia/Kolkata').utcOffset()).toBe(390);
    expect(moment.tz('2026-06-01 12:00', 'Asia/Calcutta').utcOffset()).toBe(330);
    expect(moment.tz('2026-06-01 12:00', 'UTC').utcOffset()).toBe(0);
  });

  it('holds no other zone', () => {
    expect(moment.tz.zone('America/New_York')).toBeNull();
    expect(moment.tz.names().sort()).toEqual(['Asia/Calcutta', 'Asia/Kolkata', 'Etc/UTC', 'UTC']);
  });
});
