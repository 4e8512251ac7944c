// The app registry of this case: the card part `surgeonGrid` of the catalog is not implemented.
export const appRegistry = createRuntimeRegistry({
  formats: {},
  panels: {},
  charts: {},
  cardParts: {},
});
