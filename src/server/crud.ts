// The one factory behind the many list/get/add/update/soft-delete domains: tenant-scoped,
// module-checked (by the guard through route config), validated with the shared yup schema,
// audited (db/audit.ts), 400 with errors[], 404 for unknown or foreign ids, 409 on duplicates.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type * as yup from 'yup';
import { isProtectedName, type ModuleName } from '../shared/domain/constants';
import { nameOnlySchema } from '../shared/schemas/masters';
import type { CrudPaths } from '../shared/api/crud';
import { insertRow, softDeleteRow, updateRow } from './db/audit';
import { conflict, forbidden, intParam, notFound, text, validate, badRequest, fieldError } from './http';
import { T, type Deps } from './deps';
import type { Db } from './db/client';

type Row = Record<string, unknown>;

/** What a domain's example payload may need to exist first (an area, a role): the tests' organisation. */
export interface ExampleContext {
  db: Db;
  tenantId: number;
  adminId: number;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = yup.ObjectSchema<any, any, any, any>;
type TenantTable = PgTable & { tenant_id: PgColumn; id: PgColumn; deleted_at: PgColumn };
const column = (table: TenantTable, name: string) => (table as unknown as Record<string, PgColumn>)[name];

export interface CrudSpec<S extends AnySchema> {
  /** audit entity and message names, e.g. 'religion' */
  name: string;
  table: TenantTable;
  paths: CrudPaths;
  schema: S;
  /** the update payload's schema when it differs from the add payload's (e.g. an optional password) */
  updateSchema?: yup.AnyObjectSchema;
  /** yup context for the schema, computed from the raw payload (e.g. the chosen role's type) */
  context?: (raw: Row, req: FastifyRequest, deps: Deps, existing?: Row) => Promise<object> | object;
  /** the field the generic tests name the row by (default 'name') */
  nameField?: string;
  /**
   * a custom read with joins: the tenant's live rows for the list, or the one row with `id`
   * (an empty array when there is none). Default: the table's own live rows.
   */
  read?: (db: Db, tenantId: number, id?: number) => Promise<Row[]>;
  module?: ModuleName | 'admin';
  /** columns unique among a tenant's live rows (case-insensitive for text): 409 naming the field */
  unique?: string[];
  /** rows that may not be edited or deleted (Admin and Super Admin roles) */
  protectedRow?: (row: Row) => boolean;
  /** the 403 message (i18n key) for a protected row; default 'error.protected' */
  protectedMessage?: string;
  /** a check of the session against the existing row before an update or delete (throws) */
  mayChange?: (existing: Row, req: FastifyRequest, deps: Deps) => Promise<void> | void;
  /** payload -> column values; may check references (throw badRequest) */
  toValues?: (body: yup.InferType<S>, req: FastifyRequest, deps: Deps, existing?: Row) => Promise<Row> | Row;
  /** row -> JSON answer */
  toJson?: (row: Row) => Row;
  orderBy?: PgColumn;
  /**
   * a valid payload, used by the generic tests that run over every CRUD domain; a function when
   * it refers to rows that must exist first or must differ per call (a unique phone)
   */
  example: Row | ((ctx: ExampleContext) => Promise<Row> | Row);
  /** messages (i18n keys) answered on success; `inUse` refuses a delete (409) while usedBy finds rows */
  messages?: { added?: string; updated?: string; deleted?: string; inUse?: string };
  /**
   * live rows that refer to this one ([table, column]): while any does, a delete is refused with
   * messages.inUse, so nothing is left pointing at a deleted row. A function: the tables of other
   * domains are read when the routes are built.
   */
  usedBy?: () => Array<[TenantTable, string]>;
}

export type CrudRegistrar = ((app: FastifyInstance, deps: Deps) => void) & { spec: CrudSpec<AnySchema> };

export function crudRoutes<S extends AnySchema>(spec: CrudSpec<S>): CrudRegistrar {
  const register = (app: FastifyInstance, deps: Deps) => {
    const { db } = deps.database;
    const { table, paths } = spec;
    const cfg = { config: { module: spec.module } };
    const toJson = spec.toJson ?? ((r: Row) => strip(r));
    const nameField = spec.nameField ?? 'name';
    const context = async (raw: unknown, req: FastifyRequest, existing?: Row) =>
      spec.context && raw && typeof raw === 'object' && !Array.isArray(raw) ? spec.context(raw as Row, req, deps, existing) : undefined;
    // the answer's shape: the custom read's (joined) row when there is one
    const shaped = async (tenantId: number, row: Row) => (spec.read ? ((await spec.read(db, tenantId, row.id as number))[0] ?? row) : row);
    const live = (tenantId: number): SQL => and(eq(table.tenant_id, tenantId), isNull(table.deleted_at))!;

    const find = async (tenantId: number, id: number) => {
      const [row] = await db.select().from(table as PgTable).where(and(live(tenantId), eq(table.id, id)));
      return (row as Row | undefined) ?? null;
    };

    const assertUnique = async (tenantId: number, values: Row, exceptId?: number) => {
      for (const field of spec.unique ?? []) {
        const v = values[field];
        if (v == null || v === '') continue;
        const col = column(table, field);
        const same = typeof v === 'string' ? sql`lower(${col}) = ${v.toLowerCase()}` : eq(col, v);
        const [dup] = await db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(and(live(tenantId), same, exceptId ? ne(table.id, exceptId) : undefined));
        if (dup) throw conflict(field, 'validation.duplicate');
      }
    };

    app.get(T(paths.list), cfg, async (req) => {
      if (spec.read) return { [paths.listKey]: (await spec.read(db, req.auth.tenantId)).map(toJson) };
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(live(req.auth.tenantId))
        .orderBy(asc(spec.orderBy ?? table.id));
      return { [paths.listKey]: (rows as Row[]).map(toJson) };
    });

    app.get(T(paths.get), cfg, async (req) => {
      const id = intParam((req.params as { id: string }).id);
      const row = spec.read ? ((await spec.read(db, req.auth.tenantId, id))[0] ?? null) : await find(req.auth.tenantId, id);
      if (!row) throw notFound();
      return { [paths.itemKey]: toJson(row) };
    });

    app.post(T(paths.add), cfg, async (req, reply) => {
      const raw = req.body as Row;
      const body = await validate(spec.schema, raw, await context(raw, req));
      const values = spec.toValues ? await spec.toValues(body, req, deps) : (body as Row);
      if (spec.protectedRow?.(values)) throw badRequest([fieldError(nameField, 'error.protectedName')]);
      await assertUnique(req.auth.tenantId, values);
      const row = await insertRow<Row>(db, req.actor, table, values);
      reply.status(201);
      return { msg: text(spec.messages?.added ?? 'crud.added'), [paths.itemKey]: toJson(await shaped(req.auth.tenantId, row)) };
    });

    app.put(T(paths.update), cfg, async (req) => {
      const raw = (req.body ?? {}) as Row;
      const id = paths.updateIdField
        ? intParam(raw[paths.updateIdField], paths.updateIdField)
        : intParam((req.params as { id: string }).id);
      const existing = await find(req.auth.tenantId, id);
      if (!existing) throw notFound();
      if (spec.protectedRow?.(existing)) throw forbidden(spec.protectedMessage ?? 'error.protected');
      await spec.mayChange?.(existing, req, deps);
      const body = await validate(spec.updateSchema ?? spec.schema, raw, await context(raw, req, existing));
      const values = spec.toValues ? await spec.toValues(body as yup.InferType<S>, req, deps, existing) : (body as Row);
      if (spec.protectedRow?.({ ...existing, ...values })) throw badRequest([fieldError(nameField, 'error.protectedName')]);
      await assertUnique(req.auth.tenantId, values, id);
      const row = await updateRow<Row>(db, req.actor, table, id, values);
      if (!row) throw notFound();
      return { msg: text(spec.messages?.updated ?? 'crud.updated'), [paths.itemKey]: toJson(await shaped(req.auth.tenantId, row)) };
    });

    app.put(T(paths.remove), cfg, async (req) => {
      const id = intParam((req.params as { id: string }).id);
      const existing = await find(req.auth.tenantId, id);
      if (!existing) throw notFound();
      if (spec.protectedRow?.(existing)) throw forbidden(spec.protectedMessage ?? 'error.protected');
      await spec.mayChange?.(existing, req, deps);
      for (const [other, col] of spec.usedBy?.() ?? []) {
        const [use] = await db
          .select({ id: other.id })
          .from(other as PgTable)
          .where(and(eq(other.tenant_id, req.auth.tenantId), isNull(other.deleted_at), eq(column(other, col), id)))
          .limit(1);
        if (use) throw conflict('id', spec.messages?.inUse ?? 'crud.inUse');
      }
      if (!(await softDeleteRow(db, req.actor, table, id))) throw notFound();
      return { msg: text(spec.messages?.deleted ?? 'crud.deleted'), id };
    });
  };
  return Object.assign(register, { spec: spec as unknown as CrudSpec<AnySchema> });
}

/** A CRUD domain plus routes of its own (e.g. an area's status switch); the generic tests still see its spec. */
export function withRoutes(crud: CrudRegistrar, extra: (app: FastifyInstance, deps: Deps) => void): CrudRegistrar {
  const register = (app: FastifyInstance, deps: Deps) => {
    crud(app, deps);
    extra(app, deps);
  };
  return Object.assign(register, { spec: crud.spec });
}

/** The JSON of a row: without the tenant and deletion columns. */
export function strip(row: Row): Row {
  const { tenant_id: _t, deleted_at: _d, ...rest } = row;
  return rest;
}

/** A name-only master (religions, religion categories, categories): the same rules everywhere. */
export function nameOnlyCrud(opts: { name: string; table: TenantTable; paths: CrudPaths }) {
  return crudRoutes({
    ...opts,
    example: { name: `Sample ${opts.name}` },
    schema: nameOnlySchema,
    module: 'admin',
    unique: ['name'],
    protectedRow: (r) => isProtectedName(r.name as string),
    orderBy: column(opts.table, 'name'),
  });
}
