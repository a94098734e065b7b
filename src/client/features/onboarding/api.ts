// POST /update-step {admin_id, step, candidate_id?} -> {msg, steps, candidate_id} (01 §4, §7):
// the onboarding's own call, so this feature imports no other feature.
import { baseApi } from '../../api/baseApi';
import { AuthPaths } from '../../../shared/api/routes';

export interface StepAnswer {
  msg: string;
  steps: number;
  candidate_id: number | null;
}

export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    raiseStep: build.mutation<StepAnswer, { admin_id: number; step: number; candidate_id?: number | null }>({
      query: (body) => ({ url: AuthPaths.updateStep, method: 'POST', body }),
    }),
  }),
});

export const { useRaiseStepMutation } = onboardingApi;
