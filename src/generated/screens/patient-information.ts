// generated from specs/ — do not edit
// The compiled screen of specs/screens/patient-information.screen.yaml.
import type { CompiledWizardScreen } from '../compiled-types';

export const screen: CompiledWizardScreen = {
  route: '/patientInformation/{patientID}',
  title: 'Patient Information',
  access: { signedIn: true },
  kind: 'wizard',
  machine: 'patientInformation',
  param: 'patientID',
  tabQuery: true,
  load: { operation: 'getPatientDetail', pathParam: 'id' },
  leaveConfirm: 'Leave this page? Unsaved changes will be lost.',
  steps: [
    {
      id: 'patient',
      label: 'Patient',
      form: 'patientInformation',
      submit: {
        create: {
          operation: 'createPatient',
          access: { permissions: ['addPatient'] },
          denied: 'Must have Add Patient permission',
          deniedTitle: 'Action not allowed.',
        },
        update: {
          operation: 'updatePatient',
          access: { permissions: ['editPatient'] },
          denied: 'Must have Edit Patient permission',
          deniedTitle: 'Action not allowed.',
        },
      },
    },
    {
      id: 'procedure',
      label: 'Procedure',
      form: 'patientProcedure',
      submit: {
        create: {
          operation: 'createPatientProcedure',
          access: { anyPermission: ['addPatient', 'editPatient'] },
        },
        update: {
          operation: 'updatePatientProcedure',
          access: { anyPermission: ['addPatient', 'editPatient'] },
        },
      },
    },
    {
      id: 'devices',
      label: 'Devices',
      component: 'patientDevices',
      submit: {
        update: {
          operation: 'updatePatient',
          access: { permissions: ['editPatient'] },
          denied: 'Must have Edit Patient permission',
          deniedTitle: 'Action not allowed.',
        },
      },
    },
  ],
};
