import type { RegistryWidgetsType } from '@rjsf/utils';
import { cellFormats } from '../formats/cellFormats';
import type { InlineInput } from '../inputs/InlineInput';
import type { CellFormat } from '../formats/cellDisplay';
import type { CardPartComponent } from './cardPartComponent';
import type { ChartComponent } from './chartComponent';
import type { PanelComponent } from './panelComponent';
import type { MachineLoader } from './machineLoader';
import { Registry } from './Registry';
import type { RowActionHandler } from './rowActionHandler';
import type { ScreenComponent } from './screenComponent';
import type { ShellParts } from './shellParts';
import type { WizardStepComponent } from './wizardStepComponent';

/**
 * Every implementation a spec names, as one object the app assembles once (`src/appRegistry.ts`)
 * and provides by context ({@link RuntimeRegistryProvider}): the runtime's generic ones plus the
 * domain ones from `screens/`, so the runtime never imports domain code and holds no module state.
 */
export interface RuntimeRegistry {
  /** Cell formats by the name columns use ([patient-list-columns]). */
  formats: Registry<CellFormat>;
  /** Domain widgets form specs name in `ui:widget`, on top of the runtime's generic ones (`useFormWidgets`). */
  formWidgets: Readonly<RegistryWidgetsType>;
  /** The app's inline inputs by widget name, on top of the runtime's generic ones of runtime/inputs (`inlineInputNamed` looks in both): the one vocabulary list filters (`widget`), editable row cells (their form's `ui:widget`) and action inputs (`input.widget`) draw from. */
  inputs: Registry<InlineInput>;
  /** Custom screens by the name of a `kind: custom` screen (and the public routes). */
  screens: Registry<ScreenComponent>;
  /** Wizard steps drawn by code, by a step's `component`. */
  wizardSteps: Registry<WizardStepComponent>;
  /** XState machines by a wizard's `machine`, each loaded when its wizard opens. */
  machines: Registry<MachineLoader>;
  /** Hand-written parts and panels of detail screens by a slot's `panel`. */
  panels: Registry<PanelComponent>;
  /** Charts of detail screens' regions by a slot's `chart.component`. */
  charts: Registry<ChartComponent>;
  /** Parts of cards drawn by code by a cards screen's `parts[].part`. */
  cardParts: Registry<CardPartComponent>;
  /** Custom row actions by a row action's `action`. */
  rowActions: Registry<RowActionHandler>;
  /** The portal's own pieces of the signed-in frame. */
  shell: ShellParts;
}

/** What the app adds to the runtime's generic implementations. */
export interface RuntimeRegistryParts {
  formats?: Readonly<Record<string, CellFormat>>;
  formWidgets?: Readonly<RegistryWidgetsType>;
  inputs?: Readonly<Record<string, InlineInput>>;
  screens?: Readonly<Record<string, ScreenComponent>>;
  wizardSteps?: Readonly<Record<string, WizardStepComponent>>;
  machines?: Readonly<Record<string, MachineLoader>>;
  panels?: Readonly<Record<string, PanelComponent>>;
  charts?: Readonly<Record<string, ChartComponent>>;
  cardParts?: Readonly<Record<string, CardPartComponent>>;
  rowActions?: Readonly<Record<string, RowActionHandler>>;
  shell?: Partial<ShellParts>;
}

const noSublabels = (): Readonly<Record<string, string>> => ({});

/**
 * A registry holding the runtime's generic implementations and `parts` on top.
 *
 * @example
 * const registry = createRuntimeRegistry({ screens: { login: LoginScreen }, formats: patientFormats });
 */
export function createRuntimeRegistry(parts: RuntimeRegistryParts = {}): RuntimeRegistry {
  return {
    formats: new Registry('format', { ...cellFormats, ...parts.formats }),
    formWidgets: parts.formWidgets ?? {},
    inputs: new Registry('widget', parts.inputs),
    screens: new Registry('screen', parts.screens),
    wizardSteps: new Registry('wizard step', parts.wizardSteps),
    machines: new Registry('machine', parts.machines),
    panels: new Registry('panel', parts.panels),
    charts: new Registry('chart', parts.charts),
    cardParts: new Registry('card part', parts.cardParts),
    rowActions: new Registry('row action', parts.rowActions),
    shell: {
      headerActions: parts.shell?.headerActions ?? [],
      menuHeader: parts.shell?.menuHeader ?? [],
      menuSublabels: parts.shell?.menuSublabels ?? noSublabels,
    },
  };
}
