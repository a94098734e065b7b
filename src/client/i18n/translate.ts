import type { IntlShape } from 'react-intl';
import type { ErrorBody } from '../../shared/api/messages';

/**
 * Shows a text that may be an i18n key (yup messages, server errors[].key) or a plain text
 * (server errors[].message): keys are translated, anything else is shown as it is.
 */
export function translateMaybe(intl: IntlShape, text: string | undefined | null, values?: Record<string, string | number>): string {
  if (!text) return '';
  return Object.prototype.hasOwnProperty.call(intl.messages, text) ? intl.formatMessage({ id: text }, values) : text;
}

/**
 * The text of a server answer's message in the page's language: its catalogue key with its
 * values; the English text only when the key is unknown to this console; else the fallback key.
 */
export function messageText(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, body: ErrorBody | null | undefined, fallbackKey = 'error.generic'): string {
  if (body?.key && Object.prototype.hasOwnProperty.call(intl.messages, body.key)) return intl.formatMessage({ id: body.key }, body.values);
  return body?.msg || intl.formatMessage({ id: fallbackKey });
}

let byEnglish: Map<string, string> | null = null;
let templates: Array<{ key: string; pattern: RegExp; names: string[] }> | null = null;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server answers messages in English (it reads en.json). A message that is one English
 * catalogue text, or one with simple {placeholders} filled in ("signed in on 3 devices"), is
 * shown in the current locale with the same values; anything else is shown as it is.
 */
export function translateServerMessage(intl: IntlShape, msg: string | undefined | null, english: Record<string, string>): string {
  if (!msg) return '';
  if (!byEnglish || !templates) {
    byEnglish = new Map();
    templates = [];
    for (const [k, v] of Object.entries(english)) {
      if (!byEnglish.has(v)) byEnglish.set(v, k);
      const names = [...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (names.length && !/[{][^}]*,/.test(v)) {
        const source = v
          .split(/\{\w+\}/)
          .map(escapeRe)
          .join('(.+?)');
        templates.push({ key: k, pattern: new RegExp(`^${source}$`), names });
      }
    }
  }
  const key = byEnglish.get(msg);
  if (key) return intl.formatMessage({ id: key });
  for (const t of templates) {
    const m = t.pattern.exec(msg);
    if (m) return intl.formatMessage({ id: t.key }, Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]])));
  }
  return msg;
}
