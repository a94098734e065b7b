// A survey question as a screen in `locale` shows it: the organisation's Devanagari wording on a
// Hindi or Marathi screen where it gave one, the question as typed otherwise (field by field).
import type { LocalWording } from './api/surveys';

interface Worded extends LocalWording {
  question: string;
  option1: string;
  option2: string;
  option3: string;
}

export function wordingFor(q: Worded, locale: string): { question: string; options: [string, string, string] } {
  const local = locale !== 'en';
  const pick = (typed: string, devanagari: string | null) => (local && devanagari ? devanagari : typed);
  return {
    question: pick(q.question, q.question_local),
    options: [pick(q.option1, q.option1_local), pick(q.option2, q.option2_local), pick(q.option3, q.option3_local)],
  };
}
