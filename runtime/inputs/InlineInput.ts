import type { ComponentType } from 'react';
import type { JsonObject } from '../api/jsonObject';

/** One choice of a select-like input; values are text (they travel in URLs and lookups). */
export interface InputOption {
  value: string;
  label: string;
}

/** What every inline input receives, wherever it sits: a list filter, a row cell, an action's dialog. */
export interface InlineInputProps {
  /** Unique on the page: the input's id. */
  id: string;
  /** The visible, accessible label. */
  label: string;
  /** The value as the input holds it (see {@link InlineInput.held}). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** The choices of a select-like input. */
  options?: readonly InputOption[] | undefined;
  placeholder?: string | undefined;
  /** Greyed out by a rule of the spec (`disabledWhen`). */
  disabled?: boolean | undefined;
  /** Shown at full contrast but not changeable (a saved row before Edit). */
  readOnly?: boolean | undefined;
  /** The message under the input. */
  error?: string | undefined;
  required?: boolean | undefined;
  /** The spec's settings of the widget: `min`, `max`, `step` (slider), `allLabel` (allOrOne). */
  settings?: Readonly<JsonObject> | undefined;
  /** The input's width in pixels where its place sets one (row cells). */
  width?: number | undefined;
  onBlur?: (() => void) | undefined;
  autoFocus?: boolean | undefined;
}

/**
 * An input of the one widget vocabulary (`widgets` of specs/catalog/registry.yaml) for the compact
 * places — list filters, editable row cells and action inputs — with how it holds a stored value
 * and how it sends what it holds.
 */
export interface InlineInput {
  Input: ComponentType<InlineInputProps>;
  /** A stored (or default) value as the input holds it, e.g. unix seconds as a local date and time. */
  held: (stored: unknown) => unknown;
  /** What the input holds as it is sent; `undefined` leaves the field out. */
  sent: (held: unknown) => unknown;
}
