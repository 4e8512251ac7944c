import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

interface CatalogData {
  kind: 'constants' | 'messages' | 'lookups' | 'registry' | 'enums';
  values?: Record<string, unknown>;
  messages?: Record<string, string>;
  lookups?: Record<string, unknown>;
  enums?: Record<string, unknown>;
  formats?: Record<string, string>;
  widgets?: Record<string, string>;
  machines?: Record<string, string>;
  screens?: Record<string, string>;
  actions?: Record<string, string>;
  panels?: Record<string, string>;
  charts?: Record<string, string>;
  cardParts?: Record<string, string>;
}

/**
 * Emits `src/generated/catalog.ts`: `constants`, `messages`, `lookups`, `enums`, `registryNames`
 * (with `PanelName` and `ChartName`, which the app registry's implementations must cover exactly)
 * and `message(key, values)`, which fills `{name}` placeholders.
 *
 * @example
 * emitCatalog(tree).path; // 'src/generated/catalog.ts'
 */
export function emitCatalog(tree: SpecTree): GeneratedFile {
  const merged = { values: {}, messages: {}, lookups: {}, enums: {} } as Required<
    Pick<CatalogData, 'values' | 'messages' | 'lookups' | 'enums'>
  >;
  const registry = {
    formats: [] as string[],
    widgets: [] as string[],
    machines: [] as string[],
    screens: [] as string[],
    actions: [] as string[],
    panels: [] as string[],
    charts: [] as string[],
    cardParts: [] as string[],
  };
  for (const file of tree.catalog) {
    const catalog = file.data as CatalogData;
    Object.assign(merged.values, catalog.values);
    Object.assign(merged.messages, catalog.messages);
    Object.assign(merged.lookups, catalog.lookups);
    Object.assign(merged.enums, catalog.enums);
    if (catalog.kind !== 'registry') continue;
    registry.formats.push(...Object.keys(catalog.formats ?? {}));
    registry.widgets.push(...Object.keys(catalog.widgets ?? {}));
    registry.machines.push(...Object.keys(catalog.machines ?? {}));
    registry.screens.push(...Object.keys(catalog.screens ?? {}));
    registry.actions.push(...Object.keys(catalog.actions ?? {}));
    registry.panels.push(...Object.keys(catalog.panels ?? {}));
    registry.cardParts.push(...Object.keys(catalog.cardParts ?? {}));
    registry.charts.push(...Object.keys(catalog.charts ?? {}));
  }
  const json = (value: unknown) => JSON.stringify(value);
  const content = `${generatedHeader}// The catalog of specs/catalog: constants, messages, lookups, enums and registry names.
import type { AccessRule } from './access';

/** Business constants and limits by name. */
export const constants = ${json(merged.values)} as const;

/** User-visible texts by key, verbatim; \`{name}\` marks a value filled in at run time. */
export const messages = ${json(merged.messages)} as const;

/** A message key of specs/catalog. */
export type MessageKey = keyof typeof messages;

/** An option of a lookup or an enum. */
export interface LookupOption {
  readonly value: string | number | boolean;
  readonly label: string;
}

/** An option list: loaded from an operation (value and label name the row fields, \`where\` keeps matching rows, \`access\` says for whom it is loaded) or fixed. */
export type Lookup =
  | { readonly operation: string; readonly value: string; readonly label: string; readonly where?: Readonly<Record<string, string | number | boolean>>; readonly access?: AccessRule }
  | { readonly values: readonly LookupOption[] };

/** Option lists by name. */
export const lookups = ${json(merged.lookups)} as const satisfies Readonly<Record<string, Lookup>>;

/** A lookup name of specs/catalog. */
export type LookupName = keyof typeof lookups;

/** Fixed value sets by name. */
export const enums: Readonly<Record<string, readonly LookupOption[]>> = ${json(merged.enums)};

/** The names the runtime registry must implement. */
export const registryNames = ${json(registry)} as const;

/** A hand-written panel of specs/catalog: src/appRegistry.ts implements exactly these (\`satisfies Record<PanelName, ...>\`). */
export type PanelName = (typeof registryNames.panels)[number];

/** A chart of specs/catalog: src/appRegistry.ts implements exactly these (\`satisfies Record<ChartName, ...>\`). */
export type ChartName = (typeof registryNames.charts)[number];

/** A part of a card drawn by code (\`cards.parts[].part\`): src/appRegistry.ts implements exactly these (\`satisfies Record<CardPartName, ...>\`). */
export type CardPartName = (typeof registryNames.cardParts)[number];

/**
 * The text of a message, with each \`{name}\` replaced by \`values[name]\` (left as is when no value
 * is given).
 *
 * @example
 * message('passwordExpiresIn', { n: 3 }); // 'Your password will expire in 3 days.'
 */
export function message(key: MessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  return messages[key].replace(/\\{(\\w+)\\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
`;
  return { path: 'src/generated/catalog.ts', content };
}
