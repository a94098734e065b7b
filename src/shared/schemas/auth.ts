import * as yup from 'yup';

// Messages are i18n keys: the client translates them, the server answers their English text.
export const loginSchema = yup.object({
  email: yup.string().trim().required('validation.emailRequired').email('validation.emailInvalid').max(254),
  password: yup.string().required('validation.passwordRequired').max(200),
  device_info: yup.string().max(200).default('web'),
});
export type LoginPayload = yup.InferType<typeof loginSchema>;

export const deviceSignOutSchema = yup.object({
  id: yup.number().integer().required('validation.required'),
  user_id: yup.number().integer().required('validation.required'),
});

export const updateStepSchema = yup.object({
  admin_id: yup.number().integer().required('validation.required'),
  step: yup.number().integer().min(1).max(4, 'validation.stepRange').required('validation.required'),
  candidate_id: yup.number().integer().nullable().optional(),
});
