import { themeQuartz } from 'ag-grid-community';

/**
 * AG Grid's Quartz theme dressed in Mantine's colours, font and radius through Mantine's own
 * CSS variables, so the grid follows the kit (and its colour scheme) and the two read as one
 * product.
 */
export const listGridTheme = themeQuartz.withParams({
  fontFamily: 'var(--mantine-font-family)',
  fontSize: 14,
  foregroundColor: 'var(--mantine-color-text)',
  backgroundColor: 'var(--mantine-color-body)',
  accentColor: 'var(--mantine-primary-color-filled)',
  borderColor: 'var(--mantine-color-default-border)',
  headerBackgroundColor: 'var(--mantine-color-default-hover)',
  headerFontWeight: 600,
  rowHoverColor: 'var(--mantine-color-default-hover)',
  wrapperBorderRadius: 'var(--mantine-radius-sm)',
  browserColorScheme: 'inherit',
});
