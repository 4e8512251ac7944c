import type { AccessRule } from '../../src/generated/access';

/** The part of a screen spec the side menu reads. */
export interface MenuScreen {
  route: string;
  access: AccessRule;
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
}

/** One link of the side menu. */
export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  order: number;
}

/** A titled group of links (Manage Teams, Remote Monitoring, Admin, ...). */
export interface MenuGroup {
  kind: 'group';
  label: string;
  order: number;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

/** What `{self.*}` placeholders of a menu entry's `to` are filled with; absent values hide the entry. */
export interface MenuSelf {
  /** The user's own team member (for users who are one): My Profile → /editTeamMember/{id}. */
  teamMemberId?: number;
  /** The user's own record, for internal users who are no team member: My Profile → /user/{id}. */
  internalUserId?: number;
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
 * entry says where to link, with `{self.*}` filled from `self` (My Profile).
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
        },
      ];
    })
    .sort((a, b) => a.order - b.order);
  for (const { group, ...link } of links) {
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
