// generated from specs/ — do not edit
export interface AdminConfigEntryFormData {
  value?: string;
}
