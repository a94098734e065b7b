// The organisation's contact settings as the console's form and the server check them: the hours
// in which workers may call or message voters, the silence period before a close of poll, and
// each constituency's poll day and closing hour.
import * as yup from 'yup';
import { HHMM, SILENCE_HOURS_MAX, minutesOf } from '../contactHours';
import { whole } from './queryNumbers';
import { day } from './times';

const hhmm = (key: string) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
    .required(key)
    .matches(HHMM, key);

/** Constituencies one organisation may set polls for at once (a state's assembly seats). */
export const POLLS_MAX = 300;

export const pollSettingSchema = yup.object({
  acno: whole('validation.acno', 9999).required('validation.acno'),
  poll_date: day('contactHours.pollDateRequired'),
  poll_close: hhmm('contactHours.timeInvalid'),
});

/** PUT settings/contact-hours: the hours (opening before closing), the silence and the polls (one a constituency). */
export const contactSettingsSchema = yup.object({
  contact_from: hhmm('contactHours.timeInvalid'),
  contact_to: hhmm('contactHours.timeInvalid').test('order', 'contactHours.order', function (to) {
    const from = this.parent.contact_from as string | undefined;
    return !to || !from || !HHMM.test(to) || !HHMM.test(from) || minutesOf(from) < minutesOf(to);
  }),
  silence_hours: whole('contactHours.silenceInvalid', SILENCE_HOURS_MAX, 0).required('contactHours.silenceInvalid'),
  polls: yup
    .array(pollSettingSchema)
    .max(POLLS_MAX, 'contactHours.tooManyPolls')
    .default([])
    .test('distinct', 'contactHours.pollTwice', (list) => new Set((list ?? []).map((p) => p?.acno)).size === (list ?? []).length),
});
export type ContactSettingsPayload = yup.InferType<typeof contactSettingsSchema>;
