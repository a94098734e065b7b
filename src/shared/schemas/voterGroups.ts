import * as yup from 'yup';
import { pointField } from './points';

/** Text that may be left empty: '' and blanks become null. */
const optionalText = (max: number, key: string) =>
  yup
    .string()
    .transform((_v, raw) => (raw == null || String(raw).trim() === '' ? null : String(raw).trim()))
    .nullable()
    .default(null)
    .max(max, key);

/**
 * POST /voters-group/add and PUT /voters-group/update:
 * name, description and area are required; the location's address must not be empty. The point
 * picked on the map goes with it when there is one, and must then be in India.
 */
export const voterGroupSchema = yup.object({
  voter_group_name: yup.string().trim().required('validation.voterGroupNameRequired').max(150, 'validation.nameTooLong'),
  voter_group_description: yup.string().trim().required('validation.voterGroupDescriptionRequired').max(1000, 'validation.descriptionTooLong'),
  area_id: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError('validation.areaRequired')
    .integer('validation.areaRequired')
    .positive('validation.areaRequired')
    .required('validation.areaRequired'),
  special_instructions: optionalText(1000, 'validation.instructionsTooLong'),
  location_name: yup.string().trim().required('validation.voterGroupLocation').max(500, 'validation.addressTooLong'),
  location: pointField().nullable().default(null),
});
export type VoterGroupPayload = yup.InferType<typeof voterGroupSchema>;
