// What every IntlProvider of the console shares, the sign-in page's included (it loads before the
// store and the rest of the console).
import { LOCALE_COOKIE, type Locale } from '../../shared/domain/constants';

/** The page's language on <html lang> and in the cookie that makes the server send the next sign-in page in it. */
export function showLocale(locale: Locale) {
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

// Missing keys fall back to English (the catalogues are merged over it); anything else is a real
// fault worth seeing.
export function onIntlError(err: { code?: string }) {
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err);
}
