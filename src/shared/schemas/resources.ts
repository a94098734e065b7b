import * as yup from 'yup';
import { requiredId } from './ids';

/** A material: the name and the type are required, the photo is optional. */
export const resourceSchema = yup.object({
  resource_name: yup.string().trim().required('validation.resourceNameRequired').max(150, 'validation.nameTooLong'),
  resources_type_id: requiredId('validation.resourceTypeRequired'),
  /** a new photo as base64 (a data URL or bare); anything else keeps the stored one */
  image: yup.string().nullable().default(null).max(8_000_000, 'validation.imageTooLarge'),
});
