import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { CellDisplay, Tone, Trend } from './cellDisplay';

const toneColour: Record<Tone, string> = { red: 'red', amber: 'orange', green: 'green', neutral: 'gray' };
const trendArrow: Record<Trend, string> = { up: '▲', down: '▼', flat: '▶' };
const trendColour: Record<Trend, string> = { up: 'green', down: 'red', flat: 'dimmed' };

function AlertIcon({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="var(--mantine-color-red-filled)" strokeWidth="2">
      <path d="M12 3 2 21h20L12 3Z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18h.01" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Draws a {@link CellDisplay}. Colours and arrows are hidden from assistive technology and the
 * display's `label` is read instead, so nothing is said by colour alone.
 */
export function CellView({ display }: { display: CellDisplay }) {
  switch (display.kind) {
    case 'empty':
      return null;
    case 'element':
      return display.element;
    case 'text':
      return <>{display.text}</>;
    case 'tone':
      return (
        <>
          <Badge color={toneColour[display.tone]} variant={display.tone === 'neutral' ? 'transparent' : 'light'} aria-hidden data-tone={display.tone}>
            {display.text}
          </Badge>
          <VisuallyHidden>{display.label}</VisuallyHidden>
        </>
      );
    case 'progress':
      return (
        <>
          <Group gap={6} wrap="nowrap" aria-hidden data-trend={display.trend}>
            <Text span size="sm">{display.text}</Text>
            {display.previous !== null && <Text span size="xs" c="dimmed">({display.previous})</Text>}
            {display.change !== null && (
              <Text span size="xs" c={trendColour[display.trend]}>
                {trendArrow[display.trend]} {display.change}
              </Text>
            )}
          </Group>
          <VisuallyHidden>{display.label}</VisuallyHidden>
        </>
      );
    case 'icon':
      return <AlertIcon label={display.label} />;
    case 'link':
      return (
        <Anchor href={display.href} target="_blank" rel="noreferrer">
          {display.text}
        </Anchor>
      );
  }
}
