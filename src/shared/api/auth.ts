// Sign-in with per-device sessions, the session's own user, sign-out and the onboarding step; and
// the public configuration the console reads before anyone signs in.
import { API_ROOT, reply, route } from './contract';
import { deviceSignOutSchema, loginSchema, updateStepSchema } from '../schemas/auth';
import type { Message } from './messages';

/** The signed-in user as the console keeps it. */
export interface SessionUser {
  id: number;
  type: number;
  installation_type: number;
  candidate_id: number | null;
  org_id: number;
  steps: number;
  f_name: string;
  l_name: string;
  email: string | null;
  role_id: number | null;
  role_name: string | null;
  profile_picture?: string | null;
  /** the role modules the user may open (every module for an organisation admin) */
  modules: string[];
  tenant: { id: number; admin_id: number | null };
}

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
export interface LoginResponse extends Message {
  accessToken: string | null;
  devices: Device[];
  signOutToken?: string;
  configData: ConfigItem[];
  user: SessionUser | null;
}

export interface StepAnswer extends Message {
  steps: number;
  candidate_id: number | null;
}

export interface PublicConfig {
  googleMapsKey: string | null;
  tileUrl: string;
}

export const AuthApi = {
  login: route({
    method: 'POST',
    path: `${API_ROOT}/auth/login`,
    scope: 'public',
    summary: 'Signs in: a session token, or the devices to end when the device limit is met',
    body: loginSchema,
    response: reply<LoginResponse>('accessToken', 'msg', 'key', 'devices', 'signOutToken', 'configData', 'user'),
  }),
  /** Ends one device session of the caller's own user; the device-limit token may call it. */
  deviceSignOut: route({
    method: 'POST',
    path: `${API_ROOT}/sign-out`,
    scope: 'account',
    deviceLimit: true,
    summary: "Ends one of the caller's device sessions",
    body: deviceSignOutSchema,
    response: reply<Message>('msg', 'key'),
  }),
  signOut: route({
    method: 'POST',
    path: '/sign-out',
    scope: 'tenant',
    everyUser: 'own session',
    summary: 'Ends the current session',
    response: reply<Message>('msg', 'key'),
  }),
  signOutAll: route({
    method: 'POST',
    path: '/sign-out-all',
    scope: 'tenant',
    everyUser: 'own session',
    summary: "Ends every session of the caller's user, on every device",
    response: reply<Message & { count: number }>('msg', 'key', 'count'),
  }),
  logOut: route({ method: 'GET', path: '/log-out', scope: 'tenant', summary: 'Ends the current session', response: reply<Message>('msg', 'key') }),
  me: route({
    method: 'GET',
    path: '/me',
    scope: 'tenant',
    summary: 'The signed-in user, with the role modules and the configuration',
    response: reply<{ user: SessionUser; configData: ConfigItem[] }>('user', 'configData'),
  }),
  /** Onboarding progress: only the organisation's own admin moves it. */
  updateStep: route({
    method: 'POST',
    path: '/update-step',
    scope: 'tenant',
    module: 'admin',
    summary: "Moves the organisation's onboarding to a step",
    body: updateStepSchema,
    response: reply<StepAnswer>('msg', 'key', 'steps', 'candidate_id'),
  }),
  publicConfig: route({
    method: 'GET',
    path: `${API_ROOT}/public/config`,
    scope: 'public',
    summary: 'The map settings the console needs before sign-in',
    response: reply<PublicConfig>('googleMapsKey', 'tileUrl'),
  }),
};
