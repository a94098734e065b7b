// The two calls of the sign-in page, made with fetch from the declared routes: they run before
// there is a session, and the page loads without the store and RTK Query (the rest of the console
// arrives once someone has signed in). A failure throws { status, data } as RTK Query's unwrap
// does, so errorBody reads both.
import { AuthApi, type LoginResponse } from '../../../shared/api/auth';
import type { LoginPayload } from '../../../shared/schemas/auth';
import type { Message } from '../../../shared/api/messages';
import { request } from '../../api/endpoints';

async function call<T>(args: { url: string; method?: string; body?: unknown }, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(args.url, { method: args.method, headers, body: JSON.stringify(args.body) });
  const data: unknown = await res.json().catch(() => ({}));
  if (!res.ok) throw { status: res.status, data };
  return data as T;
}

export const login = (body: LoginPayload) => call<LoginResponse>(request(AuthApi.login, { body }));

/** Ends another device's session with the short-lived token of the device-limit answer. */
export const deviceSignOut = ({ id, user_id, signOutToken }: { id: number; user_id: number; signOutToken: string }) =>
  call<Message>(request(AuthApi.deviceSignOut, { body: { id, user_id } }), signOutToken);
