// Reading the library's templates and versions as specs/api/rtm-templates.yaml answers them.
import type { components } from '../../../src/generated/api';
import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';

export type RtmTemplate = components['schemas']['RtmTemplate'];
export type RtmTemplateVersion = components['schemas']['RtmTemplateVersion'];

type TemplateRow = Omit<RtmTemplate, 'rtm_survey_template_versions'>;

const versionColumns = `v.id, v.identifier, v.rtm_survey_template_id,
  to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  (select count(*)::int from rtm_survey_prompts p where p.template_version_id = v.id) as prompt_count`;

/** 404 'Template not found.' (unknown and archived alike). */
export const templateNotFound = () => new ApiError(404, { message: message('rtmTemplateNotFound') });
/** 404 'Template version not found.' (unknown, archived, or of an archived template). */
export const versionNotFound = () => new ApiError(404, { message: message('rtmTemplateVersionNotFoundInLibrary') });

/**
 * The unarchived versions of the given templates (all listed templates when `templateIds` is
 * undefined), oldest first within a template.
 */
export async function loadVersions(db: Queryable, templateIds?: readonly number[]): Promise<RtmTemplateVersion[]> {
  return db.query<RtmTemplateVersion>(
    `select ${versionColumns}
     from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id
     where not v.archived and not t.archived ${templateIds === undefined ? '' : 'and v.rtm_survey_template_id = any($1::int[])'}
     order by t.sequence, t.id, v.id`,
    templateIds === undefined ? [] : [templateIds],
  );
}

/** The library's templates (or the one `id`), by order then id, each with its unarchived versions. */
export async function loadTemplates(db: Queryable, id?: number): Promise<RtmTemplate[]> {
  const rows = await db.query<TemplateRow>(
    `select id, identifier, name, tile_color_hex, patient_not_in_session, pt_assignable, pta_assignable, sequence as "order"
     from rtm_survey_templates where not archived ${id === undefined ? '' : 'and id = $1'}
     order by sequence, id`,
    id === undefined ? [] : [id],
  );
  const versions = await loadVersions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, rtm_survey_template_versions: versions.filter((version) => version.rtm_survey_template_id === row.id) }));
}

/** One listed template, or 404. */
export async function findTemplate(db: Queryable, id: number): Promise<RtmTemplate> {
  const [template] = await loadTemplates(db, id);
  if (!template) throw templateNotFound();
  return template;
}

/** One unarchived version of a listed template, or 404. */
export async function findVersion(db: Queryable, id: number): Promise<RtmTemplateVersion> {
  const [version] = await db.query<RtmTemplateVersion>(
    `select ${versionColumns}
     from rtm_survey_template_versions v join rtm_survey_templates t on t.id = v.rtm_survey_template_id
     where v.id = $1 and not v.archived and not t.archived`,
    [id],
  );
  if (!version) throw versionNotFound();
  return version;
}
