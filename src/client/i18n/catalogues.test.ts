// The three catalogues (i18n/*.json): identical keys, valid ICU, real translations.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '../../../i18n/en.json';
import hi from '../../../i18n/hi.json';
import mr from '../../../i18n/mr.json';

const cats: Record<string, Record<string, string>> = { en, hi, mr };

/**
 * Keys whose hi/mr text may equal the English one. Kept tiny: each is a symbol or a proper
 * name that is written the same in every script.
 */
const SAME_AS_ENGLISH = new Set<string>([]);
/** Texts that contain no letters (symbols, numbers, placeholders only) cannot differ. */
const hasLetters = (s: string) => /\p{L}/u.test(s.replace(/\{[^}]*\}/g, ''));

function argNames(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if ('value' in el && typeof el.value === 'string' && el.type !== TYPE.tag) out.add(el.value);
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      argNames(el.children, out);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const o of Object.values(el.options)) argNames(o.value, out);
    }
  }
  return out;
}

describe('i18n catalogues', () => {
  const keys = Object.keys(en).sort();

  test('en, hi and mr have identical key sets', () => {
    expect(keys.length).toBeGreaterThan(50);
    expect(Object.keys(hi).sort()).toEqual(keys);
    expect(Object.keys(mr).sort()).toEqual(keys);
  });

  test.each(Object.keys(cats))('every %s value is a non-empty string that parses as ICU', (locale) => {
    const bad: string[] = [];
    for (const [k, v] of Object.entries(cats[locale])) {
      if (typeof v !== 'string' || !v.trim()) {
        bad.push(`${k}: empty`);
        continue;
      }
      try {
        parse(v);
      } catch (e) {
        bad.push(`${k}: ${(e as Error).message}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test.each(['hi', 'mr'])('%s is translated (no English copies) and written in Devanagari', (locale) => {
    const copies = keys.filter((k) => !SAME_AS_ENGLISH.has(k) && hasLetters(en[k as keyof typeof en]) && cats[locale][k] === en[k as keyof typeof en]);
    expect(copies).toEqual([]);
    const noDevanagari = keys.filter((k) => hasLetters(cats[locale][k]) && !/[\u0900-\u097F]/.test(cats[locale][k]));
    expect(noDevanagari).toEqual([]);
  });

  test.each(['hi', 'mr'])('%s uses the same placeholders as en', (locale) => {
    const mismatched = keys.filter((k) => {
      const a = [...argNames(parse(en[k as keyof typeof en]))].sort();
      const b = [...argNames(parse(cats[locale][k]))].sort();
      return a.join('|') !== b.join('|');
    });
    expect(mismatched).toEqual([]);
  });

  test('the argument check sees placeholders (guards the test itself)', () => {
    expect([...argNames(parse('{n} of {total, plural, one {# item} other {# items}}'))].sort()).toEqual(['n', 'total']);
  });
});
