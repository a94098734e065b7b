// The route and menu entry of a name-only master. Its texts are the generic master texts with its
// name (the catalogues' `audit.entityName.<table>`) where the catalogue has none of its own: a new
// master writes its name in each catalogue once instead of six messages, and a master whose
// texts the specifications word (Religions) keeps its own.
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
  /** the menu label is the list's title unless given */
  menu: Omit<MenuSpec, 'labelKey'> & { labelKey?: string },
): RouteEntry {
  genericMasterTexts(key, `audit.entityName.${table}`);
  return crudRoute(path, load, access, { labelKey: `${key}.title`, ...menu });
}
