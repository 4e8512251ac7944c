import type { FormProps } from '@rjsf/core';
import { Form } from '@rjsf/mantine';
import type { RJSFSchema } from '@rjsf/utils';
import { Suspense, use, useMemo } from 'react';
import { formValidatorsPromise } from './formValidatorsPromise';
import { formViewValidator } from './formViewValidator';

/** Props of {@link PrecompiledForm}: RJSF's, without the validator, which comes from the form. */
export type PrecompiledFormProps = Omit<FormProps, 'validator'> & {
  /** The whole schema of the form spec (src/generated/forms), whose precompiled validators check it; `schema` is the user's view of it. */
  formSchema: RJSFSchema;
};

function FormWithValidators({ formSchema, ...props }: PrecompiledFormProps) {
  // The form waits (Suspense) until its validators' module has loaded, the first time only.
  const validators = use(formValidatorsPromise(formSchema));
  const validator = useMemo(() => formViewValidator(validators, formSchema, props.schema), [validators, formSchema, props.schema]);
  return <Form {...props} validator={validator} />;
}

/**
 * RJSF's form (the Mantine theme) validated by the precompiled validators of its form spec
 * (runtime/form/formValidatorFunctions.ts, formViewValidator): nothing is compiled in the browser.
 * Until the validators' module has loaded, the first time the form is shown, nothing is drawn in
 * its place (its own Suspense), so the page around it stays.
 *
 * @example
 * <PrecompiledForm formSchema={form.schema} schema={view.schema} uiSchema={view.uiSchema} formData={data} onChange={change} />
 */
export function PrecompiledForm(props: PrecompiledFormProps) {
  return (
    <Suspense fallback={null}>
      <FormWithValidators {...props} />
    </Suspense>
  );
}
