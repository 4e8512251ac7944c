import type { ComponentType, LazyExoticComponent } from 'react';
import type { PanelSlot } from '../../src/generated/spec-types';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import type { OperationCall } from '../core/listSpec';
import { Registry } from './Registry';

/** What a part or panel of a detail screen receives: the record, its slot and a way to reload it. */
export interface PanelProps {
  /** The record the screen shows (the answer of its source operation). */
  record: Readonly<Record<string, unknown>>;
  /** The slot of the spec: its title, tabs and expanded tab. */
  slot: PanelSlot;
  /** Loads the record again (after a change the panel made). */
  reload: () => void;
  /** How the panel calls the middleware. */
  call: OperationCall;
  /** The portal's confirmation dialog. */
  confirm: ConfirmAsk;
}

/** A part or panel implementation, usually lazy. */
export type PanelComponent = ComponentType<PanelProps> | LazyExoticComponent<ComponentType<PanelProps>>;

/**
 * Parts and panels of detail screens by registry name (`panels` of specs/catalog/registry.yaml).
 * The app registers them at startup; a name the catalog lists but nobody has registered yet is
 * not shown, so that the panels of document 2 appear as they are built and never as empty cards.
 */
export const panelRegistry = new Registry<PanelComponent>('panel');

/**
 * Registers a part or panel under its `specs/catalog/registry.yaml` name.
 *
 * @example
 * registerPanel('patientLock', PatientLockPart);
 */
export function registerPanel(name: string, panel: PanelComponent): void {
  panelRegistry.register(name, panel);
}

/** The implementation of a panel name, or undefined while it is not built yet. */
export function registeredPanel(name: string): PanelComponent | undefined {
  return panelRegistry.has(name) ? panelRegistry.resolve(name, { spec: 'detail screen' }) : undefined;
}
