import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/domain/constants';
import { useAppSelector } from '../store/hooks';
import { onIntlError, showLocale } from './intl';
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
    showLocale(shown.locale);
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
