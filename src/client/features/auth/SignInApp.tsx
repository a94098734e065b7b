// The sign-in page as the server sends it on a first visit: rendered into the HTML at build time
// (prerender/signIn.tsx) and taken over by signIn.tsx, with the catalogue entries it shows in the
// three languages and no store; the rest of the console loads once someone signs in.
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/domain/constants';
import { LanguageChoice } from '../../components/layout/LanguageChoice';
import { onIntlError, showLocale } from '../../i18n/intl';
import type { LoginAnswer } from '../../store/authSlice';
import SignInForm from './SignInForm';
import { clearStoredToken } from './session';

export type Catalogues = Record<Locale, Record<string, string>>;

export default function SignInApp({
  locale: first,
  catalogues,
  onSignedIn,
}: {
  locale: Locale;
  catalogues: Catalogues;
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
}) {
  const [locale, setLocale] = useState(first);
  useEffect(() => showLocale(locale), [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogues[locale]} onError={onIntlError}>
      <SignInForm language={<LanguageChoice value={locale} onChange={setLocale} />} onSignedIn={onSignedIn} onDeviceSignedOut={clearStoredToken} />
    </IntlProvider>
  );
}
