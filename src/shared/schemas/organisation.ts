import * as yup from 'yup';
import { GENDERS, InstallationType } from '../domain/constants';
import { MOBILE_START_KEY, hasTenDigits, normalisePhone, startsAsMobile } from '../phone';

const image = yup.string().nullable().optional().max(4_000_000, 'validation.imageTooLarge');

/** A required mobile number; `tenDigitsKey` is what a number of another length is told (a form may word it its own way). */
export const phoneWith = (tenDigitsKey: string) =>
  yup
    .string()
    .transform((v) => (v ? normalisePhone(v) : v))
    .required('validation.phoneRequired')
    .test('phone', tenDigitsKey, (v) => hasTenDigits(v))
    .test('mobileStart', MOBILE_START_KEY, startsAsMobile);

export const phone = phoneWith('validation.phone10');

/** Organisation sign-up payload (entities): the organisation and its first admin. */
export const organisationSchema = yup.object({
  installation_type: yup
    .number()
    .typeError('validation.installationTypeRequired')
    .oneOf([InstallationType.Loksevak, InstallationType.Survey], 'validation.installationTypeRequired')
    .required('validation.installationTypeRequired'),
  organization_full_name: yup.string().trim().required('validation.orgFullNameRequired').max(200),
  organization_short_name: yup.string().trim().required('validation.orgShortNameRequired').max(50),
  f_name: yup.string().trim().required('validation.firstNameRequired').max(100),
  l_name: yup.string().trim().max(100).default(''),
  phone_no: phone,
  email: yup.string().trim().lowercase().required('validation.emailRequired').email('validation.emailInvalid').max(254),
  password: yup.string().required('validation.passwordRequired').min(8, 'validation.passwordMin').max(200),
  gender: yup
    .number()
    .typeError('validation.genderRequired')
    .oneOf([...GENDERS], 'validation.genderRequired')
    .required('validation.genderRequired'),
  organization_symbol: image,
  organization_election_symbol: image,
});
export type OrganisationPayload = yup.InferType<typeof organisationSchema>;

/** Update by a super administrator: same fields, password optional. */
export const organisationUpdateSchema = organisationSchema.shape({
  admin_id: yup.number().integer().required('validation.required'),
  password: yup.string().optional().min(8, 'validation.passwordMin').max(200),
});
