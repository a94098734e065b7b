// Devanagari names in Latin letters as Indians spell them in English (the rolls' _EN columns):
// शर्मा is "Sharma", पाटील "Patil", संभाजी "Sambhaji". Sanscript gives the scholarly romanisation
// (IAST: śarmā, pāṭīla); from it the long-vowel and retroflex marks are dropped, ś/ṣ become sh, c ch,
// the nasal sign becomes m before b/p/m and n elsewhere, and the final inherent vowel that Hindi and
// Marathi do not say is dropped after a single consonant (पाटील -> Patil, but कृष्ण -> Krishna).
import Sanscript from '@indic-transliteration/sanscript';

const SIMPLE: Array<[RegExp, string]> = [
  [/ṃh$/g, 'ngh'],
  [/ṃ(?=[bpm])/g, 'm'],
  [/[ṃṁ]/g, 'n'],
  [/[ṅñṇ]/g, 'n'],
  [/[śṣ]/g, 'sh'],
  [/ṛ/g, 'ri'],
  [/ḷ/g, 'l'],
  [/ḥ/g, 'h'],
  [/c(?!h)/g, 'ch'],
  [/ā/g, 'a'],
  [/ī/g, 'i'],
  [/ū/g, 'u'],
  [/ṭ/g, 't'],
  [/ḍ/g, 'd'],
  [/ẏ/g, 'y'],
  [/ḻ/g, 'l'],
];

const C = '[\\u0915-\\u0939\\u0958-\\u095F]\\u093C?';
/** One akshara: a consonant cluster with its vowel sign (or none: the inherent a, or a final virama), or a vowel letter; then a nasal sign. */
const AKSHARA = new RegExp(`((?:${C}\\u094D)*${C})([\\u093E-\\u094C\\u0962\\u0963\\u094D]?)|([\\u0904-\\u0914\\u0960\\u0961])|([\\u0900-\\u0903])|(.)`, 'gu');

interface Akshara {
  text: string;
  cluster: string;
  /** the inherent a is said (no vowel sign, no virama) */
  inherent: boolean;
  vowel: boolean;
  single: boolean;
  silent?: boolean;
}

function aksharas(w: string): Akshara[] {
  const out: Akshara[] = [];
  for (const m of w.matchAll(AKSHARA)) {
    if (m[4] && out.length) {
      out[out.length - 1].text += m[4];
      out[out.length - 1].single = false; // a nasal closes the syllable: its a stays
      continue;
    }
    const cluster = m[1] ?? '';
    const sign = m[2] ?? '';
    out.push({ text: m[0], cluster, inherent: !!cluster && !sign, vowel: !cluster || sign !== '\u094D', single: !!cluster && !cluster.includes('\u094D') });
  }
  return out;
}

/**
 * The a's Hindi and Marathi do not say: the last one after a single consonant (पाटील, not पाटीला),
 * and one between two sounded syllables (नामदेव -> Namdev, सपना -> Sapna), left to right.
 */
function silence(ak: Akshara[]) {
  const last = ak.at(-1);
  if (ak.length > 1 && last?.inherent && last.single) last.silent = true;
  const says = (a: Akshara | undefined) => !!a && a.vowel && !a.silent;
  for (let i = 1; i < ak.length - 1; i++) {
    const a = ak[i];
    if (a.inherent && a.single && says(ak[i - 1]) && says(ak[i + 1])) a.silent = true;
  }
}

function word(w: string): string {
  const ak = aksharas(w);
  silence(ak);
  let latin = ak.map((a) => Sanscript.t(a.silent ? a.cluster + '\u094D' + a.text.slice(a.cluster.length) : a.text, 'devanagari', 'iast')).join('');
  for (const [re, to] of SIMPLE) latin = latin.replace(re, to);
  // व after s, sh, j, t or d is spelled w (स्वाती -> Swati, अश्विनी -> Ashwini; not after r: Arvind)
  latin = latin.replace(/(s|sh|j|t|d)v/g, '$1w');
  latin = latin.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return latin ? latin[0].toUpperCase() + latin.slice(1) : latin;
}

/** A name (one or more words) in Devanagari, spelled in Latin letters; words not in Devanagari are kept as they are. */
export function transliterateName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => (/[\u0900-\u097F]/.test(w) ? word(w) : w))
    .join(' ');
}
