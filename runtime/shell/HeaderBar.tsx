import { ActionIcon, Burger, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { message } from '../../src/generated/catalog';

/** Props of {@link HeaderBar}. */
export interface HeaderBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The pin toggle only applies to the wide layout, where the menu can stay beside the page. */
  pinned: boolean;
  onTogglePin: () => void;
  mobile: boolean;
  /** The practice name (already cut) or the acting user. */
  actingLabel: string;
  /** The app's header buttons (Prescribe, Add Patient: `shell.headerActions` of the registry). */
  actions?: ReactNode;
}

/**
 * The header ([header-elements]): menu toggle, the app's buttons (Prescribe, Add Patient), the
 * practice name or acting user, and the pin toggle for the menu.
 */
export function HeaderBar({
  menuOpened,
  onToggleMenu,
  pinned,
  onTogglePin,
  mobile,
  actingLabel,
  actions,
}: HeaderBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuOpened ? message('menuClose') : message('menuOpen')}
          aria-expanded={menuOpened}
          aria-controls="cadence-side-menu"
        />
        <Text fw={700} component="span">
          {message('productName')}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {/* The buttons keep their words; the practice name gives way (issue 27 defect 11). */}
        {actions !== undefined && (
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            {actions}
          </Group>
        )}
        {/* On a phone the name wraps onto two smaller lines instead of losing its end (issue 27 defect 11). */}
        <Text
          data-testid="acting-label"
          title={actingLabel}
          {...(mobile ? { size: 'xs', lineClamp: 2, lh: 1.25, style: { overflowWrap: 'anywhere' } } : { truncate: 'end' })}
        >
          {actingLabel}
        </Text>
        {!mobile && (
          <Tooltip label={pinned ? message('menuUnpin') : message('menuPin')}>
            <ActionIcon
              variant={pinned ? 'filled' : 'default'}
              onClick={onTogglePin}
              aria-label={message('menuPin')}
              aria-pressed={pinned}
            >
              {/* An SVG rather than an emoji: emoji fonts are missing on many clinic workstations. */}
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M15 4.5l-4 4l-4 1.5l-1.5 1.5l7 7l1.5 -1.5l1.5 -4l4 -4" />
                <path d="M9 15l-4.5 4.5" />
                <path d="M14.5 4l5.5 5.5" />
              </svg>
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
