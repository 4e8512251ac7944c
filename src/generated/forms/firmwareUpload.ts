// generated from specs/ — do not edit
export type VersionNumber = string;
export type FirmwareFile = string;

export interface FirmwareUploadFormData {
  version_number?: VersionNumber;
  firmware?: FirmwareFile;
}
