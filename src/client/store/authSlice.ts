// The signed-in session and onboarding progress: the values the console keeps in the browser's
// storage under fixed keys. Persisted by redux-persist (store.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../shared/api/auth';
import { signedOut } from '../api/session';

export type { SessionUser };

export interface AuthState {
  token: string | null;
  tenantId: number | null;
  installation_type: number | null;
  steps: number | null;
  admin_id: number | null;
  defaultacno: number | null;
  orgId: number | null;
  candidateId: number | null;
  type: number | null;
  phone_visibility: number;
  organization_full_name: string | null;
  user: SessionUser | null;
}

export const initialAuth: AuthState = {
  token: null,
  tenantId: null,
  installation_type: null,
  steps: null,
  admin_id: null,
  defaultacno: null,
  orgId: null,
  candidateId: null,
  type: null,
  phone_visibility: 0,
  organization_full_name: null,
  user: null,
};

export interface LoginAnswer {
  accessToken: string;
  configData: Array<{ name: string; value: string }>;
  user: SessionUser;
}

const configValue = (cfg: LoginAnswer['configData'], name: string) => cfg.find((c) => c.name === name)?.value;

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuth,
  reducers: {
    signedIn(_state, { payload }: PayloadAction<LoginAnswer>) {
      const { user, configData, accessToken } = payload;
      const acno = Number(configValue(configData, 'default_acno'));
      return {
        token: accessToken,
        tenantId: user.tenant.id,
        installation_type: user.installation_type,
        steps: user.steps,
        admin_id: user.tenant.admin_id,
        defaultacno: Number.isFinite(acno) && acno > 0 ? acno : null,
        orgId: user.org_id,
        candidateId: user.candidate_id ?? null,
        type: user.type,
        phone_visibility: Number(configValue(configData, 'phone_visibility') ?? 0),
        organization_full_name: configValue(configData, 'organization_full_name') ?? null,
        user,
      };
    },
    stepChanged(state, { payload }: PayloadAction<{ steps: number; candidateId?: number | null }>) {
      state.steps = payload.steps;
      if (state.user) state.user.steps = payload.steps;
      if (payload.candidateId != null) state.candidateId = payload.candidateId;
    },
  },
  // the session's end is the API's action (api/session.ts), so the base query sends it without importing the store
  extraReducers: (builder) => builder.addCase(signedOut, () => initialAuth),
});

export const { signedIn, stepChanged } = authSlice.actions;
export { signedOut };
export default authSlice.reducer;

export const isOnboarding = (steps: number | null | undefined) => steps != null && steps >= 1 && steps <= 3;
