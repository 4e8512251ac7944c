// The library's cells that say more than their value (registered in src/appRegistry.ts, named in
// specs/catalog/survey-templates-registry.yaml): the name with the PT/PTA warning, the tile colour
// as a swatch, and the versions' count linking to the versions page.
import { Anchor, Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CellFormat } from '../../runtime/formats/cellDisplay';
import { emptyCell } from '../../runtime/formats/cellDisplay';
import { message } from '../../src/generated/catalog';

/**
 * A template's name, with 'You must assign PT and/or PTA' under it when the row is assignable to
 * neither ([survey-templates-row-warning]).
 *
 * @example
 * rtmTemplateNameFormat('Knee', { pt_assignable: false, pta_assignable: false }); // the name and the warning
 */
export const rtmTemplateNameFormat: CellFormat = (value, row) => {
  const name = typeof value === 'string' ? value : '';
  if (row.pt_assignable === true || row.pta_assignable === true) return { kind: 'text', text: name };
  return {
    kind: 'element',
    element: (
      <>
        {name}
        <Text c="red.8" size="sm">
          {message('rtmTemplateRowNoPtPta')}
        </Text>
      </>
    ),
  };
};

/** A `#rrggbb` colour as its swatch beside its code. */
export const colourSwatchFormat: CellFormat = (value) => {
  if (typeof value !== 'string' || value === '') return emptyCell;
  return {
    kind: 'element',
    element: (
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={value} size={18} aria-hidden />
        <Text size="sm">{value}</Text>
      </Group>
    ),
  };
};

/** The number of a template's versions, a link to its versions page ('Versions of {name}'). */
export const rtmTemplateVersionsFormat: CellFormat = (value, row) => {
  const count = Array.isArray(value) ? value.length : 0;
  const id = typeof row.id === 'number' ? row.id : undefined;
  if (id === undefined) return emptyCell;
  const name = typeof row.name === 'string' ? row.name : '';
  return {
    kind: 'element',
    element: (
      <Anchor component={Link} to={`/surveyTemplates/${String(id)}/versions`} aria-label={message('rtmTemplateVersionsOf', { name })}>
        <Badge variant="light" style={{ cursor: 'pointer' }}>
          {count}
        </Badge>{' '}
        {message('rtmTemplateVersionsLink')}
      </Anchor>
    ),
  };
};

/** The library's formats by the names its spec uses. */
export const surveyTemplateFormats: Readonly<Record<string, CellFormat>> = {
  rtmTemplateName: rtmTemplateNameFormat,
  colourSwatch: colourSwatchFormat,
  rtmTemplateVersions: rtmTemplateVersionsFormat,
};
