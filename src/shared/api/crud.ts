// The five routes of a list/add/edit/soft-delete domain, declared once for the many domains that
// have them: list, one row, add, update and the soft delete (sent as PUT .../delete/{id}).
// `update` is either PUT '/x/update/:id' (id in the path) or PUT '/x/update' with the id in a
// body field (areas, offices, candidates, voter groups).
import * as yup from 'yup';
import { created, idParams, idSchema, reply, route, type ObjectSchema, type Reply, type RouteModule, type RouteSpec } from './contract';
import type { Message } from './messages';

export interface CrudOptions<LK extends string, IK extends string, S extends ObjectSchema, U extends ObjectSchema> {
  /** the list's path, e.g. '/office' */
  base: string;
  /** the entity in words, for the API page */
  entity: string;
  listKey: LK;
  itemKey: IK;
  module?: RouteModule;
  /** the add payload */
  schema: S;
  /** the update payload when it differs (e.g. an optional password) */
  updateSchema?: U;
  /** GET '/x/:id' instead of '/x/edit/:id' */
  get?: 'edit' | 'plain';
  /** the body field that carries the id of an update (PUT '/x/update') */
  updateIdField?: string;
  /** the add path when it is not '/x/add' */
  addPath?: string;
  listPath?: string;
  getPath?: string;
  updatePath?: string;
  removePath?: string;
  /** DELETE instead of the usual PUT '.../delete/{id}' (vehicle requests) */
  removeMethod?: 'PUT' | 'DELETE';
}

export type Saved<IK extends string, T> = Message & { [K in IK]: T };
export type Removed = Message & { id: number };

/** `crud<Office>()({ base: '/office', ... })`: the row type is given, the rest inferred. */
export const crud =
  <T>() =>
  <const LK extends string, const IK extends string, S extends ObjectSchema, U extends ObjectSchema = S>(o: CrudOptions<LK, IK, S, U>) => {
    const updateSchema: ObjectSchema = o.updateSchema ?? o.schema;
    const scope = 'tenant' as const;
    const { module } = o;
    return {
      keys: { listKey: o.listKey, itemKey: o.itemKey, updateIdField: o.updateIdField },
      list: route({
        method: 'GET',
        path: o.listPath ?? o.base,
        scope,
        module,
        summary: `List the ${o.entity} rows`,
        response: reply<{ [K in LK]: T[] }>(o.listKey),
      }),
      get: route({
        method: 'GET',
        path: o.getPath ?? (o.get === 'plain' ? `${o.base}/:id` : `${o.base}/edit/:id`),
        scope,
        module,
        summary: `One ${o.entity}`,
        params: idParams,
        response: reply<{ [K in IK]: T }>(o.itemKey),
      }),
      add: route({
        method: 'POST',
        path: o.addPath ?? `${o.base}/add`,
        scope,
        module,
        summary: `Add a ${o.entity}`,
        body: o.schema,
        response: created<Saved<IK, T>>('msg', 'key', o.itemKey),
      }),
      update: o.updateIdField
        ? route({
            method: 'PUT',
            path: o.updatePath ?? `${o.base}/update`,
            scope,
            module,
            summary: `Update a ${o.entity} (its id in the body field ${o.updateIdField})`,
            body: updateSchema.concat(yup.object({ [o.updateIdField]: idSchema() })),
            response: reply<Saved<IK, T>>('msg', 'key', o.itemKey),
          })
        : route({
            method: 'PUT',
            path: o.updatePath ?? `${o.base}/update/:id`,
            scope,
            module,
            summary: `Update a ${o.entity}`,
            params: idParams,
            body: updateSchema,
            response: reply<Saved<IK, T>>('msg', 'key', o.itemKey),
          }),
      remove: route({
        method: o.removeMethod ?? 'PUT',
        path: o.removePath ?? `${o.base}/delete/:id`,
        scope,
        module,
        summary: `Soft-delete a ${o.entity}`,
        params: idParams,
        response: reply<Removed>('msg', 'key', 'id'),
      }),
    };
  };

/** Any CRUD domain's declarations, as the generic server factory and client endpoints read them. */
export interface CrudDecls<T> {
  keys: { listKey: string; itemKey: string; updateIdField?: string };
  list: RouteSpec & { response: Reply<Record<string, T[]>> };
  get: RouteSpec & { response: Reply<Record<string, T>> };
  add: RouteSpec;
  update: RouteSpec;
  remove: RouteSpec;
}
