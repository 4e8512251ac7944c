import { Anchor, Table, Text } from '@mantine/core';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { documentLinks } from './documentLinks';

/** The documents page's panel: one row per document of the patient, with its link. */
export function PatientDocumentsPanel({ record }: PanelProps) {
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Document</Table.Th>
          <Table.Th>Link</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documentLinks(record).map((link) => (
          <Table.Tr key={link.name}>
            <Table.Td>{link.name}</Table.Td>
            <Table.Td>
              {link.url === null ? (
                <Text c="dimmed" size="sm">
                  Not provided
                </Text>
              ) : (
                <Anchor href={link.url} target="_blank" rel="noreferrer">
                  Open
                </Anchor>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
