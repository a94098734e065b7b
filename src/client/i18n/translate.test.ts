import { createIntl } from 'react-intl';
import en from '../../../i18n/en.json';
import mr from '../../../i18n/mr.json';
import { messageText } from './translate';

const intl = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

test('a server answer is shown by its key and values in the page language, never by its English text', () => {
  const body = { msg: 'Too many failed sign-ins. Try again in 3 minutes.', key: 'auth.tooManyAttempts', values: { minutes: 3 } };
  expect(messageText(intl('mr', { ...en, ...mr }), body)).toBe(intl('mr', mr).formatMessage({ id: 'auth.tooManyAttempts' }, { minutes: 3 }));
  expect(messageText(intl('mr', { ...en, ...mr }), body)).not.toBe(body.msg);
  // a key this console does not know: the server's own text; no answer at all: the fallback
  expect(messageText(intl('en', en), { msg: 'Plain text', key: 'no.such.key' })).toBe('Plain text');
  expect(messageText(intl('en', en), {})).toBe(en['error.generic']);
});
