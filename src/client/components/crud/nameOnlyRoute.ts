// The route and menu entry of a name-only master whose texts are the generic master texts with
// its name (the catalogues' `audit.entityName.<table>`): a new master writes its name in each
// catalogue once instead of six messages.
import { genericMasterTexts } from '../../i18n/messages';
import type { RouteEntry } from '../layout/routeEntry';
import type { MenuSpec } from '../layout/menu';
import type { CrudResource } from './resource';
import type { Named } from './nameOnly';
import { crudRoute } from './crudRoute';

export function nameOnlyRoute<B>(
  path: string,
  /** the texts' key, as given to nameOnlyResource */
  key: string,
  /** the master's table: its name is the catalogue's `audit.entityName.<table>` */
  table: string,
  load: () => Promise<{ default: CrudResource<Named, B> }>,
  access: RouteEntry['access'],
  menu: Omit<MenuSpec, 'labelKey'>,
): RouteEntry {
  genericMasterTexts(key, `audit.entityName.${table}`);
  return crudRoute(path, load, access, { labelKey: `${key}.title`, ...menu });
}
