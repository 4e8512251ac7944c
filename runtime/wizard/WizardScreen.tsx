import { Button, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import {
  wizardLoadActor,
  wizardSaveActor,
  type WizardButton,
  type WizardContext,
  type WizardEmitted,
  type WizardEvent,
  type WizardLoadInput,
  type WizardSaveInput,
} from '../../machines/wizard/wizardContract';
import type { WizardStep } from '../../src/generated/spec-types';
import type { CompiledWizardScreen } from '../../src/generated/compiled-types';
import type { AccessRule } from '../../src/generated/access';
import { forms } from '../../src/generated/forms';
import { message } from '../../src/generated/catalog';
import { catalogText } from '../catalog/catalogText';
import { formErrorStore, type FormErrorStore } from '../errors/formErrorStore';
import { notifyError } from '../errors/notifyError';
import { formView } from '../form/formView';
import { pictureFields, uploadPendingPictures } from '../form/picture/pendingPictures';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import { useSession } from '../session/SessionContext';
import { showToast } from '../toasts/showToast';
import { LeaveConfirm } from '../dialogs/LeaveConfirm';
import { useLoadedMachine } from './useLoadedMachine';
import { WizardDialog } from './WizardDialog';
import { WizardStepView, type WizardStepHandle } from './WizardStepView';
import type { WizardCall } from './WizardCall';
import type { SpecWritePort } from '../api/operationQueries';
import { callOperation } from '../api/callOperation';

/** Props of {@link WizardScreen}. */
export interface WizardScreenProps {
  spec: Pick<CompiledWizardScreen, 'route' | 'title' | 'machine' | 'steps' | 'param' | 'load' | 'leaveConfirm' | 'tabQuery'>;
  /** How the wizard calls the middleware (path parameters in `params.path`). */
  call: WizardCall;
  /** The machine; by default the registry's machine the spec names. */
  machine?: AnyStateMachine;
  /** Where server field errors go; the portal's own store unless a test gives another. */
  store?: FormErrorStore;
}

const buttonLabels: Record<WizardButton, string> = { cancel: 'Cancel', back: 'Back', next: 'Next', save: 'Save' };

/** Each field's message key as its catalog text. */
function catalogTexts(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, catalogText(key)]));
}

/**
 * After a form step's create call: uploads the pictures its `imageCrop` fields hold (chosen
 * before the record existed) with the new record's id, as the form screen does, and gives the
 * machine the answer with their URLs so the record it moves to shows them.
 */
async function withUploadedPictures(write: SpecWritePort, step: WizardStep, can: (rule: AccessRule) => boolean, data: unknown, answer: unknown): Promise<unknown> {
  const form = step.form === undefined ? undefined : forms[step.form];
  if (form === undefined) return answer;
  const { uiSchema } = formView(form, can);
  const pictures = pictureFields(uiSchema);
  if (pictures.length === 0) return answer;
  let uploaded: Record<string, string> = {};
  try {
    uploaded = await uploadPendingPictures(write, uiSchema, pictures, data, answer);
  } catch (error) {
    // The record exists: the wizard moves on to it (a second create would add it twice); the
    // picture can be chosen again there.
    notifyError(error);
  }
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? { ...answer, ...uploaded } : answer;
}

/** What the wizard's actors read when they run: the render's latest values. */
interface WizardCallContext {
  spec: WizardScreenProps['spec'];
  call: WizardCall;
  can: (rule: AccessRule) => boolean;
  store: FormErrorStore;
  step: WizardStepHandle | null;
}

/** Thrown by a save the step's `submit.access` refuses: the user was told by its toast already. */
class SaveRefused extends Error {}

/**
 * The actors every wizard machine invokes (wizardContract.ts): `loadRecord` with the spec's `load`
 * operation, and per step `save:<id>` with its `submit.create` / `submit.update` operation —
 * refusing with the spec's `denied` toast a user who may not save, putting server field errors
 * under the step's fields and uploading a created record's pictures. A failure is told to the
 * user here; the machine only learns that the call failed.
 */
function wizardActors(spec: WizardScreenProps['spec'], now: () => WizardCallContext): Record<string, AnyActorLogic> {
  const loadRecord = fromPromise<unknown, WizardLoadInput>(async ({ input }) => {
    const { call } = now();
    if (spec.load === undefined) throw new Error(`wizard ${spec.route} loads a record but its spec has no load`);
    try {
      return await call(spec.load.operation, undefined, { path: { [spec.load.pathParam]: input.recordId } });
    } catch (error) {
      notifyError(error);
      throw error;
    }
  });
  const save = (step: WizardScreenProps['spec']['steps'][number]) =>
    fromPromise<unknown, WizardSaveInput>(async ({ input }) => {
      const { call, can, store, step: handle } = now();
      const way = step.submit?.[input.mode];
      if (way === undefined) throw new Error(`wizard step '${step.id}' of ${spec.route} has no submit.${input.mode}`);
      if (way.access !== undefined && !can(way.access)) {
        const denied = way.denied ?? message('mustHaveCorrectPermissions');
        showToast(way.deniedTitle === undefined ? { kind: 'error', title: denied } : { kind: 'error', title: way.deniedTitle, description: denied });
        throw new SaveRefused(denied);
      }
      const body = handle?.requestBody(input.body) ?? input.body;
      handle?.clearServerErrors();
      const path = input.mode === 'update' && input.id !== undefined ? { path: { id: input.id } } : undefined;
      try {
        const answer = await call(way.operation, body, path);
        return input.mode === 'create' ? await withUploadedPictures((operationId, ...request) => callOperation(call, operationId, ...request), step, can, input.data, answer) : answer;
      } catch (error) {
        notifyError(error, { store });
        throw error;
      }
    });
  const entries: [string, AnyActorLogic][] = [[wizardLoadActor, loadRecord], ...spec.steps.map((step): [string, AnyActorLogic] => [wizardSaveActor(step.id), save(step)])];
  return Object.fromEntries(entries);
}

/**
 * Renders any `kind: wizard` screen spec: one tab per step, the step's form (or registered step
 * component), and the buttons the machine lists. The machine named by the spec decides which
 * tabs are open, the step shown, what each step holds and where every button goes; this screen
 * provides the actors it invokes to load the record and save a step with the step's `submit`
 * operation (refusing with the spec's `denied` toast a user who may not save), shows the toasts
 * and follows the routes it emits, shows its dialogs, and asks the spec's `leaveConfirm` question before leaving
 * with unsaved changes. When the route names another record than the machine holds (not one the
 * machine moved to itself), the machine starts again for it.
 *
 * @example
 * <WizardScreen spec={patientInformationSpec} call={(op, body, params) => api.callOperation(op, body, params)} />
 */
export function WizardScreen({ spec, call, machine: given, store = formErrorStore }: WizardScreenProps) {
  const params = useParams();
  const location = useLocation();
  const registry = useRuntimeRegistry();
  const raw = params[spec.param ?? 'id'];
  const recordId = raw === undefined || raw === 'new' ? null : raw;
  const machineRecord = useRef<string | null>(recordId);
  const [run, setRun] = useState({ key: 0, recordId });
  useEffect(() => {
    if (recordId !== machineRecord.current) {
      machineRecord.current = recordId;
      setRun((previous) => ({ key: previous.key + 1, recordId }));
    }
  }, [recordId]);
  const loaded = useLoadedMachine(given === undefined ? registry.machines.resolve(spec.machine, { spec: `specs/screens (${spec.route})` }) : undefined);
  const machine = given ?? loaded;
  if (machine === undefined) {
    return (
      <Center p="xl">
        <Loader aria-label={message('runtimeLoadingNamed', { name: spec.title })} />
      </Center>
    );
  }
  return (
    <WizardRun
      key={run.key}
      spec={spec}
      call={call}
      machine={machine}
      store={store}
      recordId={run.recordId}
      query={spec.tabQuery === true ? location.search.replace(/^\?/, '') : ''}
      onRecord={(id) => {
        machineRecord.current = id;
      }}
    />
  );
}

interface WizardRunProps {
  spec: WizardScreenProps['spec'];
  call: WizardCall;
  machine: AnyStateMachine;
  store: FormErrorStore;
  recordId: string | null;
  query: string;
  onRecord: (id: string | null) => void;
}

function WizardRun({ spec, call, machine, store, recordId, query, onRecord }: WizardRunProps) {
  const navigate = useNavigate();
  const { can } = useSession();
  const stepHandle = useRef<WizardStepHandle | null>(null);
  // The actors run later than this render: they read its latest values.
  const latest = useRef({ spec, call, can, store });
  latest.current = { spec, call, can, store };
  const [provided] = useState(() => machine.provide({ actors: wizardActors(spec, () => ({ ...latest.current, step: stepHandle.current })) }));
  const actor = useActorRef(provided, { input: { recordId, query, now: () => Date.now() } });
  const context = useSelector(actor, (snapshot) => (snapshot as { context: WizardContext }).context);
  const send = (event: WizardEvent) => actor.send(event);
  const dirty = useRef(false);
  dirty.current = context.dirty;
  onRecord(context.recordId);

  // What the machine asks once: a toast, a route.
  useEffect(() => {
    const subscriptions = [
      actor.on('toast', (event: WizardEmitted) => {
        if (event.type === 'toast') showToast({ kind: event.kind, title: catalogText(event.message) });
      }),
      actor.on('navigate', (event: WizardEmitted) => {
        if (event.type !== 'navigate') return;
        // Emitted after the machine's new snapshot is set, before React renders it: a save that
        // leaves has made the wizard clean, so the leave question must not stop it.
        dirty.current = (actor.getSnapshot() as { context: WizardContext }).context.dirty;
        void navigate(event.to);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate]);

  const stepSpec: WizardStep | undefined = spec.steps.find((step) => step.id === context.current);
  const press = (button: WizardButton) => {
    switch (button) {
      case 'cancel':
        send({ type: 'CANCEL' });
        break;
      case 'back':
        send({ type: 'BACK' });
        break;
      case 'next':
      case 'save':
        // The form's own rules first; the machine then checks what a schema cannot say.
        if (stepHandle.current?.validate() === false) return;
        send({ type: 'SUBMIT' });
        break;
    }
  };

  return (
    <Stack gap="md" maw={840}>
      <Title order={1}>{spec.title}</Title>
      <Tabs
        value={context.current}
        onChange={(value) => {
          if (value !== null) send({ type: 'SELECT_TAB', step: value });
        }}
      >
        <Tabs.List>
          {spec.steps.map((step) => {
            const tab = context.tabs.find((candidate) => candidate.id === step.id);
            return (
              <Tabs.Tab key={step.id} value={step.id} disabled={tab?.enabled !== true}>
                {step.label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      {context.loading || stepSpec === undefined ? (
        <Center py="xl" role="status" aria-label={message('runtimeLoading')}>
          <Loader />
        </Center>
      ) : (
        <WizardStepView
          key={stepSpec.id}
          ref={stepHandle}
          step={stepSpec}
          data={context.data[stepSpec.id] ?? {}}
          errors={catalogTexts(context.errors[stepSpec.id] ?? {})}
          disabled={context.saving}
          call={call}
          recordId={context.recordId}
          store={store}
          onChange={(data) => send({ type: 'CHANGE', step: stepSpec.id, data })}
          dirty={context.dirty}
          editing={context.recordId !== null}
        />
      )}
      <Group mt="lg">
        {context.buttons.map((button) => (
          <Button
            key={button}
            variant={button === 'cancel' || button === 'back' ? 'default' : 'filled'}
            loading={context.saving && (button === 'save' || button === 'next')}
            disabled={context.saving || context.loading}
            onClick={() => press(button)}
          >
            {buttonLabels[button]}
          </Button>
        ))}
      </Group>
      <WizardDialog
        dialog={context.dialog === null ? null : { title: catalogText(context.dialog.title), message: catalogText(context.dialog.message) }}
        onClose={() => send({ type: 'CLOSE_DIALOG' })}
      />
      {spec.leaveConfirm === undefined ? null : <LeaveConfirm when={dirty} message={spec.leaveConfirm} />}
    </Stack>
  );
}
