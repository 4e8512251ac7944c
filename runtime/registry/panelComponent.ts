import type { ComponentType, LazyExoticComponent } from 'react';
import type { PanelSlot } from '../../src/generated/spec-types';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import type { OperationCall } from '../core/listSpec';

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

/**
 * A part or panel of a detail screen (`panels` of specs/catalog/registry.yaml), usually lazy. A
 * name the catalog lists but the registry does not hold yet is not shown, so that the panels of
 * document 2 appear as they are built and never as empty cards.
 */
export type PanelComponent = ComponentType<PanelProps> | LazyExoticComponent<ComponentType<PanelProps>>;
