// The router, built from the registry (resources.ts). A route that needs login sends a visitor
// without a stored token to /sign-in (with the page asked for in `?next=`); /sign-in sends a
// signed-in user to that page or /dashboard (or to the onboarding step while steps is below 4); a page the user's role may not open says so.
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import Layout from './components/layout/Layout';
import NotFound from './components/layout/NotFound';
import PageLoading from './components/layout/PageLoading';
import RouteErrorBoundary from './components/layout/RouteError';
import { afterSignIn } from './features/auth/session';
import { nextFrom, signInFor } from './lib/nextPage';
import SignOutLink, { SignOutEverywhereLink } from './features/auth/SignOutLink';
import Forbidden from './components/layout/Forbidden';
import { useMayOpen } from './components/layout/useMayOpen';
import { titleKeyOf, type Access, type RouteEntry } from './components/layout/routeEntry';
import RouteTitle from './components/layout/RouteTitle';
import { useAppSelector } from './store/hooks';

export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAppSelector((s) => s.auth.token);
  const location = useLocation();
  // the page asked for rides along in the sign-in address, so a reload of the sign-in keeps it
  if (!token) return <Navigate to={signInFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <>{children}</>;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { token, steps } = useAppSelector((s) => s.auth);
  const { search } = useLocation();
  if (token) return <Navigate to={afterSignIn(steps, nextFrom(search))} replace />;
  return <>{children}</>;
}

export function RequireAccess({ access, denied: Denied = Forbidden, children }: { access: Access; denied?: ComponentType; children: ReactNode }) {
  if (!useMayOpen(access)) return <Denied />;
  return <>{children}</>;
}

function page(entry: RouteEntry): ReactNode {
  const Page = entry.element;
  let el: ReactNode = (
    <>
      <RouteTitle titleKey={titleKeyOf(entry)} />
      <Page />
    </>
  );
  if (entry.access)
    el = (
      <RequireAccess access={entry.access} denied={entry.denied}>
        {el}
      </RequireAccess>
    );
  if (!entry.public) el = <RequireAuth>{el}</RequireAuth>;
  if (entry.guestOnly) el = <GuestOnly>{el}</GuestOnly>;
  // keyed: the next page gets a boundary of its own, not the failed one
  return <RouteErrorBoundary key={entry.path}>{el}</RouteErrorBoundary>;
}

export function buildRoutes(entries: RouteEntry[]): RouteObject[] {
  const bare = entries.filter((e) => e.bare);
  const framed = entries.filter((e) => !e.bare);
  return [
    {
      children: [
        { path: '/', element: <Navigate to="/sign-in" replace /> },
        ...bare.map((e) => ({ path: e.path, element: <Suspense fallback={<PageLoading />}>{page(e)}</Suspense> })),
        {
          element: (
            <Layout
              entries={entries}
              signOut={
                <>
                  <SignOutEverywhereLink />
                  <SignOutLink />
                </>
              }
            />
          ),
          children: [
            ...framed.map((e) => ({ path: e.path, element: page(e) })),
            {
              path: '*',
              element: (
                <RequireAuth>
                  <NotFound />
                </RequireAuth>
              ),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The console's routes, in a plain <BrowserRouter>: none of the data router's loaders is used,
 * and it would double the router's code on the first page.
 */
export function AppRoutes({ entries }: { entries: RouteEntry[] }) {
  const [routes] = useState(() => buildRoutes(entries));
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
