// An agent's sheet: the drafted claims of a part to take to the electoral registration office,
// with every detail the forms ask for, printed by the text engine (shaped Devanagari) in the
// language chosen, the form's number heading each row's group.
import type { Claim } from '../../../shared/api/claims';
import type { RollLanguage } from '../../../shared/schemas/paper';
import { tablePdf } from '../paper/tablePdf';
import { indianDay, wordsOf } from '../paper/words';
import { printedAt } from '../paper/printing';

export function claimSheet(claims: Claim[], o: { acno: number; partno?: number; agent: string | null; lang: RollLanguage; periodEnd: string | null }) {
  const w = wordsOf(o.lang);
  const relation = (c: Claim) => (c.relative_name ? `${c.relation_type ? `${w(`claims.relation.${c.relation_type}`)}: ` : ''}${c.relative_name}` : '');
  return tablePdf({
    title: w('claims.sheetTitle', { acno: o.acno, part: o.partno ?? w('claims.allParts') }),
    subtitle: [
      o.agent ? w('claims.sheetAgent', { agent: o.agent }) : w('claims.sheetAllAgents'),
      o.periodEnd ? w('claims.sheetPeriodEnd', { date: indianDay(o.periodEnd) }) : '',
      w('claims.sheetPrinted', { when: printedAt(), count: claims.length }),
    ].filter(Boolean),
    headers: [
      w('claims.colForm'),
      w('claims.colPart'),
      w('claims.colName'),
      w('claims.colRelative'),
      w('claims.colAge'),
      w('claims.colGender'),
      w('claims.colHouse'),
      w('claims.colEpic'),
      w('claims.colPhone'),
      w('claims.colReason'),
      w('claims.colDrafted'),
      w('claims.colSigned'),
    ],
    widths: [1.1, 1.4, 3, 3, 0.8, 0.9, 1.3, 2, 2, 3, 1.5, 2],
    rows: claims.map((c) => [
      w(`claims.form.${c.form}`),
      `${c.partno}${c.slnoinpart != null ? ` / ${c.slnoinpart}` : ''}`,
      c.name,
      relation(c),
      c.age == null ? '' : String(c.age),
      c.gender ? w(`claims.gender.${c.gender}`) : '',
      c.house_no ?? '',
      c.epic_no ?? '',
      c.phone ?? '',
      c.reason ?? '',
      indianDay(c.drafted_on),
      '',
    ]),
  });
}
