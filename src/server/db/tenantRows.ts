// "A live row of this organisation": the one test every reference check and every tenant read
// makes (the database's foreign keys refuse other tenants' ids too; these name the field in a 400).
import { and, eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import type { FieldError } from '../../shared/api/messages';
import { badRequest, fieldError } from '../http';

export type TenantTable = PgTable & { tenant_id: PgColumn; id: PgColumn; deleted_at: PgColumn };

/** The organisation's rows that are not soft-deleted (the organisation may be a prepared query's placeholder). */
export const liveRowsOf = (table: TenantTable, tenantId: number | Placeholder): SQL => and(eq(table.tenant_id, tenantId), isNull(table.deleted_at))!;

/** The join condition of the live row of `table` that a row's (tenant, reference) columns name. */
export const liveJoin = (table: TenantTable, tenantColumn: PgColumn, idColumn: PgColumn): SQL =>
  and(eq(table.tenant_id, tenantColumn), eq(table.id, idColumn), isNull(table.deleted_at))!;

/** Whether `id` is a live row of the organisation in `table`. */
export async function liveRowExists(db: Db, table: TenantTable, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(liveRowsOf(table, tenantId), eq(table.id, id)))
    .limit(1);
  return Boolean(row);
}

export interface Reference {
  /** the payload field that holds the id */
  field: string;
  id: number | null | undefined;
  table: TenantTable;
  /** the message when it is not a live row of the organisation */
  key: string;
}

/** The field errors of references that name no live row of the organisation (missing or another tenant's alike). */
export async function missingReferences(db: Db, tenantId: number, refs: Reference[]): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const r of refs) if (r.id != null && !(await liveRowExists(db, r.table, tenantId, r.id))) errors.push(fieldError(r.field, r.key));
  return errors;
}

/** Refuses (400) a payload whose references name no live row of the organisation, one message per field. */
export async function assertLiveReferences(db: Db, tenantId: number, refs: Reference[]) {
  const errors = await missingReferences(db, tenantId, refs);
  if (errors.length) throw badRequest(errors.filter((e, i) => errors.findIndex((o) => o.code === e.code) === i));
}
