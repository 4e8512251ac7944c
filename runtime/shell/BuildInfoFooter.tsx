import { Group, Text } from '@mantine/core';
import { buildInfoLines, type BuildInfoSource } from './buildInfoLines';
import { message } from '../../src/generated/catalog';

/** The footer line of build and database information; renders nothing for other roles. */
export function BuildInfoFooter(props: BuildInfoSource) {
  const lines = buildInfoLines(props);
  if (lines.length === 0) return null;
  return (
    <Group component="footer" aria-label={message('buildInformation')} gap="lg" mt="xl" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {lines.map((line) => (
        <Text key={line} size="xs" c="gray.7">
          {line}
        </Text>
      ))}
    </Group>
  );
}
