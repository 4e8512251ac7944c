import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import type { IChangeEvent } from '@rjsf/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { forms } from '../../src/generated/forms';
import type { Compiled } from '../../src/generated/compiled-types';
import type { FormSpec } from '../../src/generated/spec-types';
import type { CompiledFormScreen } from '../../src/generated/compiled-types';
import { message } from '../../src/generated/catalog';
import { LeaveConfirm } from '../dialogs/LeaveConfirm';
import { formErrorStore, type FormErrorStore } from '../errors/formErrorStore';
import { notifyError } from '../errors/notifyError';
import type { OperationCall } from '../core/listSpec';
import { operationPathParams } from '../api/operationPathParams';
import { useSpecOperationMutation, useSpecOperationQuery, useSpecWrite } from '../api/operationQueries';
import { asJsonObject, type JsonObject } from '../api/jsonObject';
import { UnauthorizedView } from '../router/UnauthorizedView';
import { useSession } from '../session/SessionContext';
import { showSuccess } from '../toasts/showSuccess';
import type { FormContext } from './formContext';
import { valueAtPath } from '../core/formFieldPaths';
import { formRequestBody } from './formRequestBody';
import { fromWire, toWire, withComputed } from './formValueOptions';
import { useFormWidgets } from './useFormWidgets';
import { useUnsavedChanges } from './useUnsavedChanges';
import { loadedFormData } from './loadedFormData';
import { pictureFields, uploadPendingPictures, withoutPictures } from './picture/pendingPictures';
import { writeFieldPath } from './recordPath';
import { routeParamName } from './routeParamName';
import { successRoute } from './successRoute';
import { fieldPathOfId, withFieldValues } from './withFieldValues';
import { effectiveSubmit, refuseUnlessAllowed, useSpecForm } from './useSpecForm';
import { PrecompiledForm } from './PrecompiledForm';

/** Props of {@link FormScreen}. */
export interface FormScreenProps {
  /** Any screen spec of `kind: form` (tests may write just these fields). */
  spec: Pick<CompiledFormScreen, 'route' | 'title' | 'form'> &
    Partial<Pick<CompiledFormScreen, 'editTitle' | 'editAccess' | 'submitLabel' | 'cancelLabel'>>;
  /** How the screen calls the middleware; the router passes the portal's API client. */
  call: OperationCall;
  /** The form spec; by default the form of `src/generated/forms.ts` the screen names. */
  form?: Compiled<FormSpec>;
  /** Where server field errors go; the portal's own store unless a test gives another. */
  store?: FormErrorStore;
}

/**
 * The path parameters of an edit-mode call: each `{name}` of the operation's path takes the
 * route parameter that `params[name]` names, or by default the screen's (last) route parameter.
 */
function editPath(
  operationId: string,
  params: Readonly<Record<string, string>> | undefined,
  route: Readonly<Record<string, string | undefined>>,
  id: string,
) {
  return Object.fromEntries(
    operationPathParams(operationId).map((name) => [
      name,
      (params?.[name] === undefined ? undefined : route[params[name]]) ?? id,
    ]),
  );
}

function formNamed(name: string): Compiled<FormSpec> {
  const form = forms[name];
  if (form === undefined)
    throw new Error(`The form screen names the unknown form '${name}' (specs/forms/${name}.form.yaml)`);
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
 * Edit mode: when the screen's route has a parameter that is not `new` and the form has `load`,
 * the record is loaded with `load.operation` (path parameters from the route), mapped into the
 * form by `load.map`, headed `editTitle`, and saved with `update.operation` (the `update.keep`
 * ids sent back). A user failing the screen's `editAccess` sees the Unauthorized view
 * ([practice-edit-redirect]); `/practice/new` creates ([practice-new-route]).
 *
 * The uiSchema's form-level rules (password policy, `matches`, date bounds) are checked on save
 * (formCustomValidate); picture fields are uploaded by their own call, after the create call for a
 * new record; with `leaveConfirm` leaving with unsaved changes asks that message first. The
 * buttons say the screen's `submitLabel` and `cancelLabel`, else the catalogue's Save and Cancel.
 *
 * @example
 * <FormScreen spec={practiceNewSpec} call={callOperation} />
 */
export function FormScreen(props: FormScreenProps) {
  const { can } = useSession();
  const routeParams = useParams();
  const param = routeParamName(props.spec.route);
  const id = param === undefined ? undefined : routeParams[param];
  const form = props.form ?? formNamed(props.spec.form);
  // Editing: the route names a record (not `new`) and the form says how to load it.
  const editId = id !== undefined && id !== 'new' && form.load !== undefined ? id : undefined;
  // [practice-edit-redirect]: editing without the screen's edit rule shows the Unauthorized view.
  if (editId !== undefined && props.spec.editAccess !== undefined && !can(props.spec.editAccess))
    return <UnauthorizedView />;
  // A new key per record, so that moving from one record (or from `new`) to another starts afresh.
  return <FormScreenBody key={editId ?? 'new'} {...props} form={form} editId={editId} />;
}

function FormScreenBody({
  spec,
  call,
  form,
  store = formErrorStore,
  editId,
}: FormScreenProps & { form: Compiled<FormSpec>; editId: string | undefined }) {
  const formWidgets = useFormWidgets();
  const { can } = useSession();
  const navigate = useNavigate();
  const routeParams = useParams();
  const { view, paths, formProps, clearEdited, clearAll } = useSpecForm(
    form,
    can,
    store,
  );
  const [data, setData] = useState<JsonObject>({});
  const [saving, setSaving] = useState(false);
  const editing = editId !== undefined;
  const load = form.load;
  const update = form.update;
  // What the loaded record filled in (edit mode); the `update.keep` paths are sent back from it.
  const [loaded, setLoaded] = useState<JsonObject | undefined>();
  const pictures = useMemo(() => pictureFields(view.uiSchema), [view.uiSchema]);
  // Widgets that set more than their own field (the NPI and address lookups, Generate Password)
  // fill the form by field path; a filled field's server error no longer applies, as for a typed one.
  const formContext = useMemo<FormContext>(
    () => ({
      call,
      can,
      recordId: editId,
      fill: (values) => {
        for (const path of Object.keys(values)) store.clear(path);
        setData((current) => withFieldValues(current, values));
      },
      pathOf: (id) => fieldPathOfId(id, paths),
    }),
    [call, can, editId, paths, store],
  );
  const unsaved = useUnsavedChanges({});
  const submit = effectiveSubmit(form, editing);

  // The record, read once it is fresh from the middleware (not an answer cached from an earlier
  // visit): it fills the form once per record, and a later refresh does not overwrite what the
  // user types (the screen remounts for another record, see FormScreen).
  const record = useSpecOperationQuery(
    load?.operation,
    undefined,
    load === undefined || editId === undefined ? undefined : { path: editPath(load.operation, load.params, routeParams, editId) },
    { call, enabled: editId !== undefined, onError: notifyError },
  );
  const fresh = record.isFetchedAfterMount && record.status === 'success';
  useEffect(() => {
    if (!fresh || loaded !== undefined || load === undefined) return;
    const filled = fromWire(view.uiSchema, loadedFormData(view.schema, record.data, load.map, update?.keep));
    setLoaded(filled);
    setData(filled);
    unsaved.reset(filled);
    // Filled once per record, from its first fresh answer.
  }, [fresh]); // eslint-disable-line react-hooks/exhaustive-deps
  const loadFailed = record.isError;
  const { mutateAsync: write } = useSpecOperationMutation(undefined, { call });
  const upload = useSpecWrite(call);

  const change = ({ formData }: IChangeEvent) => {
    const next = withComputed(view.uiSchema, asJsonObject(formData));
    clearEdited(next, data);
    unsaved.changed(next);
    setData(next);
  };

  // Checked on the click, before validation: a user who may not save is told so at once.
  const checkAllowed = refuseUnlessAllowed(submit, can);

  const save = async ({ formData }: IChangeEvent) => {
    if (submit === undefined) return;
    setSaving(true);
    clearAll();
    try {
      // A picture is uploaded by its own multipart call, never sent in the JSON body.
      let body = toWire(view.uiSchema, withoutPictures(formRequestBody(view.schema, formData), pictures));
      for (const path of editing ? (update?.keep ?? []) : []) {
        const value = valueAtPath(loaded, path);
        if (value !== undefined) body = writeFieldPath(body, path, value);
      }
      const answer = editing
        ? await write({ operationId: submit.operation, body, params: { path: editPath(submit.operation, update?.params, routeParams, editId) } })
        : await write({ operationId: submit.operation, body });
      if (!editing) await uploadPendingPictures(upload, view.uiSchema, pictures, formData, answer);
      unsaved.reset(formData);
      showSuccess(submit.success ?? message('success'));
      if (submit.onSuccess !== undefined) await navigate(successRoute(submit.onSuccess.to, answer));
    } catch (error) {
      notifyError(error, { store });
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? (spec.editTitle ?? spec.title) : spec.title;
  if (editing && loaded === undefined) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>{title}</Title>
        {loadFailed ? (
          <Alert color="red" title={message('recordLoadFailed')} />
        ) : (
          <Center py="xl" role="status" aria-label={message('runtimeLoading')}>
            <Loader />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{title}</Title>
      {form.leaveConfirm !== undefined && (
        <LeaveConfirm when={unsaved.dirty} message={form.leaveConfirm} />
      )}
      {/* The user's own keys and clicks, told apart from the form's own changes (useUnsavedChanges). */}
      <div {...unsaved.userActs}>
        <PrecompiledForm
          {...formProps}
          formData={data}
          widgets={formWidgets}
          formContext={formContext}
          disabled={saving}
          aria-label={form.title}
          onChange={change}
          onSubmit={(event) => {
            void save(event);
          }}
        >
          <Group mt="lg">
            <Button
              type="submit"
              loading={saving}
              disabled={saving || submit === undefined}
              onClick={checkAllowed}
            >
              {spec.submitLabel ?? message('buttonSave')}
            </Button>
            <Button
              variant="default"
              disabled={saving}
              onClick={() => {
                void navigate(-1);
              }}
            >
              {spec.cancelLabel ?? message('buttonCancel')}
            </Button>
          </Group>
        </PrecompiledForm>
      </div>
    </Stack>
  );
}
