// The dashboard for a user whose role does not grant it: the first page of their menu instead
// (the sign-in lands everyone on /dashboard), or, when the console has no page for them (a field
// worker), the way to the field app. The field app is a page of its own, not a console route.
import { FormattedMessage } from 'react-intl';
import { Navigate, useOutletContext } from 'react-router-dom';
import type { MenuNode } from './menu';

/** The first page of the menu, in its order (a group's first entry). */
export const firstPage = (nodes: MenuNode[] | undefined): string | undefined => {
  const first = nodes?.[0];
  return first?.kind === 'group' ? first.children[0]?.path : first?.path;
};

export default function HomeElsewhere() {
  const to = firstPage(useOutletContext<MenuNode[] | undefined>());
  if (to) return <Navigate to={to} replace />;
  return (
    <div className="card not-found" data-testid="field-only">
      <h1 className="page-title">
        <FormattedMessage id="layout.fieldOnly.title" />
      </h1>
      <p>
        <FormattedMessage id="layout.fieldOnly.text" />
      </p>
      <a href="/field" className="btn btn-primary">
        <FormattedMessage id="layout.fieldOnly.open" />
      </a>
    </div>
  );
}
