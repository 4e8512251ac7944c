// generated from specs/ — do not edit
export interface EDocumentLinkFormData {
  name: string;
  description?: string;
  url?: string;
}
