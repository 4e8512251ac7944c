import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formValidatorFunctions } from './formValidatorFunctions';

/** A promise React's `use` reads without suspending once it has settled (`status`, `value`). */
export type ReadablePromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

// Per schema object: the compiled forms are module constants, so each keeps one promise.
const readable = new WeakMap<RJSFSchema, ReadablePromise<ValidatorFunctions>>();

/**
 * The precompiled validators of a form's schema as one promise per schema, marked fulfilled once
 * loaded, for React's `use`: a component calls `use` on it on every render, so its hooks run in
 * the same order whether the module was loaded already or not (calling `use` only while loading
 * broke the hook order when React replayed the suspended render: React error 467).
 *
 * @example
 * const validators = use(formValidatorsPromise(forms.practice.schema));
 */
export function formValidatorsPromise(schema: RJSFSchema): ReadablePromise<ValidatorFunctions> {
  const key = schema;
  const known = readable.get(key);
  if (known !== undefined) return known;
  const found = formValidatorFunctions(schema);
  const promise: ReadablePromise<ValidatorFunctions> =
    found instanceof Promise ? Object.assign(found.then((value) => value), { status: 'pending' as const }) : Object.assign(Promise.resolve(found), { status: 'fulfilled' as const, value: found });
  if (promise.status === 'pending') {
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      () => {
        // A failed load is tried again by the next render that asks.
        readable.delete(key);
        promise.status = 'rejected';
      },
    );
  }
  readable.set(key, promise);
  return promise;
}
