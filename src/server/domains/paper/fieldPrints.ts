// The field app's prints: a worker prints the walk sheet and the slips of a page they hold, and of
// no other. The page comes from the worker's own live assignment (the Field module's rule: the
// assignment, not a part list, says which voters are theirs), so a worker without the Voters
// module prints their pages and nothing else; another's assignment, or an ended one, is not found.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FieldApi } from '../../../shared/api/field';
import { PRINT_MAX, SLIPS_MAX } from '../../../shared/schemas/paper';
import { fieldAssignments, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, fieldError, notFound } from '../../http';
import { serve } from '../../route';
import { attachment, partScope, printedAt } from './printing';
import { paperVoters, type Selection } from './queries';
import { candidateOf } from './slipRoute';
import { slipsPdf } from './slips';
import { walkSheetPdf } from './walkSheet';
import { wordsOf } from './words';

export function fieldPrintRoutes(app: FastifyInstance, deps: Deps) {
  const { database } = deps;

  /** The page of the worker's own live assignment, as a print's selection and scope; else 404. */
  async function heldPage(tenantId: number, userId: number, assignmentId: number) {
    const [a] = await database.db
      .select({ acno: fieldAssignments.acno, partno: fieldAssignments.partno, from: fieldAssignments.slno_from, to: fieldAssignments.slno_to })
      .from(fieldAssignments)
      .where(
        and(
          eq(fieldAssignments.tenant_id, tenantId),
          eq(fieldAssignments.id, assignmentId),
          eq(fieldAssignments.user_id, userId),
          isNull(fieldAssignments.ended_at),
        ),
      );
    if (!a) throw notFound();
    const page = { acno: a.acno, partno: a.partno, from: a.from ?? undefined, to: a.to ?? undefined };
    const selection: Selection = { ...page, parts: undefined };
    return { page, selection };
  }

  serve(app, FieldApi.walkSheet, async ({ req, reply, query: q }) => {
    const { page, selection } = await heldPage(req.auth.tenantId, req.auth.userId, q.assignment_id);
    const voters = await paperVoters(database, req.auth.tenantId, selection, PRINT_MAX + 1, true);
    if (voters.length > PRINT_MAX) throw badRequest([fieldError('assignment_id', 'paper.tooMany')]);
    attachment(reply, `walk-sheet-${page.acno}-${page.partno}-${q.lang}.pdf`);
    return walkSheetPdf({ lang: q.lang, scope: partScope(wordsOf(q.lang), page), voters, printedAt: printedAt() });
  });

  serve(app, FieldApi.slips, async ({ req, reply, query: q }) => {
    const tenantId = req.auth.tenantId;
    const { page, selection } = await heldPage(tenantId, req.auth.userId, q.assignment_id);
    const all = await paperVoters(database, tenantId, selection, SLIPS_MAX + 1);
    if (all.length > SLIPS_MAX) throw badRequest([fieldError('assignment_id', 'paper.tooMany')]);
    // the slips carry the candidate the worker works for, as the office's print of their prefix does
    const [me] = await database.db
      .select({ candidate_id: users.candidate_id })
      .from(users)
      .where(and(eq(users.tenant_id, tenantId), eq(users.id, req.auth.userId)));
    const pdf = await slipsPdf({
      lang: q.lang,
      perPage: q.per_page as 8 | 10,
      scope: partScope(wordsOf(q.lang), page),
      pollDate: q.poll_date ?? null,
      opens: q.opens,
      closes: q.closes,
      candidate: await candidateOf(deps, tenantId, String(me?.candidate_id ?? 0)),
      voters: all.filter((v) => !v.contact_block),
      left: {
        withdrawn: all.filter((v) => v.contact_block === 'withdrawn').length,
        do_not_contact: all.filter((v) => v.contact_block === 'do_not_contact').length,
      },
      printedAt: printedAt(),
    });
    attachment(reply, `slips-${page.acno}-${page.partno}-${q.lang}.pdf`);
    return pdf;
  });
}
