import * as yup from 'yup';
import { GENDERS, RoleType } from '../domain/constants';
import { phone } from './organisation';
import { optionalId, requiredId } from './ids';

// The registration payload of a user or candidate (entities, states). Its rules depend on the chosen
// role, passed as yup context: { roleType, roleName, update, hasPassword }. Type 2 roles have
// no login (email and password are dropped); other roles need both (on update the password
// only when the user has none yet).

const image = yup.string().nullable().default(null).max(8_000_000, 'validation.imageTooLarge');
const noLogin = (roleType: unknown) => Number(roleType) === RoleType.NoLogin;

export const candidateSchema = yup.object({
  candidate_id: optionalId('validation.unknownCandidate'),
  reporting_to: optionalId('validation.unknownUser'),
  f_name: yup.string().trim().required('validation.firstNameRequired').max(100, 'validation.nameTooLong'),
  l_name: yup.string().trim().max(100, 'validation.nameTooLong').default(''),
  phone_no: phone,
  email: yup
    .string()
    .trim()
    .lowercase()
    .max(254, 'validation.emailInvalid')
    .when('$roleType', ([t], s) => (noLogin(t) ? s.strip() : s.required('validation.emailRequired').email('validation.emailInvalid'))),
  password: yup
    .string()
    .max(200, 'validation.passwordMin')
    .when(['$roleType', '$update', '$hasPassword'], ([t, update, hasPassword], s) => {
      if (noLogin(t)) return s.strip();
      const checked = s.min(8, 'validation.passwordMin');
      return update && hasPassword ? checked.transform((v) => (v === '' ? undefined : v)).optional() : checked.required('validation.passwordRequired');
    }),
  gender: yup
    .number()
    .typeError('validation.genderRequired')
    .oneOf([...GENDERS], 'validation.genderRequired')
    .required('validation.genderRequired'),
  office: requiredId('validation.officeRequired'),
  role_id: requiredId('validation.roleRequired'),
  special_note: yup.string().trim().max(2000, 'validation.noteTooLong').nullable().default(''),
  profile_picture: image,
  adharcard_picture: image,
  slip_image: image,
  // JSON text of an array of part numbers ("[]" if none), or the array itself
  partno_list: yup
    .array(yup.number().typeError('validation.partnoList').integer('validation.partnoList').positive('validation.partnoList').required())
    .transform((v, raw) => {
      if (typeof raw !== 'string') return v;
      if (raw.trim() === '') return [];
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    })
    .typeError('validation.partnoList')
    .max(1000, 'validation.partnoList')
    .default([]),
  phone_visibility: yup
    .number()
    .transform((v, raw) => (raw === true ? 1 : raw === false || raw === '' || raw == null ? 0 : v))
    .oneOf([0, 1], 'validation.phoneVisibility')
    .default(0),
});
export type CandidatePayload = yup.InferType<typeof candidateSchema>;

export interface CandidateContext {
  roleType?: number;
  roleName?: string;
  update?: boolean;
  hasPassword?: boolean;
}
