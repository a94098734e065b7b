// Sign-in, device sign-out, sign-out, onboarding step and the session's own user, derived from
// the declared routes.
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf, request } from '../../api/endpoints';
import { AuthApi, type ConfigItem, type Device, type LoginResponse } from '../../../shared/api/auth';
import type { Message } from '../../../shared/api/messages';

export type { ConfigItem, Device, LoginResponse };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: mutationOf(build, AuthApi.login),
    /** Ends another device's session with the short-lived token of the device-limit answer. */
    deviceSignOut: build.mutation<Message, { id: number; user_id: number; signOutToken: string }>({
      query: ({ id, user_id, signOutToken }) => ({
        ...request(AuthApi.deviceSignOut, { body: { id, user_id } }),
        headers: { authorization: `Bearer ${signOutToken}` },
      }),
    }),
    signOut: mutationOf(build, AuthApi.signOut),
    signOutAll: mutationOf(build, AuthApi.signOutAll),
    updateStep: mutationOf(build, AuthApi.updateStep),
    me: queryOf(build, AuthApi.me),
  }),
});

export const { useLoginMutation, useDeviceSignOutMutation, useSignOutMutation, useSignOutAllMutation, useUpdateStepMutation, useMeQuery } = authApi;
