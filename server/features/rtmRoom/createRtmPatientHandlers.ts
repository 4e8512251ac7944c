// The side panel's RTM flags (document 2, sections 2, 4 and 6): Follow Up Needed and Interacted
// with Patient/80 and /81 by role, Patient Educated by any viewer, removing RTM consent; and the
// caller's push token (fcmtoken). A flag a tile shows is pushed to every dashboard.
import { message } from '../../../src/generated/catalog';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers, OperationResponse } from '../../http/OperationHandler';
import type { LiveEvents } from '../../realtime/LiveEvents';
import { callerIn } from '../../security/roleFacts';
import type { RtmTile, TilePush } from '../../../domain/rtmTile/rtmTile';
import { patientInScope } from '../patients/patientInScope';
import { completeLiveSession } from './completeLiveSession';
import { lockLiveTile } from './liveTileStore';

type RtmPatientFlags = OperationResponse<'updateRtmPatientFlags'>;

async function readFlags(tx: Queryable, patientId: number): Promise<RtmPatientFlags> {
  const [row] = await tx.query<RtmPatientFlags>(
    `select id as patient_id, rtm_permission, rtm_patient_education, rtm_follow_up_needed, interaction_code_80,
            interaction_code_81, patient_monitoring_specialist_id
     from patients where id = $1`,
    [patientId],
  );
  if (!row) throw new Error(`patient ${patientId} vanished inside its transaction`);
  return row;
}

/** The patient_update of the tile fields among `changed`, when the patient has a tile. */
function tileUpdate(tile: RtmTile | undefined, changed: Partial<RtmTile>): TilePush | undefined {
  if (!tile || Object.keys(changed).length === 0) return undefined;
  return { notification_type: 'patient_update', patient_id: tile.id, json: changed };
}

/**
 * The handlers of the RTM flag calls and of fcmtoken.
 *
 * @example
 * const handlers = createRtmPatientHandlers(db, clock, live);
 */
export function createRtmPatientHandlers(db: Database, clock: Clock, live: LiveEvents): OperationHandlers {
  return {
    // Follow Up Needed: super admin, specialist, assistant; 80/81: those and the manager.
    async updateRtmPatientFlags(call) {
      const profile = call.profile;
      const patientId = call.params.id;
      const body = call.body;
      await patientInScope(call.scoped.patients, patientId);
      if (body.rtm_follow_up_needed !== undefined && !callerIn(profile, 'rtmFollowUpEditors'))
        throw ApiError.forbidden(message('rtmFollowUpNotAllowed'));
      if ((body.interaction_code_80 !== undefined || body.interaction_code_81 !== undefined) && !callerIn(profile, 'rtmInteractionCodeEditors'))
        throw ApiError.forbidden(message('rtmInteractionCodeNotAllowed'));
      const now = clock.now();
      const { flags, push } = await db.transaction(async (tx) => {
        await patientInScope(call.scoped.patients, patientId, { db: tx, forUpdate: true });
        await tx.query(
          `update patients set rtm_follow_up_needed = coalesce($2, rtm_follow_up_needed),
                  interaction_code_80 = coalesce($3, interaction_code_80), interaction_code_81 = coalesce($4, interaction_code_81)
           where id = $1`,
          [patientId, body.rtm_follow_up_needed ?? null, body.interaction_code_80 ?? null, body.interaction_code_81 ?? null],
        );
        const tile = await lockLiveTile(tx, call.scoped.patients, patientId, now);
        const changed = body.rtm_follow_up_needed === undefined ? {} : { rtm_follow_up_needed: body.rtm_follow_up_needed };
        return { flags: await readFlags(tx, patientId), push: tileUpdate(tile, changed) };
      });
      if (push) await live.pushToPortal(push);
      return flags;
    },

    // [rtm-patient-educated] [rtm-patient-educated-who]
    async markRtmPatientEducated(call) {
      const profile = call.profile;
      const patientId = call.params.id;
      const now = clock.now();
      const { flags, push } = await db.transaction(async (tx) => {
        await patientInScope(call.scoped.patients, patientId, { db: tx, forUpdate: true });
        await tx.query('update patients set rtm_patient_education = true, patient_monitoring_specialist_id = $2 where id = $1', [
          patientId,
          profile.user.id,
        ]);
        const tile = await lockLiveTile(tx, call.scoped.patients, patientId, now);
        return { flags: await readFlags(tx, patientId), push: tileUpdate(tile, { rtm_patient_education: true }) };
      });
      if (push) await live.pushToPortal(push);
      return flags;
    },

    // [rtm-remove-consent]: rtm_permission false, then the session is completed.
    async removeRtmConsent(call) {
      const patientId = call.params.id;
      const now = clock.now();
      const { flags, pushes } = await db.transaction(async (tx) => {
        await patientInScope(call.scoped.patients, patientId, { db: tx, forUpdate: true });
        await tx.query('update patients set rtm_permission = false where id = $1', [patientId]);
        const tile = await lockLiveTile(tx, call.scoped.patients, patientId, now);
        const consent = tileUpdate(tile, { rtm_permission: false });
        const completed = tile ? await completeLiveSession(tx, { ...tile, rtm_permission: false }, now) : undefined;
        const all = [consent, completed?.push].filter((push): push is TilePush => push !== undefined);
        return { flags: await readFlags(tx, patientId), pushes: all };
      });
      for (const push of pushes) await live.pushToPortal(push);
      return flags;
    },

    // [rtm-fcm-token]: the caller registers their own token.
    async registerFcmToken(call) {
      const profile = call.profile;
      if (call.body.user_id !== profile.user.id) throw ApiError.forbidden(message('rtmFcmTokenOwnOnly'));
      await db.query(
        `insert into fcm_tokens (user_id, fcm_token, updated_at) values ($1, $2, $3)
         on conflict (user_id, fcm_token) do update set updated_at = excluded.updated_at`,
        [profile.user.id, call.body.fcm_token, clock.now()],
      );
      return { user_id: profile.user.id, fcm_token: call.body.fcm_token };
    },
  };
}
