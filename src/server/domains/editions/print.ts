// A part's two editions compared, printed for the booth-level agent and the district office: the
// counts (deleted by reason), then each elector deleted, moved, added or changed in roll order,
// in Marathi, Hindi or English by the text engine (shaped Devanagari, real text). A Devanagari
// page shows the roll's Devanagari name where it has one.
import type { Edition, EditionCounts, EditionDiffRow, EditionSlot } from '../../../shared/api/editions';
import type { RollLanguage } from '../../../shared/schemas/paper';
import { tablePdf } from '../paper/tablePdf';
import { indianDay, inLanguage, wordsOf, type Words } from '../paper/words';
import { printedAt } from '../paper/printing';

const slot = (w: Words, s: EditionSlot | null) => (s ? w('editions.printSlot', { partno: s.partno, serial: s.slnoinpart, acno: s.acno }) : '');

const change = (w: Words, r: EditionDiffRow) => {
  const c = w(`editions.change.${r.change}`);
  if (r.change !== 'deleted') return c;
  const reason = w(`editions.reason.${r.reason ?? 'none'}`);
  return r.reason_note && r.reason === 'other' ? `${c}: ${reason} (${r.reason_note})` : `${c}: ${reason}`;
};

// ASCII between the values: the text engine's fonts draw no arrow
const fields = (w: Words, r: EditionDiffRow) => r.fields.map((f) => `${w(`editions.field.${f.field}`)}: ${f.before ?? '-'} -> ${f.after ?? '-'}`).join('; ');

const label = (w: Words, e: Edition) => w('editions.label', { kind: w(`editions.kind.${e.kind}`), date: indianDay(e.roll_date) });

export function comparisonSheet(
  rows: EditionDiffRow[],
  o: { acno: number; partno: number; from: Edition; to: Edition; counts: EditionCounts; total: number; lang: RollLanguage },
) {
  const w = wordsOf(o.lang);
  const reasons = Object.entries(o.counts.reasons)
    .map(([k, n]) => `${w(`editions.reason.${k}`)} ${n}`)
    .join(', ');
  return tablePdf({
    title: w('editions.printTitle', { acno: o.acno, part: o.partno }),
    subtitle: [
      w('editions.printEditions', { from: label(w, o.from), to: label(w, o.to) }),
      w('editions.printCounts', {
        added: o.counts.added,
        deleted: o.counts.deleted,
        moved: o.counts.moved,
        changed: o.counts.changed,
        reasons: reasons || '—',
      }),
      rows.length < o.total ? w('editions.printCut', { shown: rows.length, total: o.total }) : '',
      w('editions.printPrinted', { when: printedAt() }),
    ].filter(Boolean),
    headers: [
      w('editions.colChange'),
      w('editions.colBefore'),
      w('editions.colAfter'),
      w('editions.colName'),
      w('editions.colRelative'),
      w('editions.colEpic'),
      w('editions.colAge'),
      w('editions.colHouse'),
      w('editions.colFields'),
    ],
    widths: [2.2, 2.3, 2.3, 2.6, 2.3, 1.8, 0.6, 0.9, 3.4],
    rows: rows.map((r) => [
      change(w, r),
      slot(w, r.before),
      slot(w, r.after),
      inLanguage(o.lang, r.name, r.name_v1),
      r.relative ?? '',
      r.epic_no ?? '',
      r.age == null ? '' : String(r.age),
      r.house_no ?? '',
      fields(w, r),
    ]),
  });
}
