import type { CellFormat } from '../../runtime/formats/cellDisplay';
import { coordinatesFormat, lockStateFormat, pairListFormat, yesNoFormat } from './deviceFormats';

/** The device screens' cell formats, by the names `specs/catalog/registry.yaml` lists. */
export const deviceCellFormats: Readonly<Record<string, CellFormat>> = {
  lockState: lockStateFormat,
  pairList: pairListFormat,
  coordinates: coordinatesFormat,
  yesNo: yesNoFormat,
};
