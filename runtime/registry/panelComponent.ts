import type { ComponentType, LazyExoticComponent } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelSlot } from '../../src/generated/spec-types';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import type { OperationCall } from '../core/listSpec';
import type { Row } from '../formats/cellDisplay';

/** What a part or panel of a detail screen receives: the record, its slot and a way to reload it. */
export interface PanelProps {
  /** The record the screen shows (the answer of its source operation). */
  record: Row;
  /** The slot of the spec as compiled: its title, tabs (a built tab's list with its wire shape) and expanded tab. */
  slot: Compiled<PanelSlot>;
  /** Loads the record again (after a change the panel made). */
  reload: () => void;
  /** How the panel calls the middleware. */
  call: OperationCall;
  /** The portal's confirmation dialog. */
  confirm: ConfirmAsk;
}

/**
 * A hand-written part or panel of a detail screen (`panels` of specs/catalog/registry.yaml),
 * usually lazy: what a record card, list, form or chart of the screen spec cannot express. Every
 * name the catalog lists has one (src/appRegistry.ts, checked by the typecheck and the generator).
 */
export type PanelComponent = ComponentType<PanelProps> | LazyExoticComponent<ComponentType<PanelProps>>;
