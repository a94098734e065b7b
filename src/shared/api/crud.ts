// The five call shapes of a list/add/edit/soft-delete domain (01 §7, 02 §7), written once.
// `update` is either '/x/update/:id' (id in the path) or '/x/update' (id in the body).

export interface CrudPaths {
  list: string;
  get: string;
  add: string;
  update: string;
  remove: string;
  /** the body field that carries the id when the update path has none */
  updateIdField?: string;
  /** response keys: the list's and one item's */
  listKey: string;
  itemKey: string;
}

export function crudPaths(
  base: string,
  opts: { listKey: string; itemKey: string; get?: 'edit' | 'plain'; updateIdField?: string },
): CrudPaths {
  return {
    list: base,
    get: opts.get === 'plain' ? `${base}/:id` : `${base}/edit/:id`,
    add: `${base}/add`,
    update: opts.updateIdField ? `${base}/update` : `${base}/update/:id`,
    remove: `${base}/delete/:id`,
    updateIdField: opts.updateIdField,
    listKey: opts.listKey,
    itemKey: opts.itemKey,
  };
}

export const RolePaths = crudPaths('/roles', { listKey: 'roles', itemKey: 'role', get: 'plain' });
export const ReligionPaths = crudPaths('/religion', { listKey: 'religions', itemKey: 'religion' });
export const ReligionCategoryPaths = crudPaths('/religion-category', { listKey: 'religionCategories', itemKey: 'religionCategory' });
export const CategoryPaths = crudPaths('/category', { listKey: 'categories', itemKey: 'category' });

// Areas, offices and users/candidates (01 §7): update carries the id in the body.
export const AreaPaths = crudPaths('/area', { listKey: 'area', itemKey: 'area', updateIdField: 'id' });
/** The list's active switch (01 §4 shows no call; the switch persists through this one). */
export const AreaStatusPath = '/area/status/:id';
export const OfficePaths = crudPaths('/office', { listKey: 'offices', itemKey: 'office', updateIdField: 'office_id' });
export const CandidatePaths: CrudPaths = {
  list: '/candidate-list',
  get: '/candidate/edit/:id',
  add: '/candidate-register',
  update: '/candidate/update',
  remove: '/candidate/delete/:id',
  updateIdField: 'candidate_id',
  listKey: 'candidates',
  itemKey: 'candidate',
};
