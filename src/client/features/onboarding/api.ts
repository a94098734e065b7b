// The onboarding's own step call, so this feature imports no other feature.
import { baseApi } from '../../api/baseApi';
import { mutationOf } from '../../api/endpoints';
import { AuthApi, type StepAnswer } from '../../../shared/api/auth';

export type { StepAnswer };

export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    raiseStep: mutationOf(build, AuthApi.updateStep),
  }),
});

export const { useRaiseStepMutation } = onboardingApi;
