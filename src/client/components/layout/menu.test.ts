import { buildMenu, type MenuSource } from './menu';

const admin = { installationType: 1, userType: 1, modules: [] };

test('groups fold their entries, ordered, at the position of their first entry', () => {
  const entries: MenuSource[] = [
    { path: '/report-task', menu: { labelKey: 'r.task', group: 'menu.reports', order: 254 } },
    { path: '/dashboard', menu: { labelKey: 'm.dash', order: 10 } },
    { path: '/report-top', menu: { labelKey: 'r.top', group: 'menu.reports', order: 251 } },
    { path: '/office', menu: { labelKey: 'm.office', order: 60 } },
  ];
  const nodes = buildMenu(entries, admin);
  expect(nodes.map((n) => n.labelKey)).toEqual(['m.dash', 'm.office', 'menu.reports']);
  const g = nodes[2];
  expect(g.kind === 'group' && g.children.map((c) => c.path)).toEqual(['/report-top', '/report-task']);
});

test('routes with parameters or without a menu never appear; an unknown installation type hides typed entries', () => {
  const entries: MenuSource[] = [
    { path: '/edit-office/:id', menu: { labelKey: 'x' } },
    { path: '/add-office' },
    { path: '/religion', menu: { labelKey: 'm.rel', types: [1] } },
  ];
  expect(buildMenu(entries, admin).map((n) => n.labelKey)).toEqual(['m.rel']);
  expect(buildMenu(entries, { ...admin, installationType: null })).toEqual([]);
});

test('staff without modules see only entries that need none', () => {
  const entries: MenuSource[] = [
    { path: '/a', access: { scope: 'tenant', module: 'Task' }, menu: { labelKey: 'a' } },
    { path: '/b', menu: { labelKey: 'b' } },
  ];
  expect(buildMenu(entries, { installationType: 1, userType: 2, modules: null }).map((n) => n.labelKey)).toEqual(['b']);
  expect(buildMenu(entries, { installationType: 1, userType: 2, modules: ['Task'] }).map((n) => n.labelKey)).toEqual(['a', 'b']);
});

test('admin-only entries show to the organisation admin alone', () => {
  const entries: MenuSource[] = [
    { path: '/import', access: { scope: 'tenant', module: 'admin' }, menu: { labelKey: 'imp' } },
    { path: '/b', menu: { labelKey: 'b' } },
  ];
  expect(buildMenu(entries, admin).map((n) => n.labelKey)).toEqual(['imp', 'b']);
  expect(buildMenu(entries, { installationType: 1, userType: 2, modules: ['Dashboard', 'Group of Voters'] }).map((n) => n.labelKey)).toEqual(['b']);
  expect(buildMenu(entries, { installationType: 0, userType: 0, modules: null }).map((n) => n.labelKey)).toEqual(['b']);
});

test("the super administrator sees his own routes and none of an organisation's, whatever their module", () => {
  const entries: MenuSource[] = [
    { path: '/users', access: { scope: 'superAdmin' }, menu: { labelKey: 'orgs' } },
    { path: '/office', access: { scope: 'tenant', module: 'Office' }, menu: { labelKey: 'office' } },
    { path: '/roles', access: { scope: 'tenant', module: 'admin' }, menu: { labelKey: 'roles' } },
    { path: '/dashboard', menu: { labelKey: 'dash' } },
  ];
  expect(buildMenu(entries, { installationType: 0, userType: 0, modules: null }).map((n) => n.labelKey)).toEqual(['orgs', 'dash']);
  expect(buildMenu(entries, admin).map((n) => n.labelKey)).toEqual(['office', 'roles', 'dash']);
  expect(buildMenu(entries, { installationType: 1, userType: 2, modules: ['Office'] }).map((n) => n.labelKey)).toEqual(['office', 'dash']);
});
