// The server's English text of a catalogue key: placeholders and ICU plurals filled as the console's react-intl fills them.
import { text } from './text';

it('fills placeholders and chooses the plural the count asks for', () => {
  expect(text('auth.tooManyAttempts', { minutes: 1 })).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  expect(text('auth.tooManyAttempts', { minutes: 15 })).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  expect(text('voterImport.doneDetail', { parts: 1, acnos: '38', seconds: 4 })).toBe('1 part of constituency 38, in 4 s.');
  expect(text('voterImport.doneDetail', { parts: 2, acnos: '38, 39', seconds: 4 })).toBe('2 parts of constituency 38, 39, in 4 s.');
  // a value not given leaves its placeholder as it was
  expect(text('auth.tooManyAttempts', {})).toContain('{minutes, plural,');
});
