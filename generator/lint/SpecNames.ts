/** Every name a spec may refer to, gathered from the specs that declare them. */
export interface SpecNames {
  roles: Set<string>;
  permissions: Set<string>;
  operations: Set<string>;
  lookups: Set<string>;
  messages: Set<string>;
  formats: Set<string>;
  widgets: Set<string>;
  machines: Set<string>;
  screens: Set<string>;
  /** Custom row actions of list screens (`rowActions[].action`). */
  actions: Set<string>;
  /** Named parts and panels of detail screens. */
  panels: Set<string>;
  /** Charts a region of a detail screen draws (`chart.component`). */
  charts: Set<string>;
  /** Parts of a card drawn by code (`cards.parts[].part`). */
  cardParts: Set<string>;
  forms: Set<string>;
  /** The `ui:options` keys every form field takes (registry `fieldOptions`). */
  fieldOptions: Set<string>;
  /** The `ui:options` keys each widget takes beyond those, by widget (registry `widgetOptions`). */
  widgetOptions: Map<string, Set<string>>;
  /** The top-level properties of each form's `schema`, by form name (the fields of an editable row). */
  formFields: Map<string, ReadonlySet<string>>;
}
