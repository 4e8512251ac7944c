import { Button, Group, Stack, Title } from '@mantine/core';
import { Form } from '@rjsf/mantine';
import type { IChangeEvent } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../src/generated/catalog';
import { forms } from '../../src/generated/forms';
import type { FormScreenSpec, FormSpec } from '../../src/generated/spec-types';
import { formErrorStore, type FormErrorStore } from '../errors/formErrorStore';
import { notifyError } from '../errors/notifyError';
import type { OperationCall } from '../list/listSpec';
import { useSession } from '../session/SessionContext';
import { showSuccess } from '../toasts/showSuccess';
import { showToast } from '../toasts/showToast';
import type { FormContext } from './formContext';
import { formErrorTransformer } from './formErrorTransformer';
import { formFieldPaths, valueAtPath } from './formFieldPaths';
import { formRequestBody } from './formRequestBody';
import { formView } from './formView';
import { formWidgets } from './formWidgets';
import { serverErrorSchema } from './serverErrorSchema';
import { successRoute } from './successRoute';
import { useServerFieldErrors } from './useServerFieldErrors';

/** Props of {@link FormScreen}. */
export interface FormScreenProps {
  /** Any screen spec of `kind: form` (tests may write just these fields). */
  spec: Pick<FormScreenSpec, 'route' | 'title' | 'form'>;
  /** How the screen calls the middleware; the router passes the portal's API client. */
  call: OperationCall;
  /** The form spec; by default the form of `src/generated/forms.ts` the screen names. */
  form?: FormSpec;
  /** Where server field errors go; the portal's own store unless a test gives another. */
  store?: FormErrorStore;
}

type FormData = Record<string, unknown>;

/** A catalog text by key; a text that is not a key is shown as written. */
function catalogText(key: string): string {
  return (messages as Readonly<Record<string, string>>)[key] ?? key;
}

function formNamed(name: string): FormSpec {
  const form = forms[name];
  if (form === undefined) throw new Error(`The form screen names the unknown form '${name}' (specs/forms/${name}.form.yaml)`);
  return form;
}

/**
 * Renders any `kind: form` screen spec with no screen-specific code: the screen's title and the
 * form of `specs/forms` it names, drawn by RJSF with the Mantine theme and the portal's widgets.
 * Required labels say '(Required)' and empty required fields 'Required' ([required-marker]); the
 * catalog's messages replace Ajv's ([email-format]). Fields with a `ui:options.access` rule are
 * shown only to users it allows. Save is refused with the spec's `denied` message when the user
 * fails `submit.access`; otherwise it calls `submit.operation` (disabled while saving), shows the
 * success toast and opens `onSuccess.to`; a failure goes to `notifyError`, a server field error
 * under its field until that field is edited ([form-error-to-field],
 * [field-error-cleared-on-edit]). Nothing typed is lost on a failed save. Cancel goes back.
 *
 * @example
 * <FormScreen spec={practiceNewSpec} call={(op, body) => portalApi().callOperation(op as OperationId, body)} />
 */
export function FormScreen({ spec, call, form: given, store = formErrorStore }: FormScreenProps) {
  const form = given ?? formNamed(spec.form);
  const { can } = useSession();
  const navigate = useNavigate();
  const view = useMemo(() => formView(form, can), [form, can]);
  const paths = useMemo(() => formFieldPaths(view.schema), [view.schema]);
  const transformErrors = useMemo(() => formErrorTransformer(form.messages), [form.messages]);
  const formContext = useMemo<FormContext>(() => ({ call }), [call]);
  const serverErrors = useServerFieldErrors(paths, store);
  const extraErrors = useMemo(() => serverErrorSchema(serverErrors), [serverErrors]);
  const [data, setData] = useState<FormData>({});
  const [saving, setSaving] = useState(false);
  const submit = form.submit;

  const change = ({ formData }: IChangeEvent) => {
    const next = (formData ?? {}) as FormData;
    // An edited field's server error no longer applies ([field-error-cleared-on-edit]).
    for (const path of Object.keys(serverErrors)) {
      if (valueAtPath(next, path) !== valueAtPath(data, path)) store.clear(path);
    }
    setData(next);
  };

  // Checked on the click, before validation: a user who may not save is told so at once.
  const checkAllowed = (event: MouseEvent<HTMLButtonElement>) => {
    if (submit?.access === undefined || can(submit.access)) return;
    event.preventDefault();
    showToast({ kind: 'error', title: catalogText(submit.denied ?? 'mustHaveCorrectPermissions') });
  };

  const save = async ({ formData }: IChangeEvent) => {
    if (submit === undefined) return;
    setSaving(true);
    for (const path of paths) store.clear(path);
    try {
      const answer = await call(submit.operation, formRequestBody(view.schema, formData));
      showSuccess(catalogText(submit.success ?? 'success'));
      if (submit.onSuccess !== undefined) await navigate(successRoute(submit.onSuccess.to, answer));
    } catch (error) {
      notifyError(error, { store });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{spec.title}</Title>
      <Form
        schema={view.schema}
        uiSchema={view.uiSchema}
        formData={data}
        validator={validator}
        widgets={formWidgets}
        formContext={formContext}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        disabled={saving}
        aria-label={form.title}
        onChange={change}
        onSubmit={(event) => {
          void save(event);
        }}
      >
        <Group mt="lg">
          <Button type="submit" loading={saving} disabled={saving || submit === undefined} onClick={checkAllowed}>
            Save
          </Button>
          <Button
            variant="default"
            disabled={saving}
            onClick={() => {
              void navigate(-1);
            }}
          >
            Cancel
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}
