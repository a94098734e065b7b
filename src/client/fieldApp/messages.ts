// The field app's texts: the top-level catalogues cut down at build time to the keys the phone
// shows (webpack.config.ts, FIELD_KEYS), English in the first load, Hindi and Marathi fetched when
// chosen and kept by the service worker for offline use. English fills any key a locale lacks.
import en from '../../../i18n/en.json?field';
import type { Locale } from '../../shared/domain/constants';

export type Messages = Record<string, string>;
const loaded: Partial<Record<Locale, Messages>> = { en };

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (!loaded[locale]) {
    const mod =
      locale === 'hi'
        ? await import(/* webpackChunkName: "field-i18n-hi" */ '../../../i18n/hi.json?field')
        : await import(/* webpackChunkName: "field-i18n-mr" */ '../../../i18n/mr.json?field');
    loaded[locale] = { ...en, ...mod.default };
  }
  return loaded[locale];
}

export const englishMessages = en;
