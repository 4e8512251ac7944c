import type { CellFormat } from '../../runtime/formats/cellDisplay';
import { adherenceFormat } from './adherenceFormat';
import { painColourFormat } from './painColourFormat';
import { patientBannerFormats } from './patientBannerFormats';

/** The patient list's clinical cell formats, by the names `specs/catalog/registry.yaml` lists. */
export const patientFormats: Readonly<Record<string, CellFormat>> = {
  painColour: painColourFormat,
  adherence: adherenceFormat,
  ...patientBannerFormats,
};
