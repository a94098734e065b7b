// The clock a page reads, fixed for a test: only Date is faked, timers and promises run as ever
// (RTK Query and waitFor need them). The contact buttons follow India's clock, so a test of them
// says what time it is.
const TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Noon in India (06:30 UTC) on an ordinary day: within the default contact hours. */
export const INDIA_NOON = '2026-11-10T06:30:00Z';
/** 22:30 in India (17:00 UTC): after the default contact hours. */
export const INDIA_LATE = '2026-11-10T17:00:00Z';

export function fixClock(iso: string) {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: [...TIMERS] });
}

/** Every test of the file runs at `iso`. */
export function clockAt(iso: string) {
  beforeEach(() => fixClock(iso));
  afterEach(() => jest.useRealTimers());
}
