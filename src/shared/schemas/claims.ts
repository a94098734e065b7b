// Claims and objections: the rules of a claim (what each form needs), of its dates and status,
// and of a claims period, shared by the console's forms and the server's validation.
import * as yup from 'yup';
import { whole } from './queryNumbers';
import { isDay } from '../dates';
import { isValidPhone, normalisePhone } from '../phone';
import { ROLL_LANGUAGES, type RollLanguage } from './paper';

export const CLAIM_FORMS = ['6', '7', '8'] as const;
export type ClaimForm = (typeof CLAIM_FORMS)[number];
export const CLAIM_STATUSES = ['drafted', 'filed', 'accepted', 'rejected', 'lapsed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const RELATION_TYPES = ['F', 'H', 'M', 'O'] as const;
export const CLAIM_GENDERS = ['M', 'F', 'O'] as const;
/** A drafted claim this many days or fewer before its period ends is flagged. */
export const CLOSING_DAYS = 3;
/** The youngest a Form 6 applicant may be on the qualifying date. */
export const CLAIM_MIN_AGE = 18;

const EPIC = /^[A-Z]{2,3}[0-9]{6,7}$|^[A-Z]{2}\/[0-9]{2}\/[0-9]{3}\/[0-9]{6}$/;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number, key: string) => yup.string().transform(blank).trim().max(max, key);
const day = (key: string) =>
  yup
    .string()
    .transform(blank)
    .test('day', key, (v) => v === undefined || isDay(v));
const acno = () => whole('validation.acno', 9999).required('validation.acno');
const partno = () => whole('validation.partno', 999999);

/** POST claims/add, PUT claims/update/:id. */
export const claimSchema = yup.object({
  form: yup
    .string()
    .oneOf([...CLAIM_FORMS], 'claims.formInvalid')
    .required('claims.formInvalid'),
  acno: acno(),
  partno: partno().required('validation.partno'),
  slnoinpart: whole('claims.serialInvalid', 999999),
  voter_id: whole('claims.voterInvalid', Number.MAX_SAFE_INTEGER),
  name: text(100, 'claims.nameLong').required('claims.nameRequired'),
  relative_name: text(100, 'claims.nameLong').when('form', { is: '6', then: (s) => s.required('claims.relativeRequired') }),
  relation_type: yup
    .string()
    .transform(blank)
    .oneOf([...RELATION_TYPES, undefined], 'claims.relationInvalid'),
  age: whole('claims.ageInvalid', 120, 0).when('form', {
    is: '6',
    then: (s) => s.required('claims.ageRequired').min(CLAIM_MIN_AGE, 'claims.ageUnder18'),
  }),
  gender: yup
    .string()
    .transform(blank)
    .oneOf([...CLAIM_GENDERS, undefined], 'claims.genderInvalid'),
  house_no: text(40, 'claims.houseLong').when('form', { is: '6', then: (s) => s.required('claims.houseRequired') }),
  phone: yup
    .string()
    .transform((v: unknown) => (blank(v) === undefined ? undefined : normalisePhone(String(v))))
    .test('phone', 'validation.phone', (v) => v === undefined || isValidPhone(v)),
  epic_no: yup
    .string()
    .transform((v: unknown) => (blank(v) === undefined ? undefined : String(v).trim().toUpperCase().replace(/\s+/g, '')))
    .test('epic', 'claims.epicInvalid', (v) => v === undefined || EPIC.test(v))
    // an objection or a correction is of an entry of the roll, named by its card
    .when('form', { is: (f: string) => f === '7' || f === '8', then: (s) => s.required('claims.epicRequired') }),
  reason: text(500, 'claims.reasonLong').when('form', { is: (f: string) => f === '7' || f === '8', then: (s) => s.required('claims.reasonRequired') }),
  agent_id: whole('claims.agentInvalid', Number.MAX_SAFE_INTEGER),
  drafted_on: day('validation.date'),
  filed_on: day('validation.date')
    .when('status', { is: (s: string) => s !== undefined && s !== 'drafted', then: (s) => s.required('claims.filedOnRequired') })
    .test('after-draft', 'claims.filedBeforeDraft', function (v) {
      const d = (this.parent as { drafted_on?: string }).drafted_on;
      return !v || !d || !isDay(d) || v >= d;
    }),
  hearing_on: day('validation.date').test('after-filing', 'claims.hearingBeforeFiling', function (v) {
    const f = (this.parent as { filed_on?: string }).filed_on;
    return !v || !f || !isDay(f) || v >= f;
  }),
  ack_no: text(40, 'claims.ackLong').when('status', {
    is: (s: string) => s !== undefined && s !== 'drafted' && s !== 'lapsed',
    then: (s) => s.required('claims.ackRequired'),
  }),
  status: yup
    .string()
    .oneOf([...CLAIM_STATUSES], 'claims.statusInvalid')
    .default('drafted'),
  note: text(1000, 'claims.noteLong'),
});
export type ClaimBody = yup.InferType<typeof claimSchema>;

/** PUT claims/match/:id: the elector proposed, and whether they are the claim's person. */
export const claimMatchSchema = yup.object({
  voter_id: whole('claims.voterInvalid', Number.MAX_SAFE_INTEGER).required('claims.voterInvalid'),
  same: yup.boolean().typeError('claims.matchAnswer').required('claims.matchAnswer'),
});

/** GET claims: a constituency's claims, of a part, a status, a form or an agent. */
export const claimsQuerySchema = yup.object({
  acno: acno(),
  partno: partno(),
  status: yup.string().oneOf([...CLAIM_STATUSES], 'claims.statusInvalid'),
  form: yup.string().oneOf([...CLAIM_FORMS], 'claims.formInvalid'),
  agent_id: whole('claims.agentInvalid', Number.MAX_SAFE_INTEGER),
  page: whole('validation.page', 1000000).default(1),
  pageSize: whole('validation.pageSize', 100).default(10),
});

/** GET claims/sheet: an agent's sheet of the claims to file, of a part, in a language. */
export const claimSheetQuerySchema = yup.object({
  acno: acno(),
  partno: partno(),
  agent_id: whole('claims.agentInvalid', Number.MAX_SAFE_INTEGER),
  lang: yup.string<RollLanguage>().oneOf(ROLL_LANGUAGES, 'paper.languageInvalid').default('mr'),
});

export const claimPeriodQuerySchema = yup.object({ acno: acno() });

/** PUT claims/period: a constituency's claims period. */
export const claimPeriodSchema = yup.object({
  acno: acno(),
  starts_on: day('validation.date').required('claims.startRequired'),
  ends_on: day('validation.date')
    .required('claims.endRequired')
    .test('order', 'claims.endBeforeStart', function (v) {
      const s = (this.parent as { starts_on?: string }).starts_on;
      return !v || !s || !isDay(s) || v >= s;
    }),
});

/**
 * What a worker saw at the door that a claim should follow (the field app's change of kind claim):
 * someone of 18 or more living at the voter's house who is not on the roll (Form 6), the voter
 * deceased or shifted away (Form 7), the voter's entry wrong (Form 8).
 */
export const DOOR_OUTCOMES = ['not_on_roll', 'deceased', 'shifted', 'details_wrong'] as const;
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number];
/** The form each outcome at the door drafts. */
export const FORM_OF_OUTCOME: Record<DoorOutcome, ClaimForm> = { not_on_roll: '6', deceased: '7', shifted: '7', details_wrong: '8' };
const newPerson = (s: yup.StringSchema) => s.when('outcome', { is: 'not_on_roll', then: (x) => x.required('claims.nameRequired') });

/** A claim from the door: the new person as the worker types them, or the worker's note on the voter's entry. */
export const doorClaimSchema = yup.object({
  outcome: yup
    .string<DoorOutcome>()
    .oneOf([...DOOR_OUTCOMES], 'claims.outcomeInvalid')
    .required('claims.outcomeInvalid'),
  name: newPerson(text(100, 'claims.nameLong')),
  relative_name: text(100, 'claims.nameLong').when('outcome', { is: 'not_on_roll', then: (x) => x.required('claims.relativeRequired') }),
  relation_type: claimSchema.fields.relation_type,
  age: whole('claims.ageInvalid', 120, 0).when('outcome', {
    is: 'not_on_roll',
    then: (s) => s.required('claims.ageRequired').min(CLAIM_MIN_AGE, 'claims.ageUnder18'),
  }),
  gender: claimSchema.fields.gender,
  house_no: text(40, 'claims.houseLong').when('outcome', { is: 'not_on_roll', then: (x) => x.required('claims.houseRequired') }),
  phone: claimSchema.fields.phone,
  // the worker's note: why the entry should go or what in it is wrong (the form's reason)
  note: text(500, 'claims.reasonLong').when('outcome', { is: (o: string) => o !== 'not_on_roll', then: (x) => x.required('claims.reasonRequired') }),
});
export type DoorClaim = yup.InferType<typeof doorClaimSchema>;
