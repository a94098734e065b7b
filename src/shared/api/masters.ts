// Roles and the name-only masters (religions, religion categories, categories): list, edit and
// delete screens of organisation admins. Admin and Super Admin names are protected.
import { crud } from './crud';
import { nameOnlySchema, roleSchema } from '../schemas/masters';

export interface Named {
  id: number;
  name: string;
  /** the organisation's Devanagari name, when it gave one */
  name_local?: string | null;
}

/** A master's name in the page's script: the Devanagari one on Hindi and Marathi pages when there is one. */
export const localName = (r: Pick<Named, 'name' | 'name_local'>, locale: string) => (locale !== 'en' && r.name_local) || r.name;

export interface Role {
  id: number;
  name: string;
  /** 1 a role that signs in, 2 a role without login */
  type: number;
  /** 1 active, 0 inactive */
  status: number;
  modules: string[];
}

export const RoleApi = crud<Role>()({
  base: '/roles',
  entity: 'role',
  listKey: 'roles',
  itemKey: 'role',
  get: 'plain',
  module: 'admin',
  schema: roleSchema,
});

/** A name-only master's declarations: list, add, edit and delete of names, granted to admins. */
export const master = <const LK extends string, const IK extends string>(base: string, entity: string, listKey: LK, itemKey: IK) =>
  crud<Named>()({ base, entity, listKey, itemKey, module: 'admin', schema: nameOnlySchema });

export const ReligionApi = master('/religion', 'religion', 'religions', 'religion');
export const ReligionCategoryApi = master('/religion-category', 'religion category', 'religionCategories', 'religionCategory');
export const CategoryApi = master('/category', 'category', 'categories', 'category');
