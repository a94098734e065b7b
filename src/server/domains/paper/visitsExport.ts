// Each voter's latest visit as an xlsx sheet: the office's record of who was visited, what was
// found, what the worker noted and which slips were handed over.
import type { PaperVoter } from './queries';
import { wordsOf } from './words';
import { onFirstUse } from '../../onFirstUse';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on its first use
const xlsx = onFirstUse(() => require('sheetjs-style') as typeof import('sheetjs-style'));

export function visitsXlsx(voters: PaperVoter[]): Buffer {
  const w = wordsOf('en');
  const header = [
    w('paper.col.part'),
    w('paper.serial'),
    w('paper.col.house'),
    w('paper.col.name'),
    w('paper.epic'),
    w('audit.fieldName.outcome'),
    w('audit.fieldName.slip_delivered'),
    w('audit.fieldName.supporter_level'),
    w('audit.fieldName.phone'),
    w('audit.fieldName.note'),
    w('audit.fieldName.visited_at'),
  ];
  const rows = voters.map((v) => [
    v.partno,
    v.slnoinpart,
    v.house_no ?? '',
    v.name,
    v.epic_no ?? '',
    v.visit ? w(`paper.outcome.${v.visit.outcome}`) : '',
    v.visit ? (v.visit.slip_delivered ? 1 : 0) : '',
    v.visit?.supporter_level ?? '',
    v.visit?.phone ?? '',
    v.visit?.note ?? '',
    v.visit ? new Date(v.visit.visited_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false }) : '',
  ]);
  const XLSX = xlsx();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Visits');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
