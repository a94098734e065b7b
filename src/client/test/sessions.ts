// What the sign-in call answers in client tests: a session of organisation 5's admin (user 7),
// and the device-limit answer with two devices to sign out of.
import type { LoginAnswer } from '../store/authSlice';

export const loginAnswer = (steps = 4, accessToken = 'tok-new') => ({
  accessToken,
  msg: 'Signed in successfully.',
  devices: [],
  configData: [
    { name: 'default_acno', value: '38' },
    { name: 'organization_full_name', value: 'Org' },
    { name: 'phone_visibility', value: '0' },
  ],
  user: {
    id: 7,
    type: 1,
    installation_type: 1,
    candidate_id: null,
    org_id: 5,
    steps,
    f_name: 'R',
    l_name: 'D',
    email: 'a@b.c',
    role_id: null,
    role_name: null,
    modules: [],
    tenant: { id: 5, admin_id: 7 },
  },
});

export const session = (steps = 4, accessToken = 'tok-new') => loginAnswer(steps, accessToken) as LoginAnswer;

export const deviceLimitAnswer = {
  accessToken: null,
  msg: 'You are signed in on 3 devices already. Sign out of one to continue.',
  key: 'auth.deviceLimit',
  values: { max: 3 },
  devices: [
    { id: 31, user_id: 7, device_type: 'desktop', device_info: { browser: 'Firefox 140', os: 'Windows' }, last_seen_at: '2026-11-26T04:30:00.000Z' },
    { id: 32, user_id: 7, device_type: 'mobile', device_info: { browser: 'Chrome 150', os: 'Android' }, last_seen_at: '2026-11-27T10:05:00.000Z' },
  ],
  signOutToken: 'limit-tok',
  configData: [],
  user: null,
};
