// Materials (resources) and their types: what the campaign hands out or uses (banners, flags,
// pamphlets), each of a type and with a photo. Events, tasks and the stock ledger refer to them.
import { crud } from './crud';
import type { Named } from './masters';
import { nameOnlySchema } from '../schemas/masters';
import { resourceSchema } from '../schemas/resources';

export interface Resource {
  id: number;
  resource_name: string;
  resources_type_id: number;
  /** the type's name, as the list shows it */
  resourcestype: { name: string; name_local: string | null } | null;
  /** the stored photo's file name (read through FileApi.upload), or null */
  image: string | null;
}

const MODULE = 'Resources';

// the list answers under `resources` like the materials' list, as the console expects
export const ResourceTypeApi = crud<Named>()({
  base: '/resources-type',
  entity: 'material type',
  listKey: 'resources',
  itemKey: 'resourcestype',
  get: 'plain',
  updateIdField: 'id',
  module: MODULE,
  schema: nameOnlySchema,
});

export const ResourceApi = crud<Resource>()({
  base: '/resources',
  entity: 'material',
  listKey: 'resources',
  itemKey: 'resource',
  get: 'plain',
  updateIdField: 'id',
  module: MODULE,
  schema: resourceSchema,
});
