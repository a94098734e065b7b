import { hash, verify } from '@node-rs/argon2';

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
