import * as yup from 'yup';
import { kolkataToIso } from '../dates';

/** A date-time typed in India (or an ISO instant), kept as its instant in ISO; 'invalid' marks one that is neither. */
export const when = (requiredKey: string) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() ? (kolkataToIso(v) ?? 'invalid') : undefined))
    .required(requiredKey)
    .test('date', 'validation.dateTime', (v) => v !== 'invalid');

/** The end of a span: required with `requiredKey`, and after the sibling field `startField`. */
export const endAfter = (startField: string, requiredKey: string) =>
  when(requiredKey).test('after', 'validation.endAfterStart', function (end) {
    const start = this.parent[startField] as string | undefined;
    return !end || !start || end === 'invalid' || start === 'invalid' || Date.parse(end) > Date.parse(start);
  });
