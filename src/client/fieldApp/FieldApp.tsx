// The field app's frame: the language and the session. Signed out it is the sign-in form alone
// (a first visit's whole download); signed in, the screens load (SignedIn).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useDispatch } from 'react-redux';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/domain/constants';
import { Language } from './Language';
import { onIntlError, showLocale } from '../i18n/intl';
import { useT } from '../i18n/translate';
import { signedIn, type LoginAnswer } from '../store/authSlice';
import SignInForm from '../features/auth/SignInForm';
import { usePhone } from './context';
import { englishMessages, loadMessages, type Messages } from './messages';
import type { FieldStore } from './store';
import '../fonts.css';
import './field.css';

const SignedIn = lazy(() => import(/* webpackChunkName: "field-app" */ './SignedIn'));

function Texts({ children }: { children: ReactNode }) {
  const chosen = usePhone((s) => s.ui.locale);
  const locale: Locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages }>({ locale: 'en', messages: englishMessages });
  useEffect(() => {
    let live = true;
    void loadMessages(locale).then((messages) => {
      if (!live) return;
      setShown({ locale, messages });
      showLocale(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

function SignIn() {
  const dispatch = useDispatch();
  // the screens that follow wipe another user's voters from this phone before showing any
  return <SignInForm language={<Language />} onSignedIn={async (answer: LoginAnswer) => void dispatch(signedIn(answer))} onDeviceSignedOut={() => undefined} />;
}

function Session() {
  const t = useT();
  const token = usePhone((s) => s.auth.token);
  useEffect(() => {
    document.title = t('phone.title');
  }, [t]);
  // the signed-in screens are fetched while the form is filled in (after the form has painted)
  useEffect(() => {
    if (!token) void import(/* webpackChunkName: "field-app" */ './SignedIn');
  }, [token]);
  if (!token) return <SignIn />;
  return (
    <Suspense fallback={null}>
      <SignedIn />
    </Suspense>
  );
}

export default function FieldApp({ store }: { store: FieldStore }) {
  return (
    <Provider store={store}>
      <Texts>
        <Session />
      </Texts>
    </Provider>
  );
}
