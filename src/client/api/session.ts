// What the API's calls take from the signed-in session, and the action that ends it. Declared
// here, under the store: the store's auth slice holds the session and answers this action, and
// the base query reads the session and sends the action without importing the store back.
import { createAction } from '@reduxjs/toolkit';

/** The session's part the calls carry: its token, its organisation's tenant and voter prefix. */
export interface CallSession {
  token: string | null;
  tenantId: number | null;
  orgId: number | null;
  candidateId: number | null;
}

/** The session ends (signed out, or a token the server no longer knows); the auth slice clears it. */
export const signedOut = createAction('auth/signedOut');
