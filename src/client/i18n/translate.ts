import { useCallback } from 'react';
import { useIntl } from 'react-intl';
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

/** The page's translator: `t('key', values)` says the catalogue key in the page's language. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}
