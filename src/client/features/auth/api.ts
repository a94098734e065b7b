// Sign-out, onboarding step and the session's own user, derived from the declared routes (the
// sign-in page's own two calls are in signInCalls.ts: it loads without the store).
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { AuthApi, type ConfigItem, type Device, type LoginResponse } from '../../../shared/api/auth';

export type { ConfigItem, Device, LoginResponse };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signOut: mutationOf(build, AuthApi.signOut),
    signOutAll: mutationOf(build, AuthApi.signOutAll),
    updateStep: mutationOf(build, AuthApi.updateStep),
    me: queryOf(build, AuthApi.me),
  }),
});

export const { useSignOutMutation, useSignOutAllMutation, useUpdateStepMutation, useMeQuery } = authApi;
