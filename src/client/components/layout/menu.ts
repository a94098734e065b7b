// The sidebar menu, built from the route registry: only entries whose route exists appear,
// filtered by installation type and by what the user may open (the route's declared scope and
// role module, as the server checks them).
import { MODULES } from '../../../shared/domain/constants';
import type { RouteSpec } from '../../../shared/api/contract';

/** Who may open a page: the scope and role module of the route its page reads (the server checks the same). */
export type Access = Pick<RouteSpec, 'scope' | 'module'> & {
  /** the super administrator opens it too, over his installation's own tenant (the guard lets him) */
  superAdmin?: boolean;
};

export interface MenuSpec {
  /** i18n key of the label. */
  labelKey: string;
  /** Icon name known to icons.tsx ('dashboard', 'users', 'office', ...). */
  icon?: string;
  /** Installation types that see the entry; undefined = all. */
  types?: number[];
  /** i18n key of a submenu group (e.g. 'menu.master', 'menu.reports'); entries sharing it fold together. */
  group?: string;
  /**
   * Position in the sidebar, in this order: Dashboard 10, User Register 20, Users 30, Roles 40,
   * Master 50, Office 60, Religions 70, ReligionCategory 75, Voting Center Location 80,
   * Candidates 90, Sign Up 100, Voters 110, Team 120, MaterialType 130, Material 135, Vehicle 140,
   * Voter Search 150, Alphabetically 160, Report By Age 170, Report By Alignment 180, Events 190,
   * Social Media Post 200, Task 210, Survey 220, Stock 230, Request-Vehicle 240, Reports 250.
   */
  order?: number;
}

export interface MenuSource {
  path: string;
  access?: Access;
  menu?: MenuSpec;
}

export interface MenuContext {
  installationType: number | null;
  /** User type: 0 super admin, 1 organisation admin, 2 staff. */
  userType: number | null;
  modules: string[] | null | undefined;
}

export interface MenuItem {
  kind: 'item';
  path: string;
  labelKey: string;
  icon?: string;
  order: number;
}
export interface MenuGroup {
  kind: 'group';
  labelKey: string;
  icon?: string;
  order: number;
  children: MenuItem[];
}
export type MenuNode = MenuItem | MenuGroup;

/** Super and organisation admins hold every module; staff hold their role's. */
export function grantedModules(ctx: MenuContext): readonly string[] {
  if (ctx.userType === 0 || ctx.userType === 1) return MODULES;
  return ctx.modules ?? [];
}

/**
 * Whether the user may open a page of this access, as the server's guard decides it: the super
 * administrator's routes are his alone, and he has no organisation to open the others in, but for
 * the few pages marked his too (over his installation's own tenant);
 * 'admin' routes are the organisation admin's; a module route needs the module in the user's role.
 */
export function mayOpen(access: Access | undefined, ctx: MenuContext): boolean {
  if (!access) return true;
  if (access.scope === 'superAdmin') return ctx.userType === 0;
  if (access.scope === 'public') return true;
  if (ctx.userType === 0) return access.superAdmin === true;
  if (access.module === 'admin') return ctx.userType === 1;
  return !access.module || grantedModules(ctx).includes(access.module);
}

export function isVisible(spec: MenuSpec, ctx: MenuContext, access?: Access): boolean {
  if (spec.types && (ctx.installationType == null || !spec.types.includes(ctx.installationType))) return false;
  return mayOpen(access, ctx);
}

export function buildMenu(entries: MenuSource[], ctx: MenuContext): MenuNode[] {
  const nodes: MenuNode[] = [];
  const groups = new Map<string, MenuGroup>();
  for (const e of entries) {
    // A menu entry must be a path one can open as it is (no :params).
    if (!e.menu || e.path.includes(':') || !isVisible(e.menu, ctx, e.access)) continue;
    const item: MenuItem = { kind: 'item', path: e.path, labelKey: e.menu.labelKey, icon: e.menu.icon, order: e.menu.order ?? 1000 };
    if (!e.menu.group) {
      nodes.push(item);
      continue;
    }
    let g = groups.get(e.menu.group);
    if (!g) {
      g = { kind: 'group', labelKey: e.menu.group, icon: e.menu.icon, order: item.order, children: [] };
      groups.set(e.menu.group, g);
      nodes.push(g);
    }
    g.order = Math.min(g.order, item.order);
    g.children.push(item);
  }
  for (const g of groups.values()) g.children.sort((a, b) => a.order - b.order);
  return nodes.sort((a, b) => a.order - b.order);
}
