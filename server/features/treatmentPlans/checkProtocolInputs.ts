import { message } from '../../../src/generated/catalog';
import type { Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { validationCodes } from '../../http/createRequestValidator';
import { rpmGapErrors } from './protocolRules';
import type { ProtocolInput } from './replaceProtocols';

/**
 * Refuses (422, every error at once) protocols whose rpm_max is under rpm_min + 20 or whose
 * periods name a period type or direction the lookups do not have, before anything is written,
 * so the database's own checks never answer the caller. `field` is the protocols' list name.
 *
 * @example
 * await checkProtocolInputs(db, protocols, 'patient_treatment_plan_protocol', 'patient_treatment_plan_protocol_period');
 */
export async function checkProtocolInputs(
  db: Queryable,
  protocols: readonly ProtocolInput[],
  field: string,
  periodsField: string,
  extraErrors: Record<string, string[]> = {},
): Promise<void> {
  const errors: Record<string, string[]> = { ...extraErrors, ...rpmGapErrors(protocols, field) };
  const [types, directions] = await Promise.all([
    db.query<{ id: number }>('select id from period_types'),
    db.query<{ id: number }>('select id from period_directions'),
  ]);
  const typeIds = new Set(types.map((row) => row.id));
  const directionIds = new Set(directions.map((row) => row.id));
  protocols.forEach((protocol, index) =>
    protocol.periods.forEach((period, position) => {
      const at = `${field}.${String(index)}.${periodsField}.${String(position)}`;
      if (!typeIds.has(period.period_type_id)) errors[`${at}.period_type_id`] = [message('notValidValue')];
      if (!directionIds.has(period.period_direction_id))
        errors[`${at}.period_direction_id`] = [message('notValidValue')];
    }),
  );
  if (Object.keys(errors).length > 0) {
    const codes = new Set(
      Object.keys(errors).map((key) =>
        key === 'name' ? validationCodes.missing : validationCodes.outOfRange,
      ),
    );
    throw ApiError.validation([...codes], errors);
  }
}
