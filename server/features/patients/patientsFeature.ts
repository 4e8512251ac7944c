import { featurePlugin } from '../Feature';
import { createPatientHandlers } from './createPatientHandlers';
import { getPatientDetailHandlers } from './getPatientDetailHandlers';
import { patientWizardHandlers } from './patientWizardHandlers';
import { createPatientProfileHandlers } from './createPatientProfileHandlers';
import { createPatientLockHandlers } from './createPatientLockHandlers';
import { createViewingLogHandlers } from './createViewingLogHandlers';
import { createPatientPanelHandlers } from './createPatientPanelHandlers';

/** The patients feature: the patient list, detail, wizard, profile, lock, viewing log and the profile panels' reads. */
export const patientsFeature = featurePlugin('patients', (deps) => ({
  ...createPatientHandlers(deps.db, deps.clock),
  ...getPatientDetailHandlers(deps.db),
  ...patientWizardHandlers(deps.db, deps.clock),
  ...createPatientProfileHandlers(deps.db, deps.clock),
  ...createPatientLockHandlers(deps.db),
  ...createViewingLogHandlers(deps.db, deps.clock),
  ...createPatientPanelHandlers(deps.db, deps.clock),
}));
