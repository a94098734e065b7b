// Query and payload rules of the voter calls. The server validates the
// query strings with these schemas; the client's filter forms and the add-details modal use them too.
import * as yup from 'yup';
import { AGE_MAX, AGE_MIN, NAME_SEARCH_MIN, PAGE_SIZE } from '../domain/constants';
import { MOBILE_START_KEY, hasTenDigits, normalisePhone, startsAsMobile } from '../phone';
import { pointField } from './points';

// Dropdown enumerations of the add-details modal, spelled as the API sends them.
export const ALIGN_VALUES = ['yes', 'no', 'prefer_not_to_say'] as const;
export const FAMILY_TYPES = ['nuclear', 'joint'] as const;
export const EMPLOYMENT_TYPES = ['self-employed', 'unemployed', 'salaried'] as const;
export const INCOME_GROUPS = ['low', 'middle', 'high'] as const;
export const MARITAL_STATUSES = ['Single', 'married', 'divorced'] as const;
export const HOUSE_TYPES = ['apartment', 'villa'] as const;
export const BUILDING_TYPES = ['commercial', 'residential'] as const;
/** Installation type 2 picks its constituency from these. */
export const SURVEY_ACNOS = [37, 38, 39] as const;

/** Most rows one page may ask for (the screens ask for 10). */
export const MAX_PAGE_SIZE = 100;
/** Searches stop counting here and answer totalCapped: true. */
export const SEARCH_TOTAL_CAP = 1000;
export const NAME_TERM_MAX = 50;

/** True when a term is typed in Devanagari (it then matches the regional-script names). */
export const isDevanagari = (s: string) => /[\u0900-\u097F]/.test(s);

// Query strings arrive as text: '' and absent mean "no filter"; anything but digits is an error.
const wholeNumber = (raw: unknown) => {
  if (raw === undefined || raw === null) return undefined;
  const s = String(raw).trim();
  if (s === '') return undefined;
  return /^\d{1,9}$/.test(s) ? Number(s) : NaN;
};
const intField = (key: string, min = 1, max = 999999999) =>
  yup
    .number()
    .transform((_v, raw) => wholeNumber(raw))
    .typeError(key)
    .integer(key)
    .min(min, key)
    .max(max, key);
/** A part number or ALL (both ALL and empty mean every part). */
const partField = () =>
  yup
    .number()
    .transform((_v, raw) =>
      String(raw ?? '')
        .trim()
        .toUpperCase() === 'ALL'
        ? undefined
        : wholeNumber(raw),
    )
    .typeError('validation.partno')
    .integer('validation.partno')
    .min(1, 'validation.partno')
    .max(999999, 'validation.partno');

const acnoField = () => intField('validation.acno', 1, 9999);
const ageField = () => intField('validation.ageRange', AGE_MIN, AGE_MAX).min(AGE_MIN, 'validation.ageRange');

const GENDER_CODES: Record<string, 'M' | 'F' | 'O' | undefined> = { M: 'M', F: 'F', O: 'O', '1': 'M', '2': 'F', '3': 'O', ALL: undefined, '': undefined };
/** M, F, O or the API's codes 1, 2, 3; ALL or empty: every gender. */
const genderField = () =>
  yup
    .string()
    .transform((_v, raw) => {
      if (raw == null) return undefined;
      const s = String(raw).trim().toUpperCase();
      return s in GENDER_CODES ? GENDER_CODES[s] : s;
    })
    .oneOf(['M', 'F', 'O'] as const, 'validation.gender');

/** A name term: 3+ characters, any script; empty means no name filter. */
const nameTerm = (key = 'validation.nameSearchMin') =>
  yup
    .string()
    .transform((_v, raw) => {
      if (raw == null) return undefined;
      const s = String(raw).trim().replace(/\s+/g, ' ');
      return s === '' ? undefined : s;
    })
    .min(NAME_SEARCH_MIN, key)
    .max(NAME_TERM_MAX, 'validation.nameTooLong');

const textFilter = () =>
  yup
    .string()
    .transform((_v, raw) => {
      if (raw == null) return undefined;
      const s = String(raw).trim();
      return s === '' ? undefined : s;
    })
    .max(200, 'validation.nameTooLong');

const paging = {
  page: intField('validation.page', 1, 1000000).default(1),
  pageSize: intField('validation.pageSize', 1, MAX_PAGE_SIZE).default(PAGE_SIZE),
};

// min <= max, reported on fromAge with its own message.
export function ageOrder(this: yup.TestContext, v: { fromAge?: number; toAge?: number }) {
  if (v?.fromAge != null && v?.toAge != null && v.fromAge > v.toAge) {
    return this.createError({ path: 'fromAge', message: 'validation.ageOrder' });
  }
  return true;
}

/**
 * The filters of a voter search beside its constituency and part. The printed slips of a whole
 * search result take the same fields, so a search and its print select the same voters.
 */
export const searchFilterFields = () => ({
  section: intField('validation.section', 0, 9999),
  prabhag: textFilter(),
  vcenter_id: intField('validation.vcenter', 1),
  vcenter: textFilter(),
  enfname: nameTerm(),
  enlname: nameTerm(),
  fromAge: ageField(),
  toAge: ageField(),
  gender: genderField(),
});
const searchFiltersSchema = yup.object(searchFilterFields());
export type SearchFilterInput = yup.InferType<typeof searchFiltersSchema>;
export const SEARCH_FILTERS = Object.keys(searchFiltersSchema.fields) as Array<keyof SearchFilterInput>;

/** Every filter a voter search understands. */
export const voterSearchQuerySchema = yup
  .object({
    acno: acnoField(),
    partno: partField(),
    ...searchFilterFields(),
    ...paging,
  })
  .test('age-order', 'validation.ageOrder', ageOrder);
export type VoterSearchFilters = yup.InferType<typeof voterSearchQuerySchema>;

/** The tabs' searches run inside a constituency. */
export const acnoSearchQuerySchema = voterSearchQuerySchema.shape({ acno: acnoField().required('validation.acno') });

export const atozQuerySchema = yup
  .object({
    acno: acnoField().required('validation.acno'),
    partno: partField(),
    fromAge: ageField(),
    toAge: ageField(),
    gender: genderField(),
    letter: yup
      .string()
      .transform((_v, raw) => (raw == null || String(raw).trim() === '' ? undefined : String(raw).trim().toUpperCase()))
      .matches(/^([A-Z]|#)$/, 'validation.letter'),
    ...paging,
  })
  .test('age-order', 'validation.ageOrder', ageOrder);
export type AtozFilters = yup.InferType<typeof atozQuerySchema>;

export const ageReportQuerySchema = yup
  .object({
    acno: acnoField().required('validation.acno'),
    partno: partField(),
    fromAge: ageField().required('validation.ageRange'),
    toAge: ageField().required('validation.ageRange'),
    gender: genderField(),
    ...paging,
  })
  .test('age-order', 'validation.ageOrder', ageOrder);
export type AgeReportFilters = yup.InferType<typeof ageReportQuerySchema>;

const alignFilter = () =>
  yup
    .string()
    .transform((_v, raw) => {
      if (raw == null) return undefined;
      const s = String(raw).trim();
      return s === '' || s.toUpperCase() === 'ALL' ? undefined : s;
    })
    .oneOf(ALIGN_VALUES, 'validation.align');

export const alignReportQuerySchema = yup.object({
  acno: acnoField().required('validation.acno'),
  partno: partField(),
  align_with_party: alignFilter(),
  align_with_candidate: alignFilter(),
  ...paging,
});
export type AlignReportFilters = yup.InferType<typeof alignReportQuerySchema>;

export const acnoQuerySchema = yup.object({ acno: acnoField().required('validation.acno'), partno: partField() });
/** vcenter-list: the constituency is optional. */
export const acnoOnlyQuerySchema = yup.object({ acno: acnoField().required('validation.acno') });
export const optionalAcnoQuerySchema = yup.object({ acno: acnoField() });

export const familyDetailsQuerySchema = yup.object({
  id: intField('validation.voterRequired').required('validation.voterRequired'),
  partno: partField(),
  enfname: nameTerm(),
  enlname: nameTerm(),
});

export const familyMembersQuerySchema = yup.object({
  voter_list_id: intField('validation.voterRequired').required('validation.voterRequired'),
  family_id: textFilter(),
});

export const votingLocationEditQuerySchema = yup.object({
  id: intField('validation.centreRequired').required('validation.centreRequired'),
  acno: acnoField().required('validation.acno'),
});

/** POST voting-center-location: the centre a part is polled in. */
export const partCentreSchema = yup.object({
  acno: acnoField().required('validation.acno'),
  partno: partField().required('validation.partno'),
});

/** POST update-count: one more WhatsApp send of this voter's slip. */
export const updateCountSchema = yup.object({
  voter_id: intField('validation.voterRequired').required('validation.voterRequired'),
});

/** PUT voting-location-update: the centre's new point, inside India. */
export const votingLocationUpdateSchema = yup.object({
  id: intField('validation.centreRequired').required('validation.centreRequired'),
  acno: acnoField().required('validation.acno'),
  voting_center_location: pointField().required('validation.point').nonNullable('validation.point'),
});
export type VotingLocationUpdatePayload = yup.InferType<typeof votingLocationUpdateSchema>;

// Dropdown values: empty means "not chosen"; anything else must be one of the list.
const choice = <T extends string>(values: readonly T[], key: string) =>
  yup
    .string()
    .transform((_v, raw) => (raw == null || String(raw).trim() === '' ? null : String(raw).trim()))
    .nullable()
    .default(null)
    .oneOf([...values, null], key);

const optionalPhone = () =>
  yup
    .string()
    .nullable()
    .default(null)
    .transform((_v, raw) => (raw == null || String(raw).trim() === '' ? null : normalisePhone(String(raw))))
    .test('phone', 'validation.phone10', (v) => v == null || hasTenDigits(v))
    .test('mobileStart', MOBILE_START_KEY, startsAsMobile);

const optionalText = (max: number, key = 'validation.nameTooLong') =>
  yup
    .string()
    .nullable()
    .default(null)
    .transform((_v, raw) => (raw == null || String(raw).trim() === '' ? null : String(raw).trim()))
    .max(max, key);

const voterId = () =>
  yup
    .number()
    .transform((_v, raw) => wholeNumber(raw))
    .typeError('validation.voterRequired')
    .integer('validation.voterRequired')
    .min(1, 'validation.voterRequired')
    .required('validation.voterRequired');

export const familyMemberSchema = yup.object({
  voter_list_id: voterId(),
  phone_no: optionalPhone(),
  align_with_party: choice(ALIGN_VALUES, 'validation.align'),
  align_with_candidate: choice(ALIGN_VALUES, 'validation.align'),
});

/** The voter's own fields of a details record (the household's members apart). */
export const DETAIL_FIELDS = [
  'phone_no',
  'category',
  'religion',
  'employment_types',
  'align_with_candidate',
  'align_with_party',
  'building_types',
  'house_types',
  'marital_statuses',
  'income_groups',
  'family_types',
  'voter_group_id',
  'address',
  'location',
] as const;
const filled = (x: unknown) => x != null && String(x).trim() !== '';

/** Whether a details record holds anything: a field of the voter, or a household member's phone or alignment. */
export function hasDetails(v: Partial<Record<(typeof DETAIL_FIELDS)[number], unknown>> & { familyMembers?: Array<Record<string, unknown>> | null }): boolean {
  if (DETAIL_FIELDS.some((f) => filled(v[f]))) return true;
  return (v.familyMembers ?? []).some((m) => filled(m.phone_no) || filled(m.align_with_party) || filled(m.align_with_candidate));
}

/** The details collected about a voter and the household, saved from the add-details modal. */
export const voterInfoAddSchema = yup
  .object({
    user_id: voterId(),
    phone_no: optionalPhone(),
    category: optionalText(100),
    religion: optionalText(100),
    employment_types: choice(EMPLOYMENT_TYPES, 'validation.choice'),
    align_with_candidate: choice(ALIGN_VALUES, 'validation.align'),
    align_with_party: choice(ALIGN_VALUES, 'validation.align'),
    building_types: choice(BUILDING_TYPES, 'validation.choice'),
    house_types: choice(HOUSE_TYPES, 'validation.choice'),
    marital_statuses: choice(MARITAL_STATUSES, 'validation.choice'),
    income_groups: choice(INCOME_GROUPS, 'validation.choice'),
    family_types: choice(FAMILY_TYPES, 'validation.choice'),
    voter_group_id: yup
      .number()
      .transform((_v, raw) => wholeNumber(raw))
      .typeError('validation.integer')
      .integer('validation.integer')
      .min(1, 'validation.integer')
      .nullable()
      .default(null),
    address: optionalText(500, 'validation.addressTooLong'),
    location: pointField().nullable().default(null),
    family_id: optionalText(100),
    acno: yup
      .number()
      .transform((_v, raw) => wholeNumber(raw))
      .typeError('validation.acno')
      .integer('validation.acno')
      .min(1, 'validation.acno')
      .max(9999, 'validation.acno')
      .nullable()
      .default(null),
    familyMembers: yup.array(familyMemberSchema).max(30, 'validation.tooManyMembers').default([]),
  })
  .test('details', 'voterInfo.empty', function (v) {
    // An empty record would mark the voter "Details added" with nothing collected.
    return hasDetails(v) || this.createError({ path: 'details', message: 'voterInfo.empty' });
  });
export type VoterInfoAddPayload = yup.InferType<typeof voterInfoAddSchema>;
