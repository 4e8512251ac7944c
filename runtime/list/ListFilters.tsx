import { Button, Collapse, Group, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { message } from '../../src/generated/catalog';
import { filterWidgetOf } from '../registry/filterWidgetOf';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import type { FilterOption } from '../filters/filterWidget';
import type { ListFilter } from '../../src/generated/spec-types';

/** Props of {@link ListFilters}. */
export interface ListFiltersProps {
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  options: Readonly<Record<string, FilterOption[]>>;
  onChange: (field: string, value: string) => void;
  /** Below 1217 px the filters fold into a 'Filters' panel ([patient-list-filters-collapse]). */
  mobile: boolean;
  /** The spec's name, quoted when a filter names an unknown widget. */
  spec: string;
}

/** The filters of a list, each drawn by the inline input of the widget its spec names (runtime/inputs). */
export function ListFilters({ filters, values, options, onChange, mobile, spec }: ListFiltersProps) {
  const [open, { toggle }] = useDisclosure(false);
  const registry = useRuntimeRegistry();
  if (filters.length === 0) return null;
  const widgets = filters.map((filter) => {
    const { Input } = filterWidgetOf(registry, filter.widget, spec, filter.options !== undefined);
    return (
      <Input
        key={filter.field}
        id={`filter-${filter.field}`}
        label={filter.label}
        value={values[filter.field] ?? ''}
        options={options[filter.field] ?? []}
        // A filter's value travels in the URL as text; '' means no filter.
        onChange={(value) => onChange(filter.field, typeof value === 'string' || typeof value === 'number' ? String(value) : '')}
        placeholder={filter.placeholder}
      />
    );
  });
  if (!mobile) {
    return (
      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label={message('listFiltersLabel')}>
        {widgets}
      </Group>
    );
  }
  return (
    <Stack gap="xs" role="search" aria-label={message('listFiltersLabel')}>
      <Button variant="light" onClick={toggle} aria-expanded={open} aria-controls="list-filters-panel" style={{ alignSelf: 'flex-start' }}>
        {message('filters')}
      </Button>
      <Collapse expanded={open} id="list-filters-panel">
        <SimpleGrid cols={1} spacing="sm">
          {widgets}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
