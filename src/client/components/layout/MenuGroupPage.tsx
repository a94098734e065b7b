// A submenu group as a page of its own (such as /master): the group's entries the user may
// open, as the sidebar lists them (the Layout hands its menu to the page through the outlet).
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useOutletContext } from 'react-router-dom';
import Forbidden from './Forbidden';
import Icon from './icons';
import type { MenuNode } from './menu';
import type { RouteEntry } from './routeEntry';

export default function MenuGroupPage({ group }: { group: string }) {
  const nodes = useOutletContext<MenuNode[] | undefined>() ?? [];
  const found = nodes.find((n) => n.kind === 'group' && n.labelKey === group);
  if (!found || found.kind !== 'group' || !found.children.length) return <Forbidden />;
  return (
    <div className="card">
      <h1 className="page-title">
        <FormattedMessage id={group} />
      </h1>
      <ul className="menu-group-page">
        {found.children.map((c) => (
          <li key={c.path}>
            <Link to={c.path} className="nav-link">
              <Icon name={c.icon} />
              <span>
                <FormattedMessage id={c.labelKey} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The route of a submenu group's page, e.g. `menuGroupRoute('/master', 'menu.master')`. */
export const menuGroupRoute = (path: string, group: string): RouteEntry => ({
  path,
  element: () => createElement(MenuGroupPage, { group }),
  title: group,
});
