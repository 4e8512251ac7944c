import type { Row } from '../../runtime/formats/cellDisplay';
import type { OperationData } from '../../src/generated/operationTypes';

/** A template of the library as GET rtm_templates/list answers it. */
export type LibraryTemplate = OperationData<'listRtmTemplates'>[number];

/** A row of the library (a list row, or the modal's record) read as the template it is; none when it is no template (creating). */
export function libraryTemplateOf(row: Row): LibraryTemplate | undefined {
  const { id, identifier, name, tile_color_hex: colour, pt_assignable: pt, pta_assignable: pta, patient_not_in_session: notInSession } = row;
  if (typeof id !== 'number' || typeof identifier !== 'string' || typeof name !== 'string' || typeof colour !== 'string') return undefined;
  const versions = Array.isArray(row.rtm_survey_template_versions) ? row.rtm_survey_template_versions.filter(isVersion) : [];
  const order = typeof row.order === 'number' ? row.order : 0;
  return { id, identifier, name, tile_color_hex: colour, pt_assignable: pt === true, pta_assignable: pta === true, patient_not_in_session: notInSession === true, order, rtm_survey_template_versions: versions };
}

type Version = LibraryTemplate['rtm_survey_template_versions'][number];

function isVersion(value: unknown): value is Version {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number' && 'identifier' in value && typeof value.identifier === 'string';
}
