// A printed paper speaks the language chosen for it, not the English of the server's answers:
// its words come from the console's three catalogues.
import en from '../../../../i18n/en.json';
import hi from '../../../../i18n/hi.json';
import mr from '../../../../i18n/mr.json';
import type { RollLanguage } from '../../../shared/schemas/paper';

const CATALOGUES: Record<RollLanguage, Record<string, string>> = { en, hi, mr };

export type Words = (key: string, values?: Record<string, string | number>) => string;

/** The words of one language, {placeholders} filled from values. */
export const wordsOf =
  (lang: RollLanguage): Words =>
  (key, values) =>
    (CATALOGUES[lang][key] ?? key).replace(/\{(\w+)\}/g, (all, k: string) => (values && k in values ? String(values[k]) : all));

/** A name in the chosen language: the Devanagari twin for Marathi and Hindi when the roll has it. */
export const inLanguage = (lang: RollLanguage, english: string | null, devanagari: string | null) =>
  (lang === 'en' ? english || devanagari : devanagari || english) ?? '';

/** 2026-11-20 as 20-11-2026, as Indian papers write a day. */
export const indianDay = (day: string) => day.split('-').reverse().join('-');
