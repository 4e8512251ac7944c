import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record: its label, and what shows for it (a formatted cell, a control). */
export interface LabelledValue {
  /** Names the value (`data-field`), e.g. the record field it shows. */
  field: string;
  label: string;
  value: ReactNode;
}

/** Props of {@link LabelledValues}. */
export interface LabelledValuesProps {
  values: readonly LabelledValue[];
  /** Values side by side from the `sm` width up (a record card's two); one a line by default. */
  columns?: 1 | 2;
}

/**
 * A record's labelled values as a description list (`dt` label, `dd` value): the layout of a
 * record card (`card` regions of a detail screen) and of any panel that shows one record's
 * fields, so a record reads the same everywhere.
 *
 * @example
 * <LabelledValues values={[{ field: 'identifier', label: 'Identifier', value: 'P-001' }]} />
 */
export function LabelledValues({ values, columns = 1 }: LabelledValuesProps) {
  return (
    <SimpleGrid component="dl" cols={columns === 2 ? { base: 1, sm: 2 } : 1} spacing="sm" verticalSpacing="xs" style={{ margin: 0 }}>
      {values.map(({ field, label, value }) => (
        <div key={field}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} data-field={field}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
