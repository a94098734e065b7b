// Paper's routes: voter slips (slipRoute.ts) and walk sheets as PDF, the visits typed back from a
// returned sheet, the visit figures and their export, the poll day's slot report (JSON, PDF,
// xlsx), and a report's table (the age report) printed by the same text engine.
// The voter routes run under the voter prefix with the Voters module; staff with parts of their
// own print and record only those parts.
import type { FastifyInstance } from 'fastify';
import { PaperApi } from '../../../shared/api/paper';
import { todayInKolkata } from '../../../shared/dates';
import { PRINT_MAX } from '../../../shared/schemas/paper';
import type { Deps } from '../../deps';
import { badRequest, fieldError, message } from '../../http';
import { serve } from '../../route';
import { partWithin, readableParts, withinParts } from '../voters/partAccess';
import { callSheetPdf } from './callSheet';
import { callSheetVoters, paperVoters, recordVisits, sheetRows, visitProgress, type Selection } from './queries';
import { slotReport, slotReportPdf, slotReportXlsx } from './slotReport';
import { tablePdf } from './tablePdf';
import { visitsXlsx } from './visitsExport';
import { walkSheetPdf } from './walkSheet';
import { indianDay, wordsOf } from './words';

import { attachment, partScope, printedAt } from './printing';
import { slipRoutes } from './slipRoute';
import { fieldPrintRoutes } from './fieldPrints';

export default function paperRoutes(app: FastifyInstance, deps: Deps) {
  const { database } = deps;
  slipRoutes(app, deps);
  // a field worker's prints of their own pages (the Field module, not Voters)
  fieldPrintRoutes(app, deps);

  const sheetSelection = (q: { acno: number; partno: number; from?: number; to?: number }, parts: number[] | undefined): Selection => ({
    acno: q.acno,
    partno: q.partno,
    from: q.from,
    to: q.to,
    parts: partWithin(q.partno, parts),
  });

  serve(app, PaperApi.walkSheet, async ({ req, reply, query: q }) => {
    const voters = await paperVoters(database, req.auth.tenantId, sheetSelection(q, readableParts(req.auth)), PRINT_MAX + 1, true);
    if (voters.length > PRINT_MAX) throw badRequest([fieldError('partno', 'paper.tooMany')]);
    const w = wordsOf(q.lang);
    const scope = partScope(w, q);
    attachment(reply, `walk-sheet-${q.acno}-${q.partno}-${q.lang}.pdf`);
    return walkSheetPdf({ lang: q.lang, scope, voters, printedAt: printedAt() });
  });

  serve(app, PaperApi.sheet, async ({ req, query: q }) => {
    const voters = await paperVoters(database, req.auth.tenantId, sheetSelection(q, readableParts(req.auth)), PRINT_MAX, true);
    return { rows: sheetRows(voters) };
  });

  serve(app, PaperApi.visits, async ({ req, body }) => {
    const { saved, unknown } = await recordVisits(database, req.actor, body.visits, readableParts(req.auth));
    if (unknown.length) {
      const at = body.visits.findIndex((v) => unknown.includes(Number(v.voter_id)));
      throw badRequest([fieldError(`visits[${at}].voter_id`, 'paper.unknownVoters')]);
    }
    return { ...message('paper.visitsSaved', { n: saved }), saved };
  });

  serve(app, PaperApi.progress, async ({ req, query: q }) =>
    visitProgress(database, req.auth.tenantId, {
      acno: q.acno,
      partno: q.partno,
      from: q.from,
      to: q.to,
      parts: withinParts(undefined, readableParts(req.auth)),
    }),
  );

  serve(app, PaperApi.visitsExport, async ({ req, reply, query: q }) => {
    const voters = await paperVoters(
      database,
      req.auth.tenantId,
      { acno: q.acno, partno: q.partno, from: q.from, to: q.to, parts: readableParts(req.auth) },
      PRINT_MAX * 200,
    );
    attachment(reply, `visits-${q.acno}${q.partno ? `-${q.partno}` : ''}.xlsx`);
    return visitsXlsx(voters);
  });

  serve(app, PaperApi.slotReport, async ({ req, query: q }) => slotReport(database, req.auth.tenantId, q.acno, q.poll_date ?? todayInKolkata(), q.slots));

  serve(app, PaperApi.slotReportPdf, async ({ req, reply, query: q }) => {
    const report = await slotReport(database, req.auth.tenantId, q.acno, q.poll_date ?? todayInKolkata(), q.slots);
    attachment(reply, `slot-report-${report.acno}-${report.poll_date}.pdf`);
    return slotReportPdf(report, printedAt());
  });

  serve(app, PaperApi.callSheet, async ({ req, reply, query: q }) => {
    const pollDate = q.poll_date ?? todayInKolkata();
    const voters = await callSheetVoters(
      database,
      req.auth.tenantId,
      { ...sheetSelection(q, readableParts(req.auth)), partno: q.partno, pollDate },
      PRINT_MAX + 1,
    );
    if (voters.length > PRINT_MAX) throw badRequest([fieldError('partno', 'paper.tooMany')]);
    const w = wordsOf(q.lang);
    const part = partScope(w, q);
    attachment(reply, `call-sheet-${q.acno}-${q.partno}-${pollDate}-${q.lang}.pdf`);
    return callSheetPdf({ lang: q.lang, scope: w('paper.callScope', { scope: part, date: indianDay(pollDate) }), voters, printedAt: printedAt() });
  });

  serve(app, PaperApi.slotReportXlsx, async ({ req, reply, query: q }) => {
    const report = await slotReport(database, req.auth.tenantId, q.acno, q.poll_date ?? todayInKolkata(), q.slots);
    attachment(reply, `slot-report-${report.acno}-${report.poll_date}.xlsx`);
    return slotReportXlsx(report);
  });

  // one printer, two doors: the voter reports' (Voters) and the voting-centre reports' (Dashboard)
  for (const decl of [PaperApi.tablePdf, PaperApi.centreTablePdf]) {
    serve(app, decl, async ({ reply, body }) => {
      attachment(reply, decl === PaperApi.tablePdf ? 'report.pdf' : 'voting_centers.pdf');
      return tablePdf({ title: body.title, subtitle: body.subtitle, headers: body.headers, widths: body.widths, rows: body.rows });
    });
  }
}
