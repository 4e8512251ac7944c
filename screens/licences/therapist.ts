import type { OperationData } from '../../src/generated/operationTypes';

/** A monitoring therapist with their licences, as listSpecialistsWithLicenses answers it. */
export type Therapist = OperationData<'listSpecialistsWithLicenses'>[number];

/** One licence of a therapist (a state's). */
export type Licence = Therapist['monitor_licenses'][number];

/** The therapist's licence for `state` (a postal code), if they hold one. */
export function licenceFor(therapist: Therapist, state: string): Licence | undefined {
  return therapist.monitor_licenses.find((candidate) => candidate.state === state);
}
