// Materials and their types: the kit's
// CRUD. A material's photo arrives as base64 and is stored as a file checked by its bytes; a type
// still used by a live material, and a material still named by an event or a task, cannot be
// deleted.
import { and, asc, eq } from 'drizzle-orm';
import { ResourceApi, ResourceTypeApi } from '../../../shared/api/resources';
import type { Db } from '../../db/client';
import { events, resources, resourceTypes, stockItems, tasks } from '../../db/schema';
import { assertLiveReferences, liveJoin, liveRowsOf } from '../../db/tenantRows';
import { crudRoutes, nameOnlyCrud, strip } from '../../crud';
import { storeImages, tenantFolder } from '../../uploads';

const resourceTypeRoutes = nameOnlyCrud({
  name: 'resourceType',
  table: resourceTypes,
  decls: ResourceTypeApi,
  messages: { added: 'resourceType.added', updated: 'resourceType.updated', deleted: 'resourceType.deleted', inUse: 'resourceType.inUse' },
  usedBy: () => [[resources, 'resources_type_id']],
});

/** The organisation's live materials (or the one with `id`), each with its type's name. */
export async function readResources(db: Db, tenantId: number, id?: number) {
  const rows = await db
    .select({ r: resources, name: resourceTypes.name, name_local: resourceTypes.name_local })
    .from(resources)
    .leftJoin(resourceTypes, liveJoin(resourceTypes, resources.tenant_id, resources.resources_type_id))
    .where(and(liveRowsOf(resources, tenantId), id === undefined ? undefined : eq(resources.id, id)))
    .orderBy(asc(resources.resource_name), asc(resources.id));
  return rows.map(({ r, name, name_local }) => ({ ...strip(r), resourcestype: name == null ? null : { name, name_local } }));
}

const resourceRoutes = crudRoutes({
  name: 'resource',
  table: resources,
  decls: ResourceApi,
  nameField: 'resource_name',
  unique: ['resource_name'],
  read: readResources,
  toValues: async (body, req, { database: { db }, config }) => {
    await assertLiveReferences(db, req.auth.tenantId, [
      { field: 'resources_type_id', id: body.resources_type_id, table: resourceTypes, key: 'validation.resourceTypeRequired' },
    ]);
    // the photo last: nothing is written to disk for a request refused above; a value that is not
    // base64 (the stored name sent back by an edit form) keeps the stored photo
    return {
      resource_name: body.resource_name,
      resources_type_id: body.resources_type_id,
      ...storeImages(body, ['image'], tenantFolder(config.uploadsDir, req.auth.tenantId), config.maxUploadBytes),
    };
  },
  messages: { added: 'resource.added', updated: 'resource.updated', deleted: 'resource.deleted', inUse: 'resource.inUse' },
  usedBy: () => [
    [events, 'resources'],
    [tasks, 'resources'],
    [stockItems, 'resource_id'],
  ],
});

export default [resourceTypeRoutes, resourceRoutes];
