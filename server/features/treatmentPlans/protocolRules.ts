import { constants, message } from '../../../src/generated/catalog';
import { totalDays } from '../../../domain/treatmentPlan/protocolDayRanges';

/** The fields of a protocol the rules beyond the schema read. */
export interface ProtocolRange {
  rpm_min: number;
  rpm_max: number;
  num_of_days: number;
}

/**
 * The errors of the rules the request schema cannot say, by field path as the request validator
 * names them (`patient_treatment_plan_protocol.0.rpm_max`): rpm_max at least rpm_min + the gap
 * of 20 (specs/catalog/clinical-constants.yaml). Empty when every protocol keeps the gap.
 *
 * @example
 * rpmGapErrors([{ rpm_min: 40, rpm_max: 50, num_of_days: 3 }], 'protocols'); // { 'protocols.0.rpm_max': ['RPM max must be at least 20 above RPM min'] }
 */
export function rpmGapErrors(protocols: readonly ProtocolRange[], field: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  protocols.forEach((protocol, index) => {
    if (protocol.rpm_max < protocol.rpm_min + constants.rpmGap) {
      errors[`${field}.${String(index)}.rpm_max`] = [
        message('rpmGapTooSmall', { gap: String(constants.rpmGap) }),
      ];
    }
  });
  return errors;
}

/**
 * Every error of a template save at once (document 2, section 5): 'Name must be specified' under
 * `name`, 'Treatment Plan Protocols must last 30 days at minimum' under `protocols`, and the rpm
 * gap of each protocol.
 *
 * @example
 * templateErrors({ name: ' ', protocols: [] }); // { name: ['Name must be specified'], protocols: [...] }
 */
export function templateErrors(template: {
  name: string;
  protocols: readonly ProtocolRange[];
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (template.name.trim() === '') errors.name = [message('templateNameRequired')];
  if (totalDays(template.protocols) < constants.templateMinDays)
    errors.protocols = [message('templateMinDays')];
  return { ...errors, ...rpmGapErrors(template.protocols, 'protocols') };
}
