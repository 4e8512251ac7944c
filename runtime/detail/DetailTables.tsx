import { Card, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { DetailTable } from '../../src/generated/spec-types';
import { valueAtPath } from '../core/formFieldPaths';
import { CellView } from '../formats/CellView';
import type { Row } from '../formats/cellDisplay';
import { rowRoute } from '../core/rowRoute';
import { useFormatResolver } from '../registry/formatRegistry';
import { message } from '../../src/generated/catalog';

/** Props of {@link DetailTables}. */
export interface DetailTablesProps {
  tables: readonly DetailTable[];
  record: Row;
  /** The spec's name, quoted when a column names an unknown format. */
  spec: string;
}

/**
 * The `tables` of a detail spec: one titled card per table with the rows of the record's array
 * field, each cell through its column's format, the `empty` text when there are none, and rows
 * that open `rowLink` on click or Enter.
 */
export function DetailTables({ tables, record, spec }: DetailTablesProps) {
  const resolveFormat = useFormatResolver();
  const navigate = useNavigate();
  return (
    <>
      {tables.map((table) => {
        const value = valueAtPath(record, table.field);
        const rows = Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
        const headingId = `table-${table.field}`;
        return (
          <Card key={table.field} withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
            <Title order={2} size="h4" id={headingId} mb="sm">
              {table.title}
            </Title>
            {rows.length === 0 ? (
              <Text c="dimmed" role="status">
                {table.empty ?? message('emptyList')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={400}>
                <Table striped highlightOnHover aria-labelledby={headingId}>
                  <Table.Thead>
                    <Table.Tr>
                      {table.columns.map((column) => (
                        <Table.Th key={column.field}>{column.header}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row, index) => {
                      const link = table.rowLink === undefined ? undefined : rowRoute(table.rowLink, row);
                      return (
                        <Table.Tr
                          key={typeof row.id === 'string' || typeof row.id === 'number' ? row.id : index}
                          style={link === undefined ? undefined : { cursor: 'pointer' }}
                          tabIndex={link === undefined ? undefined : 0}
                          onClick={link === undefined ? undefined : () => void navigate(link)}
                          onKeyDown={link === undefined ? undefined : (event) => event.key === 'Enter' && void navigate(link)}
                        >
                          {table.columns.map((column) => (
                            <Table.Td key={column.field}>
                              <CellView display={resolveFormat(column.format, spec)(valueAtPath(row, column.field), row)} />
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        );
      })}
    </>
  );
}
