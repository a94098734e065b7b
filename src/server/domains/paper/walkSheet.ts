// The walk sheet: a part (or a page of it) on landscape A4, a household's members together with a
// heavier rule between households, and boxes to fill at the door: the outcome (1-6), the
// supporter level (1-5), a phone and a tick for the slip handed over. A voter who may not be
// contacted says so where the phone would be written.
import type { RollLanguage } from '../../../shared/schemas/paper';
import { drawLine, drawTable, openPdf, pdfBytes, wrapText, type Column, type Pdf } from '../../pdf/textPdf';
import type { PaperVoter } from './queries';
import { inLanguage, wordsOf } from './words';

export interface WalkSheet {
  lang: RollLanguage;
  scope: string;
  voters: PaperVoter[];
  printedAt: string;
}

const BOX = 10;
const OUTCOMES = 6;
const LEVELS = 5;

function boxes(doc: Pdf, x: number, y: number, n: number, step: number) {
  for (let i = 0; i < n; i++)
    doc
      .rect(x + i * step, y, BOX, BOX)
      .lineWidth(0.5)
      .strokeColor('#000')
      .stroke();
}

/** The walk sheet as PDF bytes. */
export async function walkSheetPdf(sheet: WalkSheet): Promise<Buffer> {
  const w = wordsOf(sheet.lang);
  const doc = openPdf(w('paper.walkTitle'), { margin: 30, landscape: true });
  const style = { size: 9 };
  const step = BOX + 6;
  const columns: Column[] = [
    { title: w('paper.col.serial'), width: 38, align: 'right' },
    { title: w('paper.col.house'), width: 56 },
    { title: w('paper.col.name'), width: 230 },
    { title: w('paper.col.ageSex'), width: 52 },
    { title: w('paper.col.outcome'), width: OUTCOMES * step + 8 },
    { title: w('paper.col.level'), width: LEVELS * step + 8 },
    { title: w('paper.col.phone'), width: 118 },
    { title: w('paper.col.slip'), width: 40, align: 'center' },
  ];
  const head = (d: Pdf) => {
    let y = d.page.margins.top;
    drawLine(d, w('paper.walkTitle'), 30, y, { size: 14, bold: true });
    drawLine(d, sheet.scope, 200, y + 3, { size: 11, width: 420 });
    drawLine(d, w('paper.printedAt', { time: sheet.printedAt }), 620, y + 4, { size: 8, color: '#555', width: 160, align: 'right' });
    y += 22;
    for (const line of wrapText(d, w('paper.legend'), { size: 8 }, 780, 2)) y += drawLine(d, line, 30, y, { size: 8 });
    return y + 4;
  };
  const rows = sheet.voters.map((v) => [
    String(v.slnoinpart),
    v.house_no ?? '',
    inLanguage(sheet.lang, v.name, v.name_v1),
    `${v.age ?? ''}/${v.gender ?? ''}`,
    '',
    '',
    v.contact_block ? w('paper.noContact') : '',
    '',
  ]);
  const household = (v: PaperVoter) => v.family_key ?? `#${v.id}`;
  drawTable(doc, columns, rows, {
    x: 30,
    top: head(doc),
    style,
    rowHeight: 20,
    pageHead: head,
    groupStart: (i) => i > 0 && household(sheet.voters[i]) !== household(sheet.voters[i - 1]),
    decorate: (d, r, y, height, lefts) => {
      const top = y + (height - BOX) / 2;
      boxes(d, lefts[4] + 4, top, OUTCOMES, step);
      boxes(d, lefts[5] + 4, top, LEVELS, step);
      if (!sheet.voters[r].contact_block)
        d.moveTo(lefts[6] + 4, y + height - 4)
          .lineTo(lefts[7] - 4, y + height - 4)
          .lineWidth(0.3)
          .strokeColor('#999')
          .stroke();
      boxes(d, lefts[7] + 15, top, 1, step);
    },
  });
  return pdfBytes(doc);
}
