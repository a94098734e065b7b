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
import { KEPT_EVENT, keptSummary, type KeptSummary } from './kept';
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

/** Changes kept on this phone for users signed out (their session ended elsewhere): whom to sign in to send them. */
function KeptNotice() {
  const t = useT();
  // read after the first paint: the page's prerendered form is taken over as it is
  const [kept, setKept] = useState<KeptSummary[]>([]);
  useEffect(() => {
    const read = () => setKept(keptSummary());
    read();
    window.addEventListener(KEPT_EVENT, read);
    return () => window.removeEventListener(KEPT_EVENT, read);
  }, []);
  if (!kept.length) return null;
  return (
    <div className="kept-signin" role="alert">
      {kept.map((k) => (
        <p key={`${k.tenant_id}:${k.user_id}`}>{t('phone.keptSignIn', { n: k.n, name: k.name ?? '' })}</p>
      ))}
    </div>
  );
}

function SignIn() {
  const dispatch = useDispatch();
  // the screens that follow keep another user's queue apart and wipe their voters before showing any
  return (
    <>
      <KeptNotice />
      <SignInForm language={<Language />} onSignedIn={async (answer: LoginAnswer) => void dispatch(signedIn(answer))} onDeviceSignedOut={() => undefined} />
    </>
  );
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
