import type { ComponentType, LazyExoticComponent } from 'react';
import type { OperationCall } from '../core/listSpec';
import type { JsonObject } from '../api/jsonObject';
import type { Row } from '../formats/cellDisplay';

/** What a part of a card drawn by code receives: the card's record and a way to open the part's form. */
export interface CardPartProps {
  /** The card's record (a row of the cards screen's source). */
  record: Row;
  /**
   * Opens the part's `form` (cards.parts[].form) in a dialog, with `values` laid over the record:
   * the form's title, `values` and `initial` read them as fields of the record (a cell's state).
   * Does nothing when the part has no form.
   */
  open: (values: Readonly<JsonObject>) => void;
  /** How the part calls the middleware. */
  call: OperationCall;
}

/**
 * A part of each card of a cards screen drawn by code (`cardParts` of
 * specs/catalog/registry.yaml), usually lazy: what a card's fields or actions cannot express (a
 * grid of cells). Every name the catalog lists has one (src/appRegistry.ts, checked by the
 * typecheck and the generator).
 */
export type CardPartComponent = ComponentType<CardPartProps> | LazyExoticComponent<ComponentType<CardPartProps>>;
