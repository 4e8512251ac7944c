// The RTM prompt calls of document 2, section 7, on the template tables of migration 0022. Who
// may call them is specs/access.yaml's rule (the RTM dashboard's users); which patients, the
// patient data scope, applied here through patientInScope to every call that names a patient
// or an assignment.
import { message, type MessageKey } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { patientInScope } from '../patients/patientInScope';
import { versionHeader } from '../promptEditor/createPromptEditorHandlers';
import { loadVersionPrompts } from './loadVersionPrompts';
import { promptWalkProblem } from './promptWalkProblem';
import type { ScopedRows } from '../../security/scopedRows';

const notFound = (key: MessageKey) => new ApiError(404, { message: message(key) });

interface Assignment {
  id: number;
  patient_id: number;
  template_version_id: number;
}

/**
 * A patient's active assignment `id` (patient_version_id) the caller may see: its patient in the
 * caller's data scope. Removed, unknown and out of scope answer alike (404).
 */
async function assignmentInScope(db: Queryable, patients: ScopedRows<'patients'>, id: number): Promise<Assignment> {
  const [assignment] = await db.query<Assignment>(
    'select id, patient_id, template_version_id from rtm_patient_template_versions where id = $1 and removed_at is null',
    [id],
  );
  if (!assignment) throw notFound('rtmPromptAssignmentNotFound');
  try {
    await patientInScope(patients, assignment.patient_id, { db });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound('rtmPromptAssignmentNotFound');
    throw error;
  }
  return assignment;
}

/**
 * The handlers of the RTM prompt operations.
 *
 * @example
 * const handlers = createRtmPromptHandlers(db, clock);
 */
export function createRtmPromptHandlers(db: Database, clock: Clock): OperationHandlers {
  return {
    async getPatientPrompts(call) {
      const patient = await patientInScope(call.scoped.patients, call.params.id);
      const [assignment] = await db.query<{ id: number; template_version_id: number }>(
        'select id, template_version_id from rtm_patient_template_versions where patient_id = $1 and removed_at is null',
        [patient.id],
      );
      if (!assignment) return { prompts: [], patient_version_id: null, template_version_id: null };
      return {
        prompts: await loadVersionPrompts(db, assignment.template_version_id),
        patient_version_id: assignment.id,
        template_version_id: assignment.template_version_id,
      };
    },

    async getTemplateVersionPrompts(call) {
      // The prompt editor's header too: the template's identifier and name, the version's identifier.
      const version = await versionHeader(db, call.params.id);
      if (!version) throw notFound('rtmPromptVersionNotFound');
      return {
        prompts: await loadVersionPrompts(db, version.id),
        patient_version_id: null,
        template_version_id: version.id,
        template_id: version.template_id,
        template_identifier: version.template_identifier,
        template_name: version.template_name,
        version_identifier: version.version_identifier,
      };
    },

    // [rtm-prompt-submit-call]: one answered flow, refused unless it is a walk of the version's flow.
    async submitPatientPromptResponses(call) {
      const { responses } = call.body;
      return db.transaction(async (tx) => {
        const assignment = await assignmentInScope(tx, call.scoped.patients, call.params.id);
        const problem = promptWalkProblem(await loadVersionPrompts(tx, assignment.template_version_id), responses);
        if (problem) throw new ApiError(422, { message: message(problem) });
        const stored = await tx.query<{
          id: number;
          prompt_id: number;
          option_id: number;
          text_response: string | null;
          responded_at: string;
        }>(
          `insert into rtm_patient_prompt_responses (patient_version_id, prompt_id, option_id, text_response, responded_by, responded_at)
           select $1, a.prompt_id, a.option_id, nullif(a.text_response, ''), $2, $3
           from unnest($4::int[], $5::int[], $6::text[]) with ordinality as a (prompt_id, option_id, text_response, position)
           order by a.position
           returning id::int, prompt_id, option_id, text_response,
                     to_char(responded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as responded_at`,
          [
            assignment.id,
            call.profile.user.id,
            clock.now(),
            responses.map((response) => response.prompt_id),
            responses.map((response) => response.option_id),
            responses.map((response) => response.text_response ?? null),
          ],
        );
        return {
          patient_version_id: assignment.id,
          patient_id: assignment.patient_id,
          responses: stored.sort((a, b) => a.id - b.id),
        };
      });
    },
  };
}
