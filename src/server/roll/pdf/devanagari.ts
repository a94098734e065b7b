// Devanagari as PDF text layers give it: in the order the glyphs are drawn, not the order of
// Unicode. A font's character map names each glyph's letters, so the short i sign drawn before
// its consonant comes out before it (िक for कि), the reph drawn after its syllable comes out
// after it (शमार् for शर्मा), and PDF.js puts spaces before signs it sees as far from their
// letter. These are put back in Unicode order; what is still not well-formed Devanagari after
// that (legacy fonts' Latin codes, CID numbers, broken maps) is told apart, and such a page is
// read by OCR instead.

const C = '[\\u0915-\\u0939\\u0958-\\u095F\\u0978-\\u097F]';
const CLUSTER = `(?:${C}\\u093C?\\u094D)*${C}\\u093C?`;
/** dependent vowel signs, virama, nukta and the nasal/visarga marks: never the first of a syllable */
const SIGN = '[\\u0900-\\u0903\\u093A-\\u094F\\u0951-\\u0957\\u0962\\u0963]';

// (the short i sign is drawn first, so a space before it is the word's own)
const SPACE_BEFORE_SIGN = new RegExp(`\\s+(?=(?!\\u093F)${SIGN})`, 'g');
const SHORT_I = new RegExp(`\\u093F(${CLUSTER})`, 'g');
const REPH = new RegExp(`(${CLUSTER})([\\u093E-\\u094C\\u0962\\u0963]*)([\\u0900-\\u0902]?)\\u0930\\u094D`, 'g');

/** Drawing order to Unicode order. */
export function logicalOrder(s: string): string {
  return s.replace(SPACE_BEFORE_SIGN, '').replace(SHORT_I, '$1\u093F').replace(REPH, '\u0930\u094D$1$2$3').normalize('NFC');
}

const LETTER = /[\u0900-\u097F]/;
const BAD_SIGN = new RegExp(`(^|[^\\u0900-\\u097F\\u200C\\u200D])${SIGN}`, 'u');

/**
 * Whether text reads as well-formed Devanagari: it has Devanagari letters, no signs standing
 * alone, no private-use or replacement characters, no control codes.
 */
export function isWellFormed(s: string): boolean {
  if (!LETTER.test(s)) return false;
  if (/[\uE000-\uF8FF\uFFFD]/.test(s) || [...s].some((c) => c.charCodeAt(0) < 32 && !'\t\n\r'.includes(c))) return false;
  if (BAD_SIGN.test(s)) return false;
  // a sign after a vowel letter or a digit is a broken map too (the short i sign above all)
  return !/[\u0904-\u0914\u0966-\u096F][\u093E-\u094C]/.test(s);
}
