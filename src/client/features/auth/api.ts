// Sign-in, device sign-out, tenant sign-out, onboarding step and the session's own user
// (01 §7 Authentication), injected into the one base API.
import { baseApi } from '../../api/baseApi';
import { AuthPaths } from '../../../shared/api/routes';
import type { LoginPayload } from '../../../shared/schemas/auth';
import type { SessionUser } from '../../store/authSlice';

export interface Device {
  id: number;
  user_id: number;
  device_type: string | null;
  device_info: { browser?: string | null; os?: string | null } | null;
  created_at?: string;
  last_seen_at?: string | null;
}

export type ConfigItem = { name: string; value: string };

/** Either a session (accessToken + user) or the device-limit answer (devices + signOutToken). */
export interface LoginResponse {
  accessToken: string | null;
  msg: string;
  devices: Device[];
  signOutToken?: string;
  configData: ConfigItem[];
  user: SessionUser | null;
}

export interface MessageResponse {
  msg: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginPayload>({
      query: (body) => ({ url: AuthPaths.login, method: 'POST', body: { ...body, device_info: 'web' } }),
    }),
    /** Ends another device's session with the short-lived token of the device-limit answer. */
    deviceSignOut: build.mutation<MessageResponse, { id: number; user_id: number; signOutToken: string }>({
      query: ({ id, user_id, signOutToken }) => ({
        url: AuthPaths.deviceSignOut,
        method: 'POST',
        body: { id, user_id },
        headers: { authorization: `Bearer ${signOutToken}` },
      }),
    }),
    signOut: build.mutation<MessageResponse, void>({
      query: () => ({ url: AuthPaths.signOut, method: 'POST' }),
    }),
    updateStep: build.mutation<{ msg: string; steps: number; candidate_id: number | null }, { admin_id: number; step: number; candidate_id?: number | null }>({
      query: (body) => ({ url: AuthPaths.updateStep, method: 'POST', body }),
    }),
    me: build.query<{ user: SessionUser; configData: ConfigItem[] }, void>({
      query: () => AuthPaths.me,
    }),
  }),
});

export const { useLoginMutation, useDeviceSignOutMutation, useSignOutMutation, useUpdateStepMutation, useMeQuery } = authApi;
