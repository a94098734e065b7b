// The server's English messages come from the console's own catalogue, so both say the same words.
import en from '../../i18n/en.json';

const catalogue = en as Record<string, string>;

/** `{n, plural, one {# part} other {# parts}}`: the ICU plurals the catalogue uses (English: one, other, =N). */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /(=\d+|\w+)\s*\{([^{}]*)\}/g;

function plural(all: string, name: string, branches: string, values: Record<string, string | number>): string {
  if (!(name in values)) return all;
  const n = Number(values[name]);
  const options = new Map([...branches.matchAll(BRANCH)].map((m) => [m[1], m[2]] as const));
  const chosen = options.get(`=${n}`) ?? (n === 1 ? options.get('one') : undefined) ?? options.get('other') ?? all;
  return chosen.replace(/#/g, String(values[name]));
}

/** The English message of a key, its {placeholders} and plurals filled from values. */
export function text(key: string, values?: Record<string, string | number>): string {
  const message = catalogue[key] ?? key;
  if (!values) return message;
  return message
    .replace(PLURAL, (all, name: string, branches: string) => plural(all, name, branches, values))
    .replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));
}

export const hasText = (key: string): boolean => key in catalogue;
