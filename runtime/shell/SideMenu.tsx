import { NavLink, ScrollArea, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry, MenuLink, MenuOpen } from './menuEntries';
import { message } from '../../src/generated/catalog';

// Mantine dims descriptions to gray 6 (and to 90% opacity on the active item), below the 4.5:1
// contrast WCAG AA asks for small text; the active (filled teal) item keeps its white text.
const navLinkStyles = (_theme: unknown, props: { active?: boolean }) => ({
  description: props.active ? { opacity: 1 } : { color: 'var(--mantine-color-gray-7)', opacity: 1 },
});

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** The build label shown under the first item ([version-label]). */
  versionLabel: string;
  /** Sublabels of links by target, e.g. 'Acting as …' under /practices ([menu-practice-switcher]). */
  sublabels?: Readonly<Record<string, string>>;
  /** Shown above the entries (the practice switcher of super users). */
  header?: ReactNode;
  /** Called after any entry is chosen, so an unpinned or mobile menu can close. */
  onNavigate: () => void;
  onLogout: () => void;
  /** Runs an entry that opens a document in a new tab (User Guide). */
  onOpen?: (entry: MenuOpen) => void;
  /** Opens the dialog of a dialog screen's entry (by its route), e.g. Report Bug. */
  onOpenDialog?: (route: string) => void;
}

/**
 * The side menu: the entries the acting context may open, groups as expandable items, and
 * Logout last. The first item carries the version label ([version-label]); with no entries at
 * all, Logout is the first item and carries it.
 */
export function SideMenu({ entries, versionLabel, sublabels = {}, header, onNavigate, onLogout, onOpen, onOpenDialog }: SideMenuProps) {
  const { pathname } = useLocation();
  const isActive = (link: MenuLink) => pathname === link.to;
  const description = (index: number, to?: string) =>
    index === 0 ? versionLabel : to === undefined ? undefined : sublabels[to];

  const renderLink = (link: MenuLink, index: number) =>
    link.dialog === true ? (
      <NavLink
        key={link.to}
        component="button"
        type="button"
        label={link.label}
        description={description(index)}
        styles={navLinkStyles}
        aria-haspopup="dialog"
        onClick={() => {
          onNavigate();
          onOpenDialog?.(link.to);
        }}
      />
    ) : (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={link.label}
        description={description(index, link.to)}
        styles={navLinkStyles}
        active={isActive(link)}
        aria-current={isActive(link) ? 'page' : undefined}
        onClick={onNavigate}
      />
    );

  return (
    <ScrollArea type="auto" h="100%">
      {header}
      <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry, index) => (
          <li key={entry.kind === 'link' ? entry.to : `${entry.kind}:${entry.label}`}>
            {entry.kind === 'link' ? (
              renderLink(entry, index)
            ) : entry.kind === 'open' ? (
              <NavLink
                component="button"
                type="button"
                label={entry.label}
                description={description(index)}
                styles={navLinkStyles}
                onClick={() => {
                  onOpen?.(entry);
                  onNavigate();
                }}
              />
            ) : (
              <NavLink
                label={entry.label}
                description={description(index)}
                styles={navLinkStyles}
                defaultOpened={entry.links.some(isActive)}
                childrenOffset="md"
              >
                {entry.links.map((link) => renderLink(link, -1))}
              </NavLink>
            )}
          </li>
        ))}
        <li>
          <NavLink
            component="button"
            type="button"
            label={message('menuLogout')}
            description={description(entries.length)}
            styles={navLinkStyles}
            onClick={onLogout}
          />
        </li>
      </Stack>
    </ScrollArea>
  );
}
