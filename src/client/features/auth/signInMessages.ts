// The catalogue entries the sign-in page can show: its own texts, the server's answers to a
// sign-in (auth.*, error.*) and the login schema's field messages. The page carries them for its
// three languages instead of the whole catalogues.
import { LOCALES, type Locale } from '../../../shared/domain/constants';
import type { Catalogues } from './SignInApp';

const OWN = /^(signIn|auth|error)\./;
const ALSO = new Set([
  'common.cancel',
  'common.action',
  'layout.chooseLanguage',
  // the device list's times
  'date.am',
  'date.pm',
  // the login schema's messages, and the server's checks of any input
  'validation.emailRequired',
  'validation.emailInvalid',
  'validation.passwordRequired',
  'validation.required',
  'validation.controlChars',
  'validation.invalidType',
]);

export const isSignInKey = (key: string) => OWN.test(key) || ALSO.has(key);

/** The sign-in entries of each language, English where a language lacks one. */
export function signInCatalogues(all: Record<Locale, Record<string, string>>): Catalogues {
  const pick = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).filter(([k]) => isSignInKey(k)));
  const english = pick(all.en);
  return Object.fromEntries(LOCALES.map((l) => [l, { ...english, ...pick(all[l]) }])) as Catalogues;
}
