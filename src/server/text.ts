// The server's English messages come from the console's own catalogue, so both say the same words.
import en from '../../i18n/en.json';

const catalogue = en as Record<string, string>;

/** The English message of a key, its {placeholders} filled from values. */
export function text(key: string, values?: Record<string, string | number>): string {
  const message = catalogue[key] ?? key;
  return values ? message.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all)) : message;
}

export const hasText = (key: string): boolean => key in catalogue;
