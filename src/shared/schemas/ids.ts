import * as yup from 'yup';

/** An optional reference to a row: empty, 0 or null is none; anything else a positive whole number, else `key`. */
export const optionalId = (key: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === 0 || raw === '0' ? null : v))
    .typeError(key)
    .integer(key)
    .positive(key)
    .nullable()
    .default(null);

/** A required reference to a row (a select's empty choice is "missing", said with `key`). */
export const requiredId = (key: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(key)
    .integer(key)
    .positive(key)
    .required(key);
