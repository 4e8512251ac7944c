import { createPart, themeQuartz } from 'ag-grid-community';

/**
 * With overlay scrollbars (macOS, headless Chromium) AG Grid lays the horizontal scrollbar over the
 * bottom of the rows, and a grid as tall as its rows (`domLayout: autoHeight`) then hides part of
 * its last row. Kept in the flow, the scrollbar takes its own room below the rows, and none when
 * the table does not scroll sideways.
 */
const scrollbarInFlow = createPart({
  feature: 'cadenceHorizontalScrollbar',
  css: '.ag-root-wrapper .ag-body-horizontal-scroll.ag-scrollbar-invisible:not(.ag-invisible) { position: relative; bottom: auto; }',
});

/**
 * AG Grid's Quartz theme dressed in Mantine's colours, font and radius through Mantine's own
 * CSS variables, so the grid follows the kit (and its colour scheme) and the two read as one
 * product.
 */
export const listGridTheme = themeQuartz
  .withParams({
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
    // As tall as its rows: AG Grid's default 150 px left an empty band under a short table (an
    // empty list shows the list's own message instead of the grid).
    autoHeightMinBodyHeight: 0,
  })
  .withPart(scrollbarInFlow);
