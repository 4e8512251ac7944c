import type { components } from '../../../src/generated/api';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';

type AppVersions = components['schemas']['PatientAppVersions'];

/** A row of `settingsSelect`: the answer with its app type flat. */
type SettingsRow = Omit<AppVersions, 'patient_app_type'> & { type_id: number; type_name: string };

const settingsSelect = `
  select v.id, t.id as type_id, t.name as type_name, v.minimum_required_version, v.latest_version,
         v.app_version_check_time, v.session_allowed_check_time, v.no_session_allowed_flag, v.no_session_allowed_message
  from patient_app_versions v join patient_app_types t on t.id = v.patient_app_type_id
  where v.patient_app_type_id = $1`;

function settingsOut(row: SettingsRow): AppVersions {
  const { type_id, type_name, ...rest } = row;
  return { ...rest, patient_app_type: { id: type_id, name: type_name } };
}

async function requireType(db: Database, id: number): Promise<void> {
  const [type] = await db.query('select id from patient_app_types where id = $1', [id]);
  if (!type) throw new ApiError(404, { message: 'Not found.' });
}

/**
 * The patient app version calls (document 3, sections 2.6 and 7.3), for the super admin
 * ([app-versions-calls]): `getPatientAppVersions/{id}` answers the settings of patient app type
 * `id`, or null when it has none (the portal then shows zeros, [app-versions-fallback]);
 * `savePatientAppVersions` takes the form's names ([app-versions-form-names]) and creates or
 * replaces that type's settings.
 *
 * @example
 * operations.register(app, 'appVersions', { ...createAppVersionHandlers(db) });
 */
export function createAppVersionHandlers(db: Database): OperationHandlers {
  return {
    async getPatientAppVersions(call) {
      const id = call.params.id;
      await requireType(db, id);
      const [row] = await db.query<SettingsRow>(settingsSelect, [id]);
      return row ? settingsOut(row) : null;
    },

    async savePatientAppVersions(call) {
      const body = call.body;
      await requireType(db, body.patientAppType);
      await db.query(
        `insert into patient_app_versions (patient_app_type_id, minimum_required_version, latest_version, app_version_check_time,
                                           session_allowed_check_time, no_session_allowed_flag, no_session_allowed_message)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (patient_app_type_id) do update set
           minimum_required_version = excluded.minimum_required_version, latest_version = excluded.latest_version,
           app_version_check_time = excluded.app_version_check_time, session_allowed_check_time = excluded.session_allowed_check_time,
           no_session_allowed_flag = excluded.no_session_allowed_flag, no_session_allowed_message = excluded.no_session_allowed_message`,
        [
          body.patientAppType,
          body.minAppVersion,
          body.latestVersion,
          body.appCheckFrequency,
          body.sessionAllowedCheckFrequency,
          body.noSessionAllowed,
          body.noSessionAllowedMessage ?? '',
        ],
      );
      const [row] = await db.query<SettingsRow>(settingsSelect, [body.patientAppType]);
      if (!row) throw new ApiError(404, { message: 'Not found.' });
      return settingsOut(row);
    },
  };
}
