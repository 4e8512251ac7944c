/**
 * One choice of a select filter or lookup; values are strings because they travel in the URL
 * query (the same shape as the inline inputs' `InputOption`, runtime/inputs).
 */
export interface FilterOption {
  value: string;
  label: string;
}
