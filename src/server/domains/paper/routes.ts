// Paper's routes: voter slips (of a part, a group, chosen voters or a search's whole result) and
// walk sheets as PDF, the visits typed back from a returned sheet, the visit figures and their
// export, the poll day's slot report (JSON, PDF, xlsx), and a report's table (the age report)
// printed by the same text engine.
// The voter routes run under the voter prefix with the Voters module; staff with parts of their
// own print and record only those parts.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaperApi } from '../../../shared/api/paper';
import { isSearchPrint, PRINT_MAX, SLIPS_MAX, type RollLanguage } from '../../../shared/schemas/paper';
import { todayInKolkata } from '../../../shared/dates';
import type { Deps } from '../../deps';
import { users, voterGroups, votingCentres } from '../../db/schema';
import { badRequest, fieldError, message } from '../../http';
import { serve } from '../../route';
import { tenantFolder } from '../../uploads';
import { assertVoterGroup } from '../voterGroups/queries';
import { partWithin, readableParts, withinParts } from '../voters/partAccess';
import { matchingVoterIds } from '../voters/search';
import { matchScope } from '../voters/searchScope';
import { callSheetVoters, paperVoters, recordVisits, sheetRows, visitProgress, type Selection } from './queries';
import { callSheetPdf } from './callSheet';
import { searchedFor, slipsPdf, type Candidate } from './slips';
import { walkSheetPdf } from './walkSheet';
import { slotReport, slotReportPdf, slotReportXlsx } from './slotReport';
import { indianDay, inLanguage, wordsOf } from './words';
import { tablePdf } from './tablePdf';
import { visitsXlsx } from './visitsExport';

const attachment = (reply: FastifyReply, name: string) => reply.header('content-disposition', `attachment; filename="${name}"`);

/** Now in India, as a paper prints it. */
const printedAt = () => new Date().toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false }).replace(',', '');

export default function paperRoutes(app: FastifyInstance, { database, config }: Deps) {
  /** The candidate of the voter prefix: name and slip image (none for prefix 0). */
  async function candidateOf(tenantId: number, candidateId: string): Promise<Candidate> {
    if (!/^\d{1,15}$/.test(candidateId) || candidateId === '0') return { name: null, image: null };
    const [c] = await database.db
      .select({ f_name: users.f_name, l_name: users.l_name, slip_image: users.slip_image })
      .from(users)
      .where(and(eq(users.tenant_id, tenantId), eq(users.id, Number(candidateId)), isNull(users.deleted_at)));
    if (!c) return { name: null, image: null };
    let image: Buffer | null = null;
    // only the stored names of PNG and JPEG files, which the PDF can hold
    if (c.slip_image && /^[0-9a-f]{32}\.(png|jpg)$/.test(c.slip_image)) {
      const file = path.join(tenantFolder(config.uploadsDir, tenantId), c.slip_image);
      if (fs.existsSync(file)) image = fs.readFileSync(file);
    }
    return { name: `${c.f_name} ${c.l_name}`.trim(), image };
  }

  /** A voting centre's name in a print's language, by its id. */
  async function centreName(tenantId: number, acno: number, centreId: number, lang: RollLanguage): Promise<string | null> {
    const [c] = await database.db
      .select({ vcenter: votingCentres.vcenter, vcenter_v1: votingCentres.vcenter_v1 })
      .from(votingCentres)
      .where(and(eq(votingCentres.tenant_id, tenantId), eq(votingCentres.acno, acno), eq(votingCentres.center_id, centreId), isNull(votingCentres.deleted_at)))
      .limit(1);
    return c ? inLanguage(lang, c.vcenter, c.vcenter_v1) : null;
  }

  serve(app, PaperApi.slips, async ({ req, reply, query: q }) => {
    const tenantId = req.auth.tenantId;
    const parts = readableParts(req.auth);
    if (q.voter_group_id !== undefined) await assertVoterGroup(database.db, tenantId, q.voter_group_id);
    let ids = q.ids?.split(',').map(Number);
    // a search's whole result: the voters the search's own query finds, in roll order
    const search = isSearchPrint(q);
    if (search) {
      const found = await matchingVoterIds(database, await matchScope(database, tenantId, parts, q), SLIPS_MAX + 1);
      if (found.length > SLIPS_MAX) throw badRequest([fieldError('partno', 'paper.tooManyFound', { max: SLIPS_MAX.toLocaleString('en-IN') })]);
      const asked = ids && new Set(ids);
      ids = asked ? found.filter((id) => asked.has(id)) : found;
    }
    const selection: Selection = { acno: q.acno, partno: q.partno, from: q.from, to: q.to, voterGroupId: q.voter_group_id, ids, parts };
    const all = await paperVoters(database, tenantId, selection, SLIPS_MAX + 1);
    if (all.length > SLIPS_MAX) throw badRequest([fieldError('partno', 'paper.tooMany')]);
    const w = wordsOf(q.lang);
    let scope: string;
    if (search) {
      const centre = q.vcenter_id !== undefined ? await centreName(tenantId, q.acno, q.vcenter_id, q.lang) : q.vcenter;
      scope = w('paper.scopeSearch', { acno: q.acno, filters: searchedFor(w, { ...q, centre }) });
    } else if (q.voter_group_id !== undefined) {
      const [g] = await database.db
        .select({ name: voterGroups.voter_group_name })
        .from(voterGroups)
        .where(and(eq(voterGroups.tenant_id, tenantId), eq(voterGroups.id, q.voter_group_id)));
      scope = w('paper.scopeGroup', { acno: q.acno, group: g?.name ?? '' });
    } else if (q.partno !== undefined && (q.from !== undefined || q.to !== undefined))
      scope = w('paper.scopeRange', { acno: q.acno, partno: q.partno, from: q.from ?? 1, to: q.to ?? '…' });
    else if (q.partno !== undefined) scope = w('paper.scopePart', { acno: q.acno, partno: q.partno });
    else scope = w('paper.scopeList', { acno: q.acno, n: all.length });
    const pdf = await slipsPdf({
      lang: q.lang,
      perPage: q.per_page as 8 | 10,
      scope,
      pollDate: q.poll_date ?? null,
      opens: q.opens,
      closes: q.closes,
      candidate: await candidateOf(tenantId, (req.params as { candidateId: string }).candidateId),
      voters: all.filter((v) => !v.contact_block),
      left: {
        withdrawn: all.filter((v) => v.contact_block === 'withdrawn').length,
        do_not_contact: all.filter((v) => v.contact_block === 'do_not_contact').length,
      },
      printedAt: printedAt(),
    });
    attachment(reply, `slips-${q.acno}-${q.partno ?? (search ? 'search' : 'list')}-${q.lang}.pdf`);
    return pdf;
  });

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
    const scope =
      q.from !== undefined || q.to !== undefined
        ? w('paper.scopeRange', { acno: q.acno, partno: q.partno, from: q.from ?? 1, to: q.to ?? '…' })
        : w('paper.scopePart', { acno: q.acno, partno: q.partno });
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
    const part =
      q.from !== undefined || q.to !== undefined
        ? w('paper.scopeRange', { acno: q.acno, partno: q.partno, from: q.from ?? 1, to: q.to ?? '…' })
        : w('paper.scopePart', { acno: q.acno, partno: q.partno });
    attachment(reply, `call-sheet-${q.acno}-${q.partno}-${pollDate}-${q.lang}.pdf`);
    return callSheetPdf({ lang: q.lang, scope: w('paper.callScope', { scope: part, date: indianDay(pollDate) }), voters, printedAt: printedAt() });
  });

  serve(app, PaperApi.slotReportXlsx, async ({ req, reply, query: q }) => {
    const report = await slotReport(database, req.auth.tenantId, q.acno, q.poll_date ?? todayInKolkata(), q.slots);
    attachment(reply, `slot-report-${report.acno}-${report.poll_date}.xlsx`);
    return slotReportXlsx(report);
  });

  serve(app, PaperApi.tablePdf, async ({ reply, body }) => {
    attachment(reply, 'report.pdf');
    return tablePdf({ title: body.title, subtitle: body.subtitle, headers: body.headers, widths: body.widths, rows: body.rows });
  });
}
