// Whole numbers of a query string, which arrives as text: '' and absent are "not given", anything
// but digits is NaN (so the field's own key says what is wrong).
import * as yup from 'yup';

export const digits = (raw: unknown) => {
  if (raw === undefined || raw === null) return undefined;
  const s = String(raw).trim();
  if (s === '') return undefined;
  return /^\d{1,16}$/.test(s) ? Number(s) : NaN;
};

/** A whole number from `min` to `max`; every failure answers `key`. */
export const whole = (key: string, max: number, min = 1) =>
  yup
    .number()
    .transform((_v, raw) => digits(raw))
    .typeError(key)
    .integer(key)
    .min(min, key)
    .max(max, key);
