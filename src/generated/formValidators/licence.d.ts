// generated from specs/ — do not edit
// The precompiled validators of the form specs/forms/licence.form.yaml, by the RJSF hash of each schema they check.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

declare const checks: ValidatorFunctions;
export default checks;
