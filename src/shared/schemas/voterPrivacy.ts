// The consent a voter's collected contact details carry (DPDP Act) and the do-not-contact flag.
// When consent was recorded and by whom are the server's to write: a payload's consent_at or
// consent_by is dropped with every other unknown field, never trusted.
import * as yup from 'yup';

export const CONSENT_STATES = ['given', 'withdrawn'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** Why a voter may not be called or messaged; do-not-contact holds whatever the consent says. */
export const CONTACT_BLOCKS = ['do_not_contact', 'withdrawn'] as const;
export type ContactBlock = (typeof CONTACT_BLOCKS)[number];

export const contactBlockOf = (consent: ConsentState | null | undefined, doNotContact: boolean | null | undefined): ContactBlock | null =>
  doNotContact ? 'do_not_contact' : consent === 'withdrawn' ? 'withdrawn' : null;

/** The longest reason a lifted withdrawal or do-not-contact is recorded with. */
export const LIFT_REASON_MAX = 500;

/** Whether a change of consent or the flag lifts what stops the voter's contact (a withdrawal, a do-not-contact). */
export const liftsBlock = (
  before: { consent?: string | null; do_not_contact?: boolean | null } | null | undefined,
  body: { consent?: string | null; do_not_contact?: boolean | null },
) => (before?.consent === 'withdrawn' && body.consent === 'given') || (before?.do_not_contact === true && body.do_not_contact === false);

/**
 * PUT voter-consent: either field may be left out (it keeps what is stored), not both. Lifting a
 * withdrawal or a do-not-contact is an admin's act and takes its reason (kept in the audit log).
 */
export const voterConsentSchema = yup
  .object({
    consent: yup.string().oneOf(CONSENT_STATES, 'consent.invalidState').nullable().optional(),
    do_not_contact: yup.boolean().typeError('consent.invalidFlag').nullable().optional(),
    reason: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim() || null : v))
      .typeError('consent.reasonInvalid')
      .max(LIFT_REASON_MAX, 'consent.reasonTooLong')
      .nullable()
      .optional(),
  })
  .test('something', 'consent.nothingToChange', function (v) {
    return v.consent != null || v.do_not_contact != null || this.createError({ path: 'consent', message: 'consent.nothingToChange' });
  });
export type VoterConsentPayload = yup.InferType<typeof voterConsentSchema>;
