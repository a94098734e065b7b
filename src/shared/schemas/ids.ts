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

/** A list of distinct row ids (at most 100), empty by default; any bad entry is said with `key`. */
export const idList = (key: string) =>
  yup
    .array(yup.number().typeError(key).integer(key).positive(key).required(key))
    .max(100, key)
    .default([])
    .test('distinct', key, (list) => new Set(list ?? []).size === (list ?? []).length);
