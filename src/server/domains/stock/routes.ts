// Stock: inwards from donors and
// transfers between offices, kept as a ledger. A donor inward is recorded at once; a transfer is
// asked for, then approved from an office or rejected with a reason. An approval checks the
// from-office's ledger (422 stock_not_found when it never held a material, 422 insufficient when it
// holds fewer) unless the admin confirms it anyway (recorded as forced). Approvals drawing on one
// office lock that office's row, so two approvals racing for its last units are served in turn.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { StockApi } from '../../../shared/api/stock';
import { StockStatus, StockType } from '../../../shared/schemas/stock';
import type { Db } from '../../db/client';
import { insertRow, softDeleteRow, updateRow, type Actor } from '../../db/audit';
import { offices, resources, stockItems, stockLedger, stockTransactions, users } from '../../db/schema';
import { assertLiveReferences, liveJoin, liveRowsOf } from '../../db/tenantRows';
import { badRequest, conflict, fieldError, HttpError, message, notFound } from '../../http';
import { crudRoutes, strip, withRoutes } from '../../crud';
import { serve } from '../../route';
import { isoOf } from '../../db/instants';

const fromOffice = alias(offices, 'from_office');
const toOffice = alias(offices, 'to_office');
const receiver = alias(users, 'receiver');
const creator = alias(users, 'creator');
const person = (f: string | null, l: string | null) => (f == null ? null : { f_name: f, l_name: l ?? '' });

/** The organisation's live stock transactions (or the one with `id`), newest first, with offices, people and materials named. */
export async function readStock(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select({
      t: stockTransactions,
      created: isoOf(stockTransactions.created_at),
      from_office_name: fromOffice.office_name,
      to_office_name: toOffice.office_name,
      rf: receiver.f_name,
      rl: receiver.l_name,
      cf: creator.f_name,
      cl: creator.l_name,
    })
    .from(stockTransactions)
    .leftJoin(fromOffice, and(eq(fromOffice.tenant_id, stockTransactions.tenant_id), eq(fromOffice.id, stockTransactions.from_office)))
    .leftJoin(toOffice, and(eq(toOffice.tenant_id, stockTransactions.tenant_id), eq(toOffice.id, stockTransactions.to_office)))
    .leftJoin(receiver, and(eq(receiver.tenant_id, stockTransactions.tenant_id), eq(receiver.id, stockTransactions.handover_to)))
    .leftJoin(creator, and(eq(creator.tenant_id, stockTransactions.tenant_id), eq(creator.id, stockTransactions.created_by)))
    .where(and(liveRowsOf(stockTransactions, tenantId), id === undefined ? undefined : eq(stockTransactions.id, id)))
    .orderBy(desc(stockTransactions.created_at), desc(stockTransactions.id));
  const ids = rows.map((r) => r.t.id);
  const items = ids.length
    ? await db
        .select({
          transaction_id: stockItems.transaction_id,
          id: stockItems.resource_id,
          quantity: stockItems.quantity,
          resource_name: resources.resource_name,
        })
        .from(stockItems)
        .innerJoin(resources, and(eq(resources.tenant_id, stockItems.tenant_id), eq(resources.id, stockItems.resource_id)))
        .where(and(liveRowsOf(stockItems, tenantId), inArray(stockItems.transaction_id, ids)))
        .orderBy(asc(stockItems.id))
    : [];
  return rows.map(({ t, created, from_office_name, to_office_name, rf, rl, cf, cl }) => ({
    ...strip(t),
    created_at: created,
    from_office_name,
    to_office_name,
    handover_to_details: person(rf, rl),
    created_by_details: person(cf, cl),
    resources: items.filter((i) => i.transaction_id === t.id).map(({ id: rid, resource_name, quantity }) => ({ id: rid, resource_name, quantity })),
  }));
}

const unprocessable = (reason: 'stock_not_found' | 'insufficient', material: string) =>
  new HttpError(
    422,
    reason === 'stock_not_found' ? 'stock.notFound' : 'stock.insufficient',
    [fieldError('from_office', reason === 'stock_not_found' ? 'stock.notFound' : 'stock.insufficient')],
    {
      reason,
      material,
    },
  );

/**
 * Approves a pending transaction in one database transaction: checks the from-office's ledger
 * (unless forced), writes the ledger rows (out of the from-office, into the to-office) and marks it
 * approved. A donor inward has no from-office and only comes in.
 */
async function approve(db: Db, actor: Actor, id: number, from: number | null, forced: boolean) {
  await db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(stockTransactions)
      .where(and(liveRowsOf(stockTransactions, actor.tenantId), eq(stockTransactions.id, id)))
      .for('update');
    if (!t) throw notFound();
    if (t.status !== StockStatus.Pending) throw conflict('id', 'stock.decided');
    const transfer = t.transaction_type === StockType.Transfer;
    if (transfer && from === t.to_office) throw badRequest([fieldError('from_office', 'validation.sameOffice')]);
    const items = await tx
      .select({ resource_id: stockItems.resource_id, quantity: stockItems.quantity, name: resources.resource_name })
      .from(stockItems)
      .innerJoin(resources, and(eq(resources.tenant_id, stockItems.tenant_id), eq(resources.id, stockItems.resource_id)))
      .where(and(liveRowsOf(stockItems, actor.tenantId), eq(stockItems.transaction_id, id)));
    // the lock on the from-office's row is held until the end: one approval draws on it at a time
    if (transfer) await tx.execute(sql`select id from offices where tenant_id = ${actor.tenantId} and id = ${from} for update`);
    const rows: Array<typeof stockLedger.$inferInsert> = [];
    for (const item of items) {
      if (transfer) {
        if (!forced) {
          const [held] = await tx
            .select({ rows: sql<number>`count(*)::int`, quantity: sql<number>`coalesce(sum(${stockLedger.quantity}), 0)::int` })
            .from(stockLedger)
            .where(and(eq(stockLedger.tenant_id, actor.tenantId), eq(stockLedger.office_id, from!), eq(stockLedger.resource_id, item.resource_id)));
          if (!held.rows) throw unprocessable('stock_not_found', item.name);
          if (held.quantity < item.quantity) throw unprocessable('insufficient', item.name);
        }
        rows.push({ tenant_id: actor.tenantId, office_id: from!, resource_id: item.resource_id, quantity: -item.quantity, transaction_id: id });
      }
      rows.push({ tenant_id: actor.tenantId, office_id: t.to_office, resource_id: item.resource_id, quantity: item.quantity, transaction_id: id });
    }
    if (rows.length) await tx.insert(stockLedger).values(rows);
    const values = {
      status: StockStatus.Approved,
      from_office: transfer ? from : null,
      forced,
      decided_by: actor.userId,
      decided_at: new Date().toISOString(),
    };
    if (!(await updateRow(tx, actor, stockTransactions, id, values))) throw notFound();
  });
}

const crud = crudRoutes({
  name: 'stock',
  kitTests: false,
  table: stockTransactions,
  decls: StockApi,
  nameField: 'handover_by',
  read: readStock,
  toValues: async (body, req, { database: { db } }, existing) => {
    await assertLiveReferences(db, req.auth.tenantId, [
      { field: 'to_office', id: body.to_office, table: offices, key: 'validation.unknownOffice' },
      { field: 'from_office', id: body.from_office, table: offices, key: 'validation.unknownOffice' },
      { field: 'handover_to', id: body.handover_to, table: users, key: 'validation.unknownUser' },
      ...body.resources.map((r) => ({ field: 'resources', id: r.id, table: resources, key: 'validation.unknownResource' })),
    ]);
    const donor = body.transaction_type === StockType.Donor;
    return {
      transaction_type: body.transaction_type,
      from_office: donor ? null : body.from_office,
      to_office: body.to_office,
      handover_by: body.handover_by || null,
      handover_to: body.handover_to,
      ...(existing ? {} : { created_by: req.auth.userId, status: StockStatus.Pending }),
    };
  },
  // a decided transaction is history: corrected by a new movement, never changed or deleted
  mayChange: (existing) => {
    if (existing.status !== StockStatus.Pending) throw conflict('id', 'stock.decided');
  },
  afterWrite: async (db, actor, id, body) => {
    // the materials are the payload's: the earlier rows of an edit go
    const kept = await db
      .select({ id: stockItems.id })
      .from(stockItems)
      .where(and(liveRowsOf(stockItems, actor.tenantId), eq(stockItems.transaction_id, id)));
    for (const row of kept) await softDeleteRow(db, actor, stockItems, row.id);
    if (!body) return;
    for (const r of body.resources) await insertRow(db, actor, stockItems, { transaction_id: id, resource_id: r.id, quantity: r.quantity });
    // a donor's inward comes in at once: nothing is asked of another office
    if (body.transaction_type === StockType.Donor) await approve(db, actor, id, null, false);
  },
  messages: { added: 'stock.added', updated: 'stock.updated', deleted: 'stock.deleted' },
});

export default withRoutes(crud, (app, { database: { db } }) => {
  const decided = async (tenantId: number, id: number, key: string) => ({ ...message(key), inward_stock: (await readStock(db, tenantId, id))[0] });
  const checkOffice = (tenantId: number, id: number) =>
    assertLiveReferences(db, tenantId, [{ field: 'from_office', id, table: offices, key: 'validation.unknownOffice' }]);

  serve(app, StockApi.accept, async ({ req, query }) => {
    await checkOffice(req.auth.tenantId, query.from_office);
    await approve(db, req.actor, query.id, query.from_office, false);
    return decided(req.auth.tenantId, query.id, 'stock.approved');
  });

  serve(app, StockApi.forced, async ({ req, query }) => {
    await checkOffice(req.auth.tenantId, query.from_office);
    await approve(db, req.actor, query.id, query.from_office, true);
    return decided(req.auth.tenantId, query.id, 'stock.approved');
  });

  serve(app, StockApi.deny, async ({ req, query }) => {
    const [t] = await readStock(db, req.auth.tenantId, query.id);
    if (!t) throw notFound();
    const values = {
      status: StockStatus.Rejected,
      rejection_reason: query.rejection_reason,
      decided_by: req.auth.userId,
      decided_at: new Date().toISOString(),
    };
    if (!(await updateRow(db, req.actor, stockTransactions, query.id, values, eq(stockTransactions.status, StockStatus.Pending))))
      throw conflict('id', 'stock.decided');
    return decided(req.auth.tenantId, query.id, 'stock.rejected');
  });

  serve(app, StockApi.balance, async ({ req }) => {
    const rows = await db
      .select({
        office_id: stockLedger.office_id,
        office_name: offices.office_name,
        resource_id: stockLedger.resource_id,
        resource_name: resources.resource_name,
        quantity: sql<number>`sum(${stockLedger.quantity})::int`,
      })
      .from(stockLedger)
      .innerJoin(offices, liveJoin(offices, stockLedger.tenant_id, stockLedger.office_id))
      .innerJoin(resources, liveJoin(resources, stockLedger.tenant_id, stockLedger.resource_id))
      .where(eq(stockLedger.tenant_id, req.auth.tenantId))
      .groupBy(stockLedger.office_id, offices.office_name, stockLedger.resource_id, resources.resource_name)
      .orderBy(asc(offices.office_name), asc(resources.resource_name));
    return { stock: rows };
  });
});
