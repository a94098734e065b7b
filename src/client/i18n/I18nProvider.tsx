import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../shared/domain/constants';
import { useAppSelector } from '../store/hooks';
import { isLoaded, loadCatalogue, messagesFor, type Messages } from './messages';

interface Shown {
  locale: Locale;
  messages: Messages;
}

/**
 * IntlProvider for the locale chosen in the UI slice; <html lang> follows it. A catalogue not
 * loaded yet is fetched first; meanwhile the previous language stays on screen.
 */
export default function I18nProvider({ children }: { children: ReactNode }) {
  const chosen = useAppSelector((s) => s.ui.locale);
  const locale: Locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  const [shown, setShown] = useState<Shown | null>(() => (isLoaded(locale) ? { locale, messages: messagesFor(locale) } : null));

  useEffect(() => {
    let live = true;
    const show = () => live && setShown({ locale, messages: messagesFor(locale) });
    if (isLoaded(locale)) show();
    else
      loadCatalogue(locale).then(show, (e) => {
        console.error('catalogue not loaded', e);
        if (live) setShown({ locale: DEFAULT_LOCALE, messages: messagesFor(DEFAULT_LOCALE) });
      });
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.locale;
    // the server sends the sign-in page already rendered in this language on the next visit
    document.cookie = `${LOCALE_COOKIE}=${shown.locale}; path=/; max-age=31536000; samesite=lax`;
  }, [shown]);

  // The first paint of a Hindi or Marathi session waits for its catalogue (a few ms, same host).
  if (!shown) return null;
  // A locale switch re-renders at once when the catalogue is already here.
  const current = shown.locale === locale || !isLoaded(locale) ? shown : { locale, messages: messagesFor(locale) };
  return (
    <IntlProvider locale={current.locale} defaultLocale={DEFAULT_LOCALE} messages={current.messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

// Missing keys fall back to English (messagesFor); anything else is a real fault worth seeing.
function onIntlError(err: { code?: string }) {
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err);
}
