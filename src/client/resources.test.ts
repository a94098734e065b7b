// The registry's pages as a role sees them: the roll's pages (voter search, the alphabetical list
// and the reports) need the Voters module, in the menu and when opened by their address.
import { buildMenu, mayOpen, type MenuContext } from './components/layout/menu';
import { routeEntries } from './resources';

const ROLL = ['/voter-search', '/alphabetically', '/report-by-age', '/report-by-align'];
const staff = (modules: string[]): MenuContext => ({ installationType: 1, userType: 2, modules });
const menuPaths = (ctx: MenuContext) => buildMenu(routeEntries, ctx).flatMap((n) => (n.kind === 'group' ? n.children.map((c) => c.path) : [n.path]));

test('the menu shows the roll only to a role with the Voters module, and always to admins', () => {
  const without = menuPaths(staff(['Dashboard', 'Office']));
  expect(without).toEqual(expect.arrayContaining(['/dashboard', '/office']));
  for (const path of ROLL) expect(without).not.toContain(path);
  expect(menuPaths(staff(['Voters']))).toEqual(expect.arrayContaining(ROLL));
  expect(menuPaths({ installationType: 1, userType: 1, modules: [] })).toEqual(expect.arrayContaining(ROLL));
});

test.each(ROLL)('%s opens for a role with Voters and says No access to one without', (path) => {
  const entry = routeEntries.find((e) => e.path === path);
  expect(entry?.access).toEqual(expect.objectContaining({ module: 'Voters' }));
  expect(mayOpen(entry!.access, staff(['Dashboard', 'Office']))).toBe(false);
  expect(mayOpen(entry!.access, staff(['Voters']))).toBe(true);
});
