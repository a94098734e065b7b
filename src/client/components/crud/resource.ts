// A domain's registry entry for the generic list/add/edit/delete screens (ARCHITECTURE
// "resource registry"): said once, served by ResourcePage.
import type { ObjectSchema } from 'yup';
import type { Column, PagerVariant } from '../DataTable';
import type { Option } from '../FormField';
import type { CrudApi, Identified } from '../../api/crudEndpoints';
import type { CrudPaths } from '../../../shared/api/crud';

export interface FieldSpec {
  name: string;
  labelKey: string;
  kind?: 'text' | 'select' | 'checkboxes';
  options?: Option[];
  required?: boolean;
}

export interface CrudResource<T extends Identified> {
  name: string;
  paths: CrudPaths;
  api: CrudApi<T>;
  /** i18n keys of the page title and the add button */
  titleKey: string;
  addKey: string;
  editKey: string;
  columns: Column<T>[];
  fields: FieldSpec[];
  /** the shared yup schema the server validates with */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: ObjectSchema<any, any, any, any>;
  initialValues: Record<string, unknown>;
  toForm?: (row: T) => Record<string, unknown>;
  /** i18n keys: success texts and the "Deleted!" text */
  messages: { added: string; updated: string; deleted: string };
  pager?: PagerVariant;
  emptyTitle?: string;
  emptyText?: string;
  /** rows that may be neither edited nor deleted (Admin, Super Admin) */
  canModify?: (row: T) => boolean;
}
