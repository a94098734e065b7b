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

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar day, YYYY-MM-DD (a day in India, no time): required with `requiredKey`. */
export const day = (requiredKey: string) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined))
    .required(requiredKey)
    .test('day', 'validation.date', (v) => !v || isDay(v));

/** The last day of a span: required with `requiredKey`, and not before the sibling day `startField`. */
export const dayNotBefore = (startField: string, requiredKey: string) =>
  day(requiredKey).test('after', 'validation.endDayBeforeStart', function (end) {
    const start = this.parent[startField] as string | undefined;
    return !end || !start || !isDay(end) || !isDay(start) || end >= start;
  });
