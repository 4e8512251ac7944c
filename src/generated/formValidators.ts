// generated from specs/ — do not edit
// The precompiled validators of every form of specs/forms (Ajv standalone code: the portal compiles
// no JSON Schema in the browser), by the RJSF hash of the form's schema (`hashForSchema`). Each
// module loads the first time its form is shown (runtime/form/formValidatorFunctions.ts).
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The lazy import of each form's validators, by the RJSF hash of the form's schema. */
export const formValidatorModules: Readonly<Record<string, () => Promise<{ default: ValidatorFunctions }>>> =
  {
    '270c815c': () => import('./formValidators/adminConfigEntry.js'),
    '-2051537b': () => import('./formValidators/appVersions.js'),
    f6ad1fd: () => import('./formValidators/bugReport.js'),
    '6753aaf5': () => import('./formValidators/eDocumentLink.js'),
    '78b0e102': () => import('./formValidators/firmwareUpload.js'),
    '44a62fbb': () => import('./formValidators/licence.js'),
    '2ab547f3': () => import('./formValidators/maintenanceWindow.js'),
    '-721a4f19': () => import('./formValidators/patientInformation.js'),
    '61d137b9': () => import('./formValidators/patientProcedure.js'),
    '1c6510ca': () => import('./formValidators/practice.js'),
    '302b5ace': () => import('./formValidators/selfPayOption.js'),
    '105b6fff': () => import('./formValidators/teamMember.js'),
    '-3853a7a4': () => import('./formValidators/teamMemberEdit.js'),
    '67866154': () => import('./formValidators/user.js'),
    '-3d642424': () => import('./formValidators/userGuide.js'),
    '-2b63cc01': () => import('./formValidators/userPermissions.js'),
  };
