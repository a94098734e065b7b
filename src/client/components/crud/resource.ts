// A domain's registry entry for the generic list/add/edit/delete screens (ARCHITECTURE
// "resource registry"): said once, served by ResourcePage.
import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { ObjectSchema } from 'yup';
import type { Column, PagerVariant } from '../DataTable';
import type { Option } from '../FormField';
import type { CrudHooks, Identified } from '../../api/crudEndpoints';
import type { CrudDecls } from '../../../shared/api/crud';

export interface FieldSpec {
  name: string;
  labelKey: string;
  /** 'image': a photo chosen from a file, sent as base64 (the stored one is shown until then) */
  kind?: 'text' | 'select' | 'checkboxes' | 'image';
  options?: Option[];
  /** options read from the server (offices, users): a hook, called while the form is open */
  useOptions?: () => Option[];
  /** values the other fields rule out (e.g. the in-charges among the members): hidden and unchosen */
  exclude?: (values: Record<string, unknown>) => unknown[];
  /** i18n key of a select's empty option */
  placeholderKey?: string;
  /** an input's type (number, tel) */
  type?: string;
  required?: boolean;
}

export interface CrudResource<T extends Identified, B = Record<string, unknown>> {
  name: string;
  api: CrudHooks<T, B>;
  /** the domain's declared routes */
  decls: CrudDecls<T>;
  /** i18n keys of the page title and the add button */
  titleKey: string;
  addKey: string;
  editKey: string;
  columns: Column<T>[];
  fields: FieldSpec[];
  /** the shared yup schema the server validates with */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any yup object schema of a domain
  schema: ObjectSchema<any, any, any, any>;
  initialValues: Record<string, unknown>;
  toForm?: (row: T) => Record<string, unknown>;
  /** a hook run while the form is open, giving what the body adds to the schema's cast (e.g. a chosen row's name) */
  useToBody?: () => (body: B) => B;
  /** i18n keys: success texts and the "Deleted!" text */
  messages: { added: string; updated: string; deleted: string };
  pager?: PagerVariant;
  emptyTitle?: string;
  emptyText?: string;
  /** rows that may be neither edited nor deleted (Admin, Super Admin) */
  canModify?: (row: T) => boolean;
  /** the row's name, for the Edit and Delete buttons' labels */
  rowName?: (row: T) => string;
  /** the add form on a page of its own at this path (the list's Add links there), back to the list after a save */
  addPath?: string;
  /** a row action of the domain's own beside Edit and Delete (e.g. assign a vehicle): its button and dialog */
  rowAction?: { labelKey: string; namedKey: string; Dialog: ComponentType<{ row: T; onClose: () => void }> };
  /** a form sent with required fields empty also says so in a dialog ("Missing Data"), besides the fields' own messages */
  warnMissing?: boolean;
  /** the delete's own question for a row that holds more than itself (e.g. a vehicle someone holds) */
  deleteWarning?: (row: T, intl: IntlShape) => string | null;
}
