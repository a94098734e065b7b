// The field app loads only the catalogue keys webpack.config.ts picks for it (FIELD_KEYS): every
// key its screens name, and those of the shared pieces it shows (the sign-in form, the language
// choice, dates), must be among them, or the phone would show a raw key.
import fs from 'node:fs';
import path from 'node:path';
import en from '../../../i18n/en.json';

const ROOT = path.resolve(__dirname, '../../..');
const config = fs.readFileSync(path.join(ROOT, 'webpack.config.ts'), 'utf8');
const FIELD_KEYS = new RegExp(/const FIELD_KEYS =\s*\/(.+)\/;/.exec(config)![1]);

const SHOWN = [
  ...fs
    .readdirSync(__dirname)
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => path.join(__dirname, f)),
  path.join(ROOT, 'src/client/features/auth/SignInForm.tsx'),
  path.join(ROOT, 'src/client/components/layout/LanguageChoice.tsx'),
  path.join(ROOT, 'src/client/components/FieldGroup.tsx'),
  path.join(ROOT, 'src/shared/dates.ts'),
];
const keys = Object.keys(en);

describe('the field app’s catalogue', () => {
  const named = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of SHOWN) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, k] of text.matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)) if (k in en) named.add(k);
    for (const [, p] of text.matchAll(/`([a-zA-Z]+(?:\.[\w-]+)*\.)\$\{/g)) prefixes.add(p);
  }

  it('finds the keys the screens name', () => {
    expect(named.size).toBeGreaterThan(80);
    expect([...named]).toEqual(expect.arrayContaining(['phone.saveVisit', 'consent.title', 'signIn.submit', 'layout.chooseLanguage']));
  });

  it('picks every key the screens name', () => {
    expect([...named].filter((k) => !FIELD_KEYS.test(k))).toEqual([]);
  });

  it('picks every key of a family the screens name by a variable part (phone.level.${l}, paper.outcome.${o})', () => {
    for (const p of prefixes) {
      const family = keys.filter((k) => k.startsWith(p));
      expect({ [p]: family.length }).toEqual({ [p]: expect.any(Number) });
      expect(family.filter((k) => !FIELD_KEYS.test(k))).toEqual([]);
    }
    expect([...prefixes]).toEqual(expect.arrayContaining(['phone.level.', 'paper.outcome.', 'phone.kind.']));
  });

  it('leaves out the console’s own screens', () => {
    expect(keys.filter((k) => FIELD_KEYS.test(k)).length).toBeLessThan(keys.length / 2);
    expect(FIELD_KEYS.test('audit.title')).toBe(false);
  });
});
