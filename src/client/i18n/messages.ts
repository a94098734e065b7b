// The three top-level catalogues (i18n/*.json). English is bundled with the first load; Hindi
// and Marathi are fetched as their own chunks when chosen (they are most of the text bytes).
// English fills any key a locale lacks, so a missing translation shows English rather than a
// raw id (fallback en, constants).
import en from '../../../i18n/en.json';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/domain/constants';

export type Messages = Record<string, string>;

export const english: Messages = en;

const loaded: Partial<Record<Locale, Messages>> = { en };

/** Makes a catalogue available synchronously (the test setup registers hi and mr up front). */
export function registerCatalogue(locale: Locale, messages: Messages) {
  loaded[locale] = messages;
}

export const isLoaded = (locale: string) => isLocale(locale) && loaded[locale] != null;

export async function loadCatalogue(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const mod =
    locale === 'hi'
      ? await import(/* webpackChunkName: "i18n-hi" */ '../../../i18n/hi.json')
      : await import(/* webpackChunkName: "i18n-mr" */ '../../../i18n/mr.json');
  loaded[locale] = mod.default;
}

/** A name-only master's screen texts: the list's title, the form's titles and the three answers. */
const MASTER_TEXTS = ['title', 'add', 'edit', 'added', 'updated', 'deleted'] as const;
/** The masters whose texts the generic ones give: their key, and the catalogue key of their name. */
const genericMasters = new Map<string, string>();

/**
 * A name-only master that needs only its name in each catalogue: `${key}.title`, `.add`, ... are
 * the generic `masterText.*` texts with that name, unless the catalogue has a text of its own.
 */
export function genericMasterTexts(key: string, nameKey: string) {
  genericMasters.set(key, nameKey);
}

/** The name in an ICU text: quotes doubled, braces quoted, so a name is shown as written. */
const icuLiteral = (s: string) => s.replace(/'/g, "''").replace(/[{}]/g, (c) => `'${c}'`);

/** A catalogue with the generic texts of the name-only masters it names. */
export function withMasterTexts(m: Messages): Messages {
  if (genericMasters.size === 0) return m;
  const out = { ...m };
  for (const [key, nameKey] of genericMasters) {
    const name = m[nameKey];
    if (!name) continue;
    for (const text of MASTER_TEXTS) out[`${key}.${text}`] ??= m[`masterText.${text}`].replace('{name}', icuLiteral(name));
  }
  return out;
}

/** The messages of a loaded locale over English (English alone while it is not loaded). */
export function messagesFor(locale: string): Messages {
  const l = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const m = loaded[l];
  return withMasterTexts(l === DEFAULT_LOCALE || !m ? english : { ...english, ...m });
}
