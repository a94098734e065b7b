// Whether the signed-in user may open a route of this access (the server guard's rules, menu.ts
// mayOpen): for pages, menu-less checks and the lists a form asks another domain for.
import { useAppSelector } from '../../store/hooks';
import { mayOpen } from './menu';
import type { Access } from './routeEntry';

export function useMayOpen(access: Access | undefined): boolean {
  const auth = useAppSelector((s) => s.auth);
  return mayOpen(access, { installationType: auth.installation_type, userType: auth.type, modules: auth.user?.modules });
}
