// Hindi and Marathi arrive as lazy chunks; until then English is shown, never raw ids.
import { isLocale } from '../../shared/domain/constants';

type MessagesModule = typeof import('./messages');

function fresh(): MessagesModule {
  let mod: MessagesModule | undefined;
  jest.isolateModules(() => {
    mod = require('./messages');
  });
  return mod!;
}

test('a locale is English until its catalogue is loaded, then its own text over English', async () => {
  const m = fresh();
  expect(m.isLoaded('en')).toBe(true);
  expect(m.isLoaded('hi')).toBe(false);
  expect(m.messagesFor('hi')['signIn.title']).toBe('Welcome back');
  await m.loadCatalogue('hi');
  expect(m.isLoaded('hi')).toBe(true);
  expect(m.messagesFor('hi')['signIn.title']).toBe('फिर से स्वागत है');
  expect(m.messagesFor('mr')['signIn.title']).toBe('Welcome back');
  await m.loadCatalogue('mr');
  expect(m.messagesFor('mr')['signIn.title']).toBe('पुन्हा स्वागत आहे');
});

test('an unknown locale falls back to English', () => {
  const m = fresh();
  expect(isLocale('fr')).toBe(false);
  expect(isLocale('mr')).toBe(true);
  expect(m.messagesFor('fr')).toBe(m.english);
});

test('a master registered for the generic texts gets them with its name, in each language, unless it has its own', async () => {
  const m = fresh();
  m.genericMasterTexts('vehicleMaker', 'audit.entityName.vehicles');
  m.genericMasterTexts('religion', 'audit.entityName.religions');
  await m.loadCatalogue('hi');
  const en = m.messagesFor('en');
  const hi = m.messagesFor('hi');
  expect(en['vehicleMaker.add']).toBe(en['masterText.add'].replace('{name}', en['audit.entityName.vehicles']));
  expect(hi['vehicleMaker.title']).toBe(hi['masterText.title'].replace('{name}', hi['audit.entityName.vehicles']));
  expect(hi['vehicleMaker.title']).not.toBe(en['vehicleMaker.title']);
  // a text of the master's own stays
  expect(en['religion.deleted']).toBe(m.english['religion.deleted']);
});
