import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ReactPromise } from 'react';
import { formValidatorFunctions } from './formValidatorFunctions';

// Per schema object: the compiled forms are module constants, so each keeps one promise, which
// React marks settled the first time `use` waits on it.
const promises = new WeakMap<RJSFSchema, ReactPromise<ValidatorFunctions>>();

/**
 * The precompiled validators of a form's schema as one promise per schema, for React's `use`: a
 * component calls `use` on it on every render, so its hooks run in the same order whether the
 * module had loaded or not (calling `use` only while loading broke the hook order when React
 * replayed the suspended render: React error 467). Validators already loaded come as a settled
 * promise, which `use` reads without suspending.
 *
 * @example
 * const validators = use(formValidatorsPromise(forms.practice.schema));
 */
export function formValidatorsPromise(schema: RJSFSchema): ReactPromise<ValidatorFunctions> {
  const known = promises.get(schema);
  if (known !== undefined) return known;
  const found = formValidatorFunctions(schema);
  if (found instanceof Promise) {
    // A module that failed to load is asked for again by the next render.
    found.catch(() => promises.delete(schema));
    promises.set(schema, found);
    return found;
  }
  const settled = Object.assign(Promise.resolve(found), { status: 'fulfilled' as const, value: found });
  promises.set(schema, settled);
  return settled;
}
