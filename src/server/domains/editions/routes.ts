// Editions' routes (the Voters module): the editions of a constituency or part, two compared, the
// campaign's own among those deleted, and an edition's kind and dates set. Staff limited to some
// parts (users.partno_list) read those parts only; another part's edition is not found.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { EditionApi } from '../../../shared/api/editions';
import type { Deps } from '../../deps';
import { badRequest, fieldError, message, notFound } from '../../http';
import { serve } from '../../route';
import { recordAudit } from '../../db/audit';
import { readableParts } from '../voters/partAccess';
import { diffPage, lastTwo, listEditions, readEdition } from './queries';
import { oursDeleted } from './ours';
import { comparisonSheet } from './print';
import { attachment } from '../paper/printing';
import { PRINT_ROWS_MAX } from '../../../shared/schemas/editions';
import type { Edition } from '../../../shared/api/editions';
import type { EditionChange } from '../../../shared/schemas/editions';

export default function editionRoutes(app: FastifyInstance, { database }: Deps) {
  /** An edition the session may read, of the constituency asked (404 otherwise). */
  const editionOf = async (tenantId: number, id: number, acno: number, parts: number[] | undefined) => {
    const e = await readEdition(database, tenantId, id);
    if (!e || e.acno !== acno || (parts && !parts.includes(e.partno))) throw notFound();
    return e;
  };

  serve(app, EditionApi.list, async ({ req, query: q }) => {
    const parts = readableParts(req.auth);
    return { editions: await listEditions(database, req.auth.tenantId, q.acno, q.partno, parts) };
  });

  serve(app, EditionApi.compare, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    const parts = readableParts(req.auth);
    if (q.partno != null && parts && !parts.includes(q.partno)) throw notFound();
    const from = await editionOf(tenantId, q.from, q.acno, q.partno == null ? undefined : parts);
    const to = await editionOf(tenantId, q.to, q.acno, q.partno == null ? undefined : parts);
    // a part's comparison is of two of its own editions
    if (q.partno != null) {
      const errors = [
        from.partno !== q.partno ? fieldError('from', 'editions.otherPart') : null,
        to.partno !== q.partno ? fieldError('to', 'editions.otherPart') : null,
      ];
      if (errors.some(Boolean)) throw badRequest(errors.filter((e) => e !== null));
    }
    if (from.id === to.id) throw badRequest([fieldError('to', 'editions.sameEdition')]);
    const scope = { tenantId, acno: q.acno, from: from.id, to: to.id, partno: q.partno, parts };
    const { counts, rows, total } = await diffPage(database, scope, { change: q.change as EditionChange | undefined, page: q.page, pageSize: q.pageSize });
    return { from, to, counts, rows, total, page: q.page, pageSize: q.pageSize };
  });

  // a part's comparison printed: the part's two editions, every row up to PRINT_ROWS_MAX
  serve(app, EditionApi.print, async ({ req, reply, query: q }) => {
    const tenantId = req.auth.tenantId;
    const parts = readableParts(req.auth);
    if (parts && !parts.includes(q.partno)) throw notFound();
    const from = await editionOf(tenantId, q.from, q.acno, parts);
    const to = await editionOf(tenantId, q.to, q.acno, parts);
    const errors = [
      from.partno !== q.partno ? fieldError('from', 'editions.otherPart') : null,
      to.partno !== q.partno ? fieldError('to', 'editions.otherPart') : null,
      from.id === to.id ? fieldError('to', 'editions.sameEdition') : null,
    ].filter((e) => e !== null);
    if (errors.length) throw badRequest(errors);
    const scope = { tenantId, acno: q.acno, from: from.id, to: to.id, partno: q.partno, parts };
    const { counts, rows, total } = await diffPage(database, scope, { page: 1, pageSize: PRINT_ROWS_MAX });
    attachment(reply, `editions-${q.acno}-${q.partno}-${from.roll_date}-${to.roll_date}-${q.lang}.pdf`);
    return comparisonSheet(rows, { acno: q.acno, partno: q.partno, from, to, counts, total, lang: q.lang });
  });

  serve(app, EditionApi.oursDeleted, async ({ req, query: q }) => {
    const tenantId = req.auth.tenantId;
    const parts = readableParts(req.auth);
    if (parts && !parts.includes(q.partno)) throw notFound();
    let from: Edition | null = null;
    let to: Edition | null = null;
    if (q.from != null || q.to != null) {
      if (q.from == null || q.to == null) throw badRequest([fieldError(q.from == null ? 'from' : 'to', 'editions.bothOrNeither')]);
      from = await editionOf(tenantId, q.from, q.acno, parts);
      to = await editionOf(tenantId, q.to, q.acno, parts);
      const errors = [
        from.partno !== q.partno ? fieldError('from', 'editions.otherPart') : null,
        to.partno !== q.partno ? fieldError('to', 'editions.otherPart') : null,
      ];
      if (errors.some(Boolean)) throw badRequest(errors.filter((e) => e !== null));
    } else {
      // the part's last two editions; with fewer, nothing was deleted yet
      [to, from] = await lastTwo(database, tenantId, q.acno, q.partno);
      if (!from || !to) return { from: from ?? null, to: to ?? null, rows: [] };
    }
    if (q.slno_from != null && q.slno_to != null && q.slno_from > q.slno_to) throw badRequest([fieldError('slno_to', 'editions.pageOrder')]);
    const rows = await oursDeleted(database, {
      tenantId,
      acno: q.acno,
      partno: q.partno,
      from: from.id,
      to: to.id,
      slnoFrom: q.slno_from,
      slnoTo: q.slno_to,
    });
    return { from, to, rows };
  });

  serve(app, EditionApi.update, async ({ req, params, body }) => {
    const tenantId = req.auth.tenantId;
    const before = await readEdition(database, tenantId, params.id);
    const parts = readableParts(req.auth);
    if (!before || (parts && !parts.includes(before.partno))) throw notFound();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update roll_editions set kind = ${body.kind}, roll_date = ${body.roll_date}::date, qualifying_date = ${body.qualifying_date}::date,
                                  updated_at = now() where tenant_id = ${tenantId} and id = ${params.id}`);
      await recordAudit(tx, req.actor, {
        action: 'update',
        entity: 'roll_editions',
        entity_id: params.id,
        changed: { kind: body.kind, roll_date: body.roll_date, qualifying_date: body.qualifying_date },
        previous: { kind: before.kind, roll_date: before.roll_date, qualifying_date: before.qualifying_date },
      });
    });
    const edition = (await readEdition(database, tenantId, params.id))!;
    return { ...message('editions.updated', { partno: edition.partno }), edition };
  });
}
