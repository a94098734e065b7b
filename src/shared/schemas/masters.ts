import * as yup from 'yup';
import { MODULES } from '../domain/constants';

/**
 * A name-only master (religion, religion category, category): the name is required; an
 * organisation may also name it in Devanagari, which Hindi and Marathi pages show.
 */
// Typed loosely: yup's object type does not assign to its own AnyObjectSchema under TS 6.
export const nameOnlySchema: yup.AnyObjectSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(100, 'validation.nameTooLong'),
  name_local: yup
    .string()
    .transform((v: string) => (v?.trim() ? v.trim() : null))
    .nullable()
    .default(null)
    .max(100, 'validation.nameTooLong'),
});

export const roleSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(100, 'validation.nameTooLong'),
  type: yup.number().oneOf([1, 2], 'validation.roleType').default(1),
  status: yup.number().oneOf([0, 1], 'validation.roleStatus').default(1),
  modules: yup
    .array(
      yup
        .string()
        .oneOf([...MODULES], 'validation.unknownModule')
        .required(),
    )
    .default([])
    .test('unique', 'validation.duplicateModule', (v) => !v || new Set(v).size === v.length),
});
