import { hash, verify } from '@node-rs/argon2';
import { badRequest, fieldError } from '../http';

// argon2id (the library's default algorithm) with its default cost (19 MiB, t=2).
export const hashPassword = (plain: string) => hash(plain);

// Verifying against this when the email is unknown keeps both failures equally slow.
let dummy: Promise<string> | null = null;
export async function verifyPassword(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) {
    dummy ??= hash('not-a-real-password');
    await verify(await dummy, plain).catch(() => false);
    return false;
  }
  return verify(hashed, plain).catch(() => false);
}

// The 49,000 most common passwords of public breaches (zxcvbn-ts's list), loaded on first use.
let common: Promise<Set<string>> | null = null;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then((m) => new Set((m.dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()))));

/** Why a new password may not be used (an i18n key), or null: a common one, or the email or its name. */
export async function passwordProblem(plain: string, email?: string | null): Promise<string | null> {
  const p = plain.toLowerCase();
  const mail = (email ?? '').toLowerCase();
  if (mail && (p === mail || p === mail.split('@')[0])) return 'validation.passwordCommon';
  return (await commonPasswords()).has(p) ? 'validation.passwordCommon' : null;
}

/** Refuses (400 on `field`) a new password that fails passwordProblem. */
export async function assertGoodPassword(plain: string, email?: string | null, field = 'password') {
  const key = await passwordProblem(plain, email);
  if (key) throw badRequest([fieldError(field, key)]);
}
