// The app registry of this case: `notes` is implemented, `progress` and the chart `lineChart` are
// not, and `notez` is no panel of the catalog.
export const appRegistry = createRuntimeRegistry({
  formats: {},
  panels: {
    notes: NotesPanel,
    notez: NotesPanel,
  },
  charts: {},
  cardParts: {},
});
