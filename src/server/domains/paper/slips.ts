// The voter slips ("parchi"): a cover page that says what was printed and who was left out, then
// 8 (2 by 4) or 10 (2 by 5) slips an A4 page between dashed cut lines. A slip carries the
// candidate's slip image or name, the voter's and relative's names, serial, part, section, EPIC,
// the polling station and its address, the poll's date and hours, and a QR code of the EPIC and
// part/serial that the field app scans.
import type { RollLanguage } from '../../../shared/schemas/paper';
import { A4, drawLine, openPdf, pdfBytes, wrapText, type Pdf } from '../../pdf/textPdf';
import type { PaperVoter } from './queries';
import { indianDay, inLanguage, wordsOf, type Words } from './words';

export interface Candidate {
  name: string | null;
  /** PNG or JPEG bytes of the candidate's slip image */
  image: Buffer | null;
}

export interface SlipPrint {
  lang: RollLanguage;
  perPage: 8 | 10;
  /** what was asked for, in words ("Constituency 38, Part 12") */
  scope: string;
  pollDate: string | null;
  opens: string;
  closes: string;
  candidate: Candidate;
  voters: PaperVoter[];
  left: { withdrawn: number; do_not_contact: number };
  printedAt: string;
}

const MARGIN = 18;
const COLUMNS = 2;

/** A search's filters as a printed search result names them. */
export interface SearchedFor {
  partno?: number;
  section?: number;
  /** the voting centre's name (by name or id), in the print's language */
  centre?: string | null;
  prabhag?: string;
  enfname?: string;
  enlname?: string;
  fromAge?: number;
  toAge?: number;
  gender?: 'M' | 'F' | 'O';
}

const GENDER_WORD = { M: 'gender.male', F: 'gender.female', O: 'gender.other' } as const;

/** The filters of a printed search result in words: "Part 12 · Name “kum” · Age 30–40". */
export function searchedFor(w: Words, f: SearchedFor): string {
  const said: string[] = [];
  if (f.partno !== undefined) said.push(`${w('paper.part')} ${f.partno}`);
  if (f.section !== undefined) said.push(`${w('paper.section')} ${f.section}`);
  if (f.centre) said.push(`${w('paper.station')}: ${f.centre}`);
  if (f.prabhag) said.push(w('paper.searchWard', { name: f.prabhag }));
  if (f.enfname) said.push(w('paper.searchName', { term: f.enfname }));
  if (f.enlname) said.push(w('paper.searchSurname', { term: f.enlname }));
  if (f.fromAge !== undefined || f.toAge !== undefined) said.push(w('paper.searchAge', { from: f.fromAge ?? '…', to: f.toAge ?? '…' }));
  if (f.gender) said.push(w(GENDER_WORD[f.gender]));
  return said.join(' · ');
}

/** What the QR code holds: the EPIC and the roll slot, which the field app reads back. */
export const qrText = (v: Pick<PaperVoter, 'epic_no' | 'acno' | 'partno' | 'slnoinpart'>) => `${v.epic_no ?? ''}|${v.acno}/${v.partno}/${v.slnoinpart}`;

async function qrImage(text: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 0, scale: 1, type: 'png', color: { dark: '#000000', light: '#ffffff' } });
}

function cover(doc: Pdf, p: SlipPrint, w: Words) {
  let y = 60;
  y += drawLine(doc, w('paper.coverTitle'), 60, y, { size: 22, bold: true });
  y += drawLine(doc, p.scope, 60, y + 4, { size: 13 }) + 10;
  if (p.candidate.name) y += drawLine(doc, `${w('paper.candidate')}: ${p.candidate.name}`, 60, y, { size: 13 });
  y += 12;
  y += drawLine(doc, w('paper.coverPrinted', { n: p.voters.length }), 60, y, { size: 13, bold: true });
  y += drawLine(doc, w('paper.coverWithdrawn', { n: p.left.withdrawn }), 60, y, { size: 12 });
  y += drawLine(doc, w('paper.coverDoNotContact', { n: p.left.do_not_contact }), 60, y, { size: 12 });
  y += 12;
  y += drawLine(doc, w('paper.coverCut'), 60, y, { size: 11 });
  drawLine(doc, w('paper.printedAt', { time: p.printedAt }), 60, y + 8, { size: 10, color: '#555' });
}

/** Dashed lines between the slips and short solid marks where they meet the page edge. */
function cutMarks(doc: Pdf, rows: number, cellW: number, cellH: number) {
  doc.save().lineWidth(0.4).strokeColor('#777').dash(3, { space: 3 });
  for (let c = 1; c < COLUMNS; c++)
    doc
      .moveTo(MARGIN + c * cellW, MARGIN)
      .lineTo(MARGIN + c * cellW, MARGIN + rows * cellH)
      .stroke();
  for (let r = 1; r < rows; r++)
    doc
      .moveTo(MARGIN, MARGIN + r * cellH)
      .lineTo(MARGIN + COLUMNS * cellW, MARGIN + r * cellH)
      .stroke();
  doc.undash().lineWidth(0.6).strokeColor('#000');
  for (let c = 0; c <= COLUMNS; c++) {
    const x = MARGIN + c * cellW;
    doc
      .moveTo(x, 2)
      .lineTo(x, MARGIN - 4)
      .stroke();
    doc
      .moveTo(x, A4.height - 2)
      .lineTo(x, A4.height - MARGIN + 4)
      .stroke();
  }
  for (let r = 0; r <= rows; r++) {
    const y = MARGIN + r * cellH;
    doc
      .moveTo(2, y)
      .lineTo(MARGIN - 4, y)
      .stroke();
    doc
      .moveTo(A4.width - 2, y)
      .lineTo(A4.width - MARGIN + 4, y)
      .stroke();
  }
  doc.restore();
}

async function slip(doc: Pdf, p: SlipPrint, w: Words, v: PaperVoter, x: number, y: number, cellW: number, cellH: number) {
  const k = p.perPage === 10 ? 1 : 1.15;
  const pad = 9;
  const left = x + pad;
  const width = cellW - 2 * pad;
  const qr = Math.round(58 * k);
  const textW = width - qr - 6;
  let top = y + pad;

  // the candidate's header: the slip image (symbol and name as the campaign designed it), else the name
  const headH = 30 * k;
  if (p.candidate.image) {
    doc.image(p.candidate.image, left, top, { fit: [width * 0.6, headH], valign: 'center' });
  } else if (p.candidate.name) {
    drawLine(doc, p.candidate.name, left, top + 4 * k, { size: 12 * k, bold: true, width: width * 0.6 });
  }
  drawLine(doc, w('paper.slipTitle'), left + width * 0.6, top + 6 * k, { size: 10 * k, bold: true, width: width * 0.4, align: 'right' });
  top += headH + 3;
  doc
    .moveTo(left, top)
    .lineTo(left + width, top)
    .lineWidth(0.5)
    .strokeColor('#000')
    .stroke();
  top += 3;

  const body = { size: 9 * k };
  top += drawLine(doc, inLanguage(p.lang, v.name, v.name_v1), left, top, { size: 12 * k, bold: true, width: textW });
  const relative = inLanguage(p.lang, v.rln_name, v.rln_name_v1);
  if (relative)
    top += drawLine(doc, `${w(`paper.relative.${['F', 'H', 'M'].includes(v.rln_type ?? '') ? v.rln_type : 'O'}`)}: ${relative}`, left, top, {
      ...body,
      width: textW,
    });
  top += drawLine(doc, `${w('paper.serial')} ${v.slnoinpart}, ${w('paper.part')} ${v.partno}, ${w('paper.section')} ${v.section_no}`, left, top, {
    ...body,
    bold: true,
    width: textW,
  });
  top += drawLine(doc, `${w('paper.epic')}: ${v.epic_no ?? '—'}`, left, top, { ...body, width: textW });
  const station = inLanguage(p.lang, v.vcenter, v.vcenter_v1);
  for (const line of wrapText(doc, `${w('paper.station')}: ${station || '—'}`, body, textW, 2)) top += drawLine(doc, line, left, top, body);
  // the house number first: the worker hands the slip over at that door
  const place = inLanguage(p.lang, v.part_name, v.part_name_v1);
  const address = [v.house_no ? w('paper.houseNo', { house: v.house_no }) : null, place || null].filter(Boolean).join(', ');
  if (address) top += drawLine(doc, `${w('paper.address')}: ${address}`, left, top, { ...body, width: width });
  const day = p.pollDate ? indianDay(p.pollDate) : '____________';
  drawLine(doc, w('paper.pollOn', { date: day, opens: p.opens, closes: p.closes }), left, Math.max(top, y + cellH - pad - 9 * k * 1.45), {
    ...body,
    bold: true,
    width: width,
  });

  doc.image(await qrImage(qrText(v)), x + cellW - pad - qr, y + headH + pad + 8, { width: qr, height: qr });
}

/** The whole print as PDF bytes. */
export async function slipsPdf(p: SlipPrint): Promise<Buffer> {
  const w = wordsOf(p.lang);
  const doc = openPdf(w('paper.coverTitle'), { margin: MARGIN });
  cover(doc, p, w);
  const rows = p.perPage / COLUMNS;
  const cellW = (A4.width - 2 * MARGIN) / COLUMNS;
  const cellH = (A4.height - 2 * MARGIN) / rows;
  for (let i = 0; i < p.voters.length; i++) {
    const at = i % p.perPage;
    if (at === 0) {
      doc.addPage();
      cutMarks(doc, rows, cellW, cellH);
    }
    await slip(doc, p, w, p.voters[i], MARGIN + (at % COLUMNS) * cellW, MARGIN + Math.floor(at / COLUMNS) * cellH, cellW, cellH);
  }
  return pdfBytes(doc);
}
