// The audit log, read: newest first, 10 a page, filtered by user, entity and days in Asia/Kolkata.
// Organisation admins read their own organisation's; the super administrator any one's.
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import moment from 'moment-timezone';
import { AuditApi, type AuditEntry, type AuditPage } from '../../../shared/api/audit';
import { DEFAULT_TIMEZONE, PAGE_SIZE } from '../../../shared/domain/constants';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { auditLog, tenants, users } from '../../db/schema';
import { badRequest, fieldError, notFound } from '../../http';
import { serve } from '../../route';
import { isoOf } from '../../db/instants';

interface Filters {
  page: number;
  user_id?: number | null;
  entity?: string;
  from?: string;
  to?: string;
}

const startOfDay = (day: string, field: string) => {
  const m = moment.tz(day, 'YYYY-MM-DD', true, DEFAULT_TIMEZONE);
  if (!m.isValid()) throw badRequest([fieldError(field, 'validation.date')]);
  return m;
};

export async function readAudit(db: Db, tenantId: number, f: Filters): Promise<AuditPage> {
  const from = f.from ? startOfDay(f.from, 'from') : null;
  const to = f.to ? startOfDay(f.to, 'to').add(1, 'day') : null;
  if (from && to && !to.isAfter(from)) throw badRequest([fieldError('to', 'validation.endAfterStart')]);
  const where = and(
    eq(auditLog.tenant_id, tenantId),
    f.user_id ? eq(auditLog.user_id, f.user_id) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    from ? gte(auditLog.at, from.toISOString()) : undefined,
    to ? lt(auditLog.at, to.toISOString()) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      a: auditLog,
      at: isoOf(auditLog.at),
      f_name: users.f_name,
      l_name: users.l_name,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.tenant_id, auditLog.tenant_id), eq(users.id, auditLog.user_id)))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset((f.page - 1) * PAGE_SIZE);
  const entities = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).where(eq(auditLog.tenant_id, tenantId)).orderBy(auditLog.entity);
  return {
    rows: rows.map(({ a, at, f_name, l_name }): AuditEntry => ({
      id: a.id,
      at,
      user_id: a.user_id,
      user: f_name == null ? null : { f_name, l_name },
      action: a.action,
      entity: a.entity,
      entity_id: a.entity_id,
      changed: a.changed,
      previous: a.previous,
    })),
    total,
    page: f.page,
    pageSize: PAGE_SIZE,
    entities: entities.map((e) => e.entity),
  };
}

export default function auditRoutes(app: FastifyInstance, { database: { db } }: Deps) {
  serve(app, AuditApi.list, async ({ req, query }) => readAudit(db, req.auth.tenantId, query));
  serve(app, AuditApi.organisation, async ({ params, query }) => {
    const id = Number(params.id);
    // tenant 1 is the installation's own, not an organisation
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
    if (!tenant || id === 1) throw notFound();
    return readAudit(db, id, query);
  });
}
