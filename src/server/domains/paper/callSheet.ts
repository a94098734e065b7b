// The poll day's call sheet: a part's (or a page's) supporters who have not voted yet, in roll
// order, with the number to call, a box to tick once called and room for a note. A supporter who
// withdrew consent or asked not to be contacted is listed without a number, saying so.
import type { RollLanguage } from '../../../shared/schemas/paper';
import { drawLine, drawTable, openPdf, pdfBytes, type Column } from '../../pdf/textPdf';
import type { CallSheetVoter } from './queries';
import { inLanguage, wordsOf } from './words';

export interface CallSheet {
  lang: RollLanguage;
  scope: string;
  voters: CallSheetVoter[];
  printedAt: string;
}

const BOX = 10;

export async function callSheetPdf(sheet: CallSheet): Promise<Buffer> {
  const w = wordsOf(sheet.lang);
  const doc = openPdf(w('paper.callTitle'), { margin: 30 });
  const columns: Column[] = [
    { title: w('paper.col.serial'), width: 36, align: 'right' },
    { title: w('paper.col.house'), width: 50 },
    { title: w('paper.col.name'), width: 180 },
    { title: w('paper.col.ageSex'), width: 48 },
    { title: w('paper.col.phone'), width: 100 },
    { title: w('paper.col.called'), width: 46, align: 'center' },
    { title: w('paper.col.note'), width: 75 },
  ];
  const head = (d: typeof doc) => {
    let y = d.page.margins.top;
    drawLine(d, w('paper.callTitle'), 30, y, { size: 13, bold: true, width: 535 });
    y += 20;
    drawLine(d, sheet.scope, 30, y, { size: 10, width: 360 });
    drawLine(d, w('paper.printedAt', { time: sheet.printedAt }), 390, y + 1, { size: 8, color: '#555', width: 145, align: 'right' });
    y += 16;
    drawLine(d, w('paper.callCount', { n: sheet.voters.length }), 30, y, { size: 9 });
    return y + 16;
  };
  const rows = sheet.voters.map((v) => [
    String(v.slnoinpart),
    v.house_no ?? '',
    inLanguage(sheet.lang, v.name, v.name_v1),
    `${v.age ?? ''}/${v.gender ?? ''}`,
    v.contact_block ? w('paper.noContact') : (v.phone ?? ''),
    '',
    '',
  ]);
  drawTable(doc, columns, rows, {
    x: 30,
    top: head(doc),
    style: { size: 9 },
    rowHeight: 20,
    pageHead: head,
    decorate: (d, r, y, height, lefts) => {
      if (sheet.voters[r].contact_block) return;
      d.rect(lefts[5] + (46 - BOX) / 2, y + (height - BOX) / 2, BOX, BOX)
        .lineWidth(0.5)
        .strokeColor('#000')
        .stroke();
    },
  });
  return pdfBytes(doc);
}
