import { transliterateName } from './transliterate';

describe('names in Latin letters as Indians spell them', () => {
  it.each([
    ['शर्मा', 'Sharma'],
    ['पाटील', 'Patil'],
    ['रमेश', 'Ramesh'],
    ['कृष्ण', 'Krishna'],
    ['राजेंद्र', 'Rajendra'],
    ['संभाजी', 'Sambhaji'],
    ['नामदेव', 'Namdev'],
    ['सपना', 'Sapna'],
    ['दिनकर', 'Dinkar'],
    ['कमल', 'Kamal'],
    ['स्वाती', 'Swati'],
    ['अरविंद', 'Arvind'],
    ['सिंह', 'Singh'],
    ['विनोद कुमार', 'Vinod Kumar'],
  ])('%s is %s', (v1, en) => expect(transliterateName(v1)).toBe(en));

  it('keeps words that are not Devanagari', () => expect(transliterateName('रमेश B.')).toBe('Ramesh B.'));
});
