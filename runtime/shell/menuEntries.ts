import type { AccessRule } from '../../src/generated/access';
import type { OperationId } from '../../src/generated/operations';
import type { MenuOpenLink } from '../../src/generated/spec-types';
import type { JsonObject } from '../api/jsonObject';

/** The part of a screen spec the side menu reads. */
export interface MenuScreen {
  route: string;
  access: AccessRule;
  /** `dialog`: the entry opens the screen's dialog over the page instead of a route. */
  kind?: string;
  menu?: {
    label: string;
    /** Position in the menu; lower comes first. */
    order?: number;
    /** The menu group of document 3 section 2.2 (Manage Teams, Admin, ...), if any. */
    group?: string;
    /** Where the entry links when the route has parameters, e.g. /patientInformation/new. */
    to?: string;
    /** Who sees the entry, when narrower than the screen's own rule (Add Practice: editPractice). */
    access?: AccessRule;
  } | null;
  /** Entries that open a document in a new tab instead of a route (User Guide). */
  menuLinks?: readonly MenuOpenSpec[] | null;
}

/** A screen's `menuLinks` entry: called, then the answer's `url` field opens in a new tab. */
export interface MenuOpenSpec {
  label: string;
  order: number;
  access: AccessRule;
  open: { operation: OperationId; body?: MenuOpenLink['open']['body']; url: string };
}

/** A menu entry that opens a document in a new browser tab (User Guide). */
export interface MenuOpen {
  kind: 'open';
  label: string;
  order: number;
  open: MenuOpenSpec['open'];
}

/** One link of the side menu. */
export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  order: number;
  /** True when the entry opens the dialog screen of route `to` (Report Bug) rather than a page. */
  dialog?: boolean;
}

/** A titled group of links (Manage Teams, Remote Monitoring, Admin, ...). */
export interface MenuGroup {
  kind: 'group';
  label: string;
  order: number;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup | MenuOpen;

/** What `{self.*}` placeholders of a menu entry's `to` are filled with; absent values hide the entry. */
export interface MenuSelf {
  /** The user's own team member (for users who are one): My Profile → /editTeamMember/{id}. */
  teamMemberId?: number;
  /** The user's own record, for internal users who are no team member: My Profile → /user/{id}. */
  internalUserId?: number;
  /** The user's role id, for `{self.roleId}` in the body of an entry that opens a document. */
  roleId?: number;
}

/**
 * The body an opening entry sends: each value `{self.name}` replaced by that value of `self`
 * (a number stays a number), e.g. `{ user_role: '{self.roleId}' }` → `{ user_role: 40 }`
 * ([user-guides-menu-open]).
 *
 * @example
 * menuOpenBody({ user_role: '{self.roleId}' }, { roleId: 40 }); // { user_role: 40 }
 */
export function menuOpenBody(body: MenuOpenSpec['open']['body'], self: MenuSelf): JsonObject {
  return Object.fromEntries(
    Object.entries(body ?? {}).map(([name, value]) => {
      const match = typeof value === 'string' ? /^\{self\.(\w+)\}$/.exec(value) : null;
      return [name, match ? (self as Record<string, number | undefined>)[match[1] ?? ''] : value];
    }),
  );
}

/**
 * The link of a menu entry with its `{self.*}` placeholders filled, or undefined when one has no
 * value or a route parameter remains ([menu-my-profile-team], [menu-my-profile-user]).
 *
 * @example
 * menuLinkTarget('/editTeamMember/{self.teamMemberId}', { teamMemberId: 12 }); // '/editTeamMember/12'
 */
export function menuLinkTarget(to: string, self: MenuSelf): string | undefined {
  const filled = to.replace(/\{self\.(\w+)\}/g, (placeholder, name: string) => {
    const value = (self as Record<string, number | undefined>)[name];
    return value === undefined ? placeholder : String(value);
  });
  return filled.includes('{') || filled.includes(':') ? undefined : filled;
}

/**
 * The side menu for the acting context ([menu-entries-by-role], [menu-visibility-flags]): every
 * screen spec with a `menu` entry whose access rule holds, in `order`, links of the same `group`
 * gathered under it (the group sits where its first link would), so a group (Remote Monitoring,
 * Admin, [menu-remote-monitoring-group], [menu-admin-group]) shows only the screens that exist
 * and the user may open, and no group is shown empty. Routes with parameters appear only when the
 * entry says where to link, with `{self.*}` filled from `self` (My Profile). The entry of a
 * `dialog` screen (Report Bug, [bug-report-dialog]) is marked to open its dialog instead.
 *
 * @example
 * menuEntries(screens, (rule) => isAllowed(rule, subject));
 */
export function menuEntries(screens: readonly MenuScreen[], can: (rule: AccessRule) => boolean, self: MenuSelf = {}): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<string, MenuGroup>();
  const links = screens
    .flatMap((screen): (MenuLink & { group?: string })[] => {
      const menu = screen.menu;
      if (!menu || !can(screen.access) || (menu.access !== undefined && !can(menu.access))) return [];
      const to = menuLinkTarget(menu.to ?? screen.route, self);
      if (to === undefined) return [];
      return [
        {
          kind: 'link',
          label: menu.label,
          to,
          order: menu.order ?? Number.MAX_SAFE_INTEGER,
          ...(menu.group ? { group: menu.group } : {}),
          ...(screen.kind === 'dialog' ? { dialog: true } : {}),
        },
      ];
    })
    .sort((a, b) => a.order - b.order);
  // Entries that open a document (User Guide) sit among the links by their order, outside groups.
  const opening: (MenuOpen & { group?: undefined })[] = screens.flatMap((screen) =>
    (screen.menuLinks ?? [])
      .filter((entry) => can(entry.access))
      .map((entry) => ({ kind: 'open' as const, label: entry.label, order: entry.order, open: entry.open })),
  );
  const ordered = [...links, ...opening].sort((a, b) => a.order - b.order);
  for (const item of ordered) {
    if (item.kind === 'open') {
      entries.push(item);
      continue;
    }
    const { group, ...link } = item;
    if (group === undefined) {
      entries.push(link);
      continue;
    }
    let menuGroup = groups.get(group);
    if (!menuGroup) {
      menuGroup = { kind: 'group', label: group, order: link.order, links: [] };
      groups.set(group, menuGroup);
      entries.push(menuGroup);
    }
    menuGroup.links.push(link);
  }
  return entries;
}
