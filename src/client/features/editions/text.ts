// How the editions screen writes an edition, a slot and a change (the table and the sheet alike).
import type { IntlShape } from 'react-intl';
import type { Edition, EditionDiffRow, EditionSlot } from '../../../shared/api/editions';
import { formatDateTime, formatDay } from '../../../shared/dates';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

/** "Final roll of 6 Jan 2027 (part 3)" */
export const editionLabel = (intl: Intl, e: Edition, withPart: boolean) =>
  intl.formatMessage(
    { id: withPart ? 'editions.labelPart' : 'editions.label' },
    { kind: intl.formatMessage({ id: `editions.kind.${e.kind}` }), date: formatDay(e.roll_date, intl), part: String(e.partno) },
  );

/** When the import ran, in Asia/Kolkata. */
export const importedAt = (intl: Intl, e: Edition) => formatDateTime(e.imported_at, intl);

/** "AC 38 / part 2 / section 3 / 41" */
export const slotText = (intl: Intl, s: EditionSlot | null) =>
  s
    ? intl.formatMessage(
        { id: 'editions.slot' },
        { acno: String(s.acno), partno: String(s.partno), section: String(s.section_no), serial: String(s.slnoinpart) },
      )
    : '';

/** The change, with the reason of a deletion. */
export const changeText = (intl: Intl, r: EditionDiffRow) => {
  const change = intl.formatMessage({ id: `editions.change.${r.change}` });
  if (r.change !== 'deleted') return change;
  const reason = intl.formatMessage({ id: `editions.reason.${r.reason ?? 'none'}` });
  return r.reason_note && r.reason === 'other' ? `${change}: ${reason} (${r.reason_note})` : `${change}: ${reason}`;
};

/** "house_no: 12 → 99-A; age: 41 → 42" with the fields' names in the page's language. */
export const fieldsText = (intl: Intl, r: EditionDiffRow) =>
  r.fields.map((f) => `${intl.formatMessage({ id: `editions.field.${f.field}` })}: ${f.before ?? '—'} → ${f.after ?? '—'}`).join('; ');
