import { ActionIcon, Group, Popover, Stack, Text } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import type { TemplateHexCode } from '../../machines/rtmRoom/roomMachine';

function InfoIcon() {
  return (
    <svg aria-hidden width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </svg>
  );
}

/** The colour legend behind an info icon: each template's name and tile colour ([rtm-tile-colour]). */
export function TileLegend({ codes }: { codes: readonly TemplateHexCode[] }) {
  return (
    <Popover position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={message('rtmLegend')}>
          <InfoIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} aria-label={message('rtmLegend')}>
          {codes.map((code) => (
            <Group key={`${code.name}-${code.tile_color_hex}`} gap="xs">
              <span aria-hidden style={{ width: 16, height: 16, borderRadius: 4, background: code.tile_color_hex, border: '1px solid #555' }} />
              <Text size="sm">{code.name}</Text>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
