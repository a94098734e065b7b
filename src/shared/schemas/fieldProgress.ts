// The console's view of the field work: the query of the progress figures, shared by the screen
// and the server's validation.
import * as yup from 'yup';
import { whole } from './queryNumbers';

/** GET field/progress: a constituency's figures, or one part's. */
export const fieldProgressQuerySchema = yup.object({
  acno: whole('validation.acno', 9999).required('validation.acno'),
  partno: whole('validation.partno', 999999),
});
export type FieldProgressQuery = yup.InferType<typeof fieldProgressQuerySchema>;
