// generated from specs/ — do not edit
export type State = string;
export type CertificationNumber = string;
export type EffectiveDate = string;
export type ExpirationDate = string;
export type UploadDocumentPDFOrImage = string;

export interface LicenceFormData {
  state?: State;
  certification_number: CertificationNumber;
  effective_date: EffectiveDate;
  expiration_date: ExpirationDate;
  file?: UploadDocumentPDFOrImage;
}
