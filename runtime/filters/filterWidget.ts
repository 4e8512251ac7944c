import type { ComponentType } from 'react';

/** One choice of a select filter; values are strings because they travel in the URL query. */
export interface FilterOption {
  value: string;
  label: string;
}

/** What every filter widget receives from the list screen. */
export interface FilterWidgetProps {
  /** The field filtered on; also the input's id base. */
  field: string;
  /** The visible, accessible label. */
  label: string;
  /** The current value as kept in the URL; '' means "no filter". */
  value: string;
  onChange: (value: string) => void;
  /** The choices of a select-like widget, "all" first when the spec has one. */
  options: readonly FilterOption[];
  placeholder?: string;
}

/** A filter widget as the widget registry holds it. */
export type FilterWidget = ComponentType<FilterWidgetProps>;
