import * as yup from 'yup';
import { requiredPoint } from './points';

const id = (requiredKey: string) =>
  yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError(requiredKey)
    .integer(requiredKey)
    .positive(requiredKey)
    .required(requiredKey);

/** An office: name, area, in-charges, a picked location and its address. */
export const officeSchema = yup.object({
  office_name: yup.string().trim().required('validation.officeNameRequired').max(150, 'validation.nameTooLong'),
  area_id: id('validation.areaRequired'),
  primary_incharge: id('validation.primaryInchargeRequired'),
  secondary_incharge: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null || raw === 0 || raw === '0' ? null : v))
    .typeError('validation.unknownUser')
    .integer('validation.unknownUser')
    .positive('validation.unknownUser')
    .nullable()
    .default(null)
    .test('different', 'validation.sameIncharge', function (v) {
      return v == null || v !== this.parent.primary_incharge;
    }),
  location: requiredPoint('validation.officeLocation'),
  address: yup.string().trim().required('validation.officeAddress').max(500, 'validation.addressTooLong'),
});
export type OfficePayload = yup.InferType<typeof officeSchema>;
