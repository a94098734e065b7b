// The sidebar menu, built from the route registry: only entries whose route exists appear,
// filtered by installation type (01 §6) and by the role's modules.
import { MODULES } from '../../../shared/domain/constants';

export interface MenuSpec {
  /** i18n key of the label. */
  labelKey: string;
  /** Icon name known to icons.tsx ('dashboard', 'users', 'office', ...). */
  icon?: string;
  /** Installation types that see the entry (01 §6); undefined = all. */
  types?: number[];
  /** Role module (shared/domain/constants MODULES) needed to see it; undefined = everyone. */
  module?: string;
  /** Only the organisation's admin (user type 1) sees it: not staff, whatever their modules, nor the super admin. */
  adminOnly?: boolean;
  /** i18n key of a submenu group (e.g. 'menu.master', 'menu.reports'); entries sharing it fold together. */
  group?: string;
  /**
   * Position in the sidebar, following 01 §2.2: Dashboard 10, User Register 20, Users 30, Roles 40,
   * Master 50, Office 60, Religions 70, ReligionCategory 75, Voting Center Location 80,
   * Candidates 90, Sign Up 100, Voters 110, Team 120, MaterialType 130, Material 135, Vehicle 140,
   * Voter Search 150, Alphabetically 160, Report By Age 170, Report By Alignment 180, Events 190,
   * Social Media Post 200, Task 210, Survey 220, Stock 230, Request-Vehicle 240, Reports 250.
   */
  order?: number;
}

export interface MenuSource {
  path: string;
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

export function isVisible(spec: MenuSpec, ctx: MenuContext): boolean {
  if (spec.types && (ctx.installationType == null || !spec.types.includes(ctx.installationType))) return false;
  if (spec.module && !grantedModules(ctx).includes(spec.module)) return false;
  if (spec.adminOnly && ctx.userType !== 1) return false;
  return true;
}

export function buildMenu(entries: MenuSource[], ctx: MenuContext): MenuNode[] {
  const nodes: MenuNode[] = [];
  const groups = new Map<string, MenuGroup>();
  for (const e of entries) {
    // A menu entry must be a path one can open as it is (no :params).
    if (!e.menu || e.path.includes(':') || !isVisible(e.menu, ctx)) continue;
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
