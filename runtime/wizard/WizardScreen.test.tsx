// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { appRegistry } from '../../src/appRegistry';
import { createRuntimeRegistry } from '../registry/RuntimeRegistry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmDialogHost } from '../dialogs/ConfirmDialogHost';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, emit, setup } from 'xstate';
import { notProvided, type WizardContext, type WizardEmitted, type WizardEvent, type WizardInput, type WizardSaveInput } from '../../machines/wizard/wizardContract';
import type { CompiledWizardScreen } from '../../src/generated/compiled-types';
import { createFormErrorStore } from '../errors/formErrorStore';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { message } from '../../src/generated/catalog';
import { screen as userScreen } from '../../src/generated/screens/user';
import { userWizardMachine } from '../../machines/userWizard/userWizardMachine';
import { ApiError } from '../api/ApiError';
import { WizardScreen } from './WizardScreen';
import type { WizardStepProps } from '../registry/wizardStepComponent';

// A two-step wizard as a team-member wizard would be: a form step that creates the record, then a
// registered component step that updates it and leaves. The machine is the test's own, so these
// tests check the runtime's side of the contract only.
const testMachine = setup({
  types: { context: {} as WizardContext, events: {} as WizardEvent, input: {} as WizardInput, emitted: {} as WizardEmitted },
  actors: {
    'save:member': notProvided<unknown, WizardSaveInput>('save:member'),
    'save:notes': notProvided<unknown, WizardSaveInput>('save:notes'),
  },
}).createMachine({
  context: ({ input }) => ({
    recordId: input.recordId,
    current: 'member',
    tabs: [
      { id: 'member', enabled: true },
      { id: 'notes', enabled: input.recordId !== null },
    ],
    buttons: ['cancel', 'next'],
    data: { member: {}, notes: { note: '' } },
    errors: {},
    dirty: false,
    loading: false,
    saving: false,
    dialog: null,
  }),
  on: {
    CHANGE: { actions: assign(({ context, event }) => ({ data: { ...context.data, [event.step]: event.data }, dirty: true })) },
    SELECT_TAB: { actions: assign(({ event }) => ({ current: event.step, buttons: ['cancel', 'save'] as const })) },
    CANCEL: { actions: emit({ type: 'navigate', to: '/list' }) },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        SUBMIT: [
          { guard: ({ context }) => context.current === 'member', target: 'savingMember', actions: assign({ saving: true }) },
          { target: 'savingNotes', actions: assign({ saving: true }) },
        ],
      },
    },
    savingMember: {
      invoke: {
        src: 'save:member',
        input: ({ context }) => ({ mode: 'create' as const, body: context.data.member ?? {}, data: context.data.member ?? {} }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              saving: false,
              dirty: false,
              recordId: '7',
              current: 'notes',
              buttons: ['cancel', 'save'],
              tabs: [
                { id: 'member', enabled: true },
                { id: 'notes', enabled: true },
              ],
            }),
            emit({ type: 'toast', message: 'success', kind: 'success' }),
            emit({ type: 'navigate', to: '/wizard/7' }),
          ],
        },
        onError: { target: 'ready', actions: assign({ saving: false }) },
      },
    },
    savingNotes: {
      invoke: {
        src: 'save:notes',
        input: ({ context }) => ({ mode: 'update' as const, id: context.recordId ?? '', body: context.data.notes ?? {}, data: context.data.notes ?? {} }),
        onDone: {
          target: 'ready',
          actions: [assign({ saving: false, dirty: false }), emit({ type: 'toast', message: 'success', kind: 'success' }), emit({ type: 'navigate', to: '/list' })],
        },
        onError: { target: 'ready', actions: assign({ saving: false }) },
      },
    },
  },
});

function NotesStep({ data, onChange }: WizardStepProps) {
  return <input aria-label="Note" value={typeof data.note === 'string' ? data.note : ''} onChange={(event) => onChange({ note: event.currentTarget.value })} />;
}
// The practice form's widgets (NPI lookup) as the app has them, and the test's own step.
const registry = createRuntimeRegistry({ formWidgets: appRegistry.formWidgets, wizardSteps: { testNotes: NotesStep } });

const spec: CompiledWizardScreen = {
  route: '/wizard/{id}',
  title: 'Test wizard',
  access: { signedIn: true },
  kind: 'wizard',
  machine: 'test',
  param: 'id',
  leaveConfirm: 'Leave this page? Unsaved changes will be lost.',
  steps: [
    { id: 'member', label: 'Member', form: 'practice', submit: { create: { operation: 'createPractice', access: { permissions: ['editPractice'] }, denied: message('mustHaveCorrectPermissions') } } },
    { id: 'notes', label: 'Notes', component: 'testNotes', submit: { update: { operation: 'updateUser', access: { permissions: ['editPractice'] }, denied: message('mustHaveCorrectPermissions'), deniedTitle: message('areYouSure') } } },
  ],
};

const allowed = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1, permissions: ['editPractice'] } });
const refused = sessionViewFixture({ phase: 'signedIn', user: { id: 3, username: 'sales', role_id: 3, permissions: [] } });

type FakeCall = ReturnType<typeof vi.fn<(operation: string, body?: unknown, params?: unknown) => Promise<unknown>>>;

function renderWizard(call: FakeCall, session = allowed, path = '/wizard/new') {
  const router = createMemoryRouter(
    [
      { path: '/wizard/:id', element: <WizardScreen spec={spec} machine={testMachine} call={call} store={createFormErrorStore()} /> },
      { path: '/list', element: <h1>The list</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={registry}>
        <ToastHost />
        <ConfirmDialogHost />
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return router;
}

/** The calls that save (everything but the form's lookups). */
const saves = (call: FakeCall) => call.mock.calls.filter(([operation]) => operation !== 'queryPracticeTypes');

afterEach(() => {
  act(() => notifications.clean());
});

describe('WizardScreen', () => {
  it('shows a tab per step, opens only the tabs the machine enables and the buttons it lists', () => {
    renderWizard(vi.fn((_operation: string) => Promise.resolve<unknown>([])));
    expect(screen.getByRole('tab', { name: 'Member' }).getAttribute('data-disabled')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Notes' }).getAttribute('data-disabled')).toBe('true');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Cancel', 'Next']));
  });

  it('does not ask the machine to submit while the form is invalid, and follows the machine navigation', async () => {
    const call = vi.fn((operation: string) => Promise.resolve<unknown>(operation === 'createPractice' ? { id: 7 } : []));
    const router = renderWizard(call);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(saves(call)).toEqual([]);
    // The machine alone moves on: the answer goes to it, and it names the next step and route.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });

  it('refuses a save with the spec denied toast (title and description) before any call when the user may not save', async () => {
    const call = vi.fn((_operation: string) => Promise.resolve<unknown>({}));
    renderWizard(call, refused, '/wizard/7');
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must have correct permissions')).toBeTruthy();
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(saves(call)).toEqual([]);
  });

  it('carries out an update with the path id, then asks before leaving with unsaved changes', async () => {
    const call = vi.fn((_operation: string) => Promise.resolve<unknown>({}));
    const router = renderWizard(call, allowed, '/wizard/7');
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Hello' } });
    act(() => {
      void router.navigate('/list');
    });
    expect(await screen.findByText('Leave this page? Unsaved changes will be lost.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/wizard/7');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('updateUser', { note: 'Hello' }, { path: { id: '7' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });
});

// The user form of specs/forms/user.form.yaml with its own machine: the password, e-mail and
// username of a saved user follow one rule (issue 25, finding 1; server/features/users/userRoleRules.ts).
describe('WizardScreen with the user form', () => {
  const specialist = {
    id: 30, username: 'pms', email: 'pms@cadence.example', first_name: 'Zoe', last_name: 'Kim', user_role_id: 14,
    user_role: { id: 14, name: 'Patient Monitoring Specialist' }, user_monitor_type: 1, credentials: 'RN', permissions: [], practice_team_member: null,
  };
  const refusal = { message: "You may not change this user's e-mail address. A customer service manager can change it." };

  function renderUserForm(session: ReturnType<typeof sessionViewFixture>, call: FakeCall) {
    const router = createMemoryRouter(
      [{ path: '/user/:userID', element: <WizardScreen spec={userScreen} machine={userWizardMachine} call={call} store={createFormErrorStore()} /> }],
      { initialEntries: ['/user/30'] },
    );
    render(
      <MantineProvider>
        <RuntimeRegistryProvider value={registry}>
          <ToastHost />
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
  }

  const answers = (operation: string): Promise<unknown> => {
    if (operation === 'getUser') return Promise.resolve(specialist);
    if (operation === 'updateUser') return Promise.reject(new ApiError(422, { ...refusal, form_error: { name: 'email', ...refusal } }, refusal.message));
    return Promise.resolve([]);
  };

  it('[user-monitoring-manager-roles] issue 25 finding 1: shows the monitoring manager the e-mail and username read-only, and no password', async () => {
    const pmm = sessionViewFixture({ phase: 'signedIn', user: { id: 15, username: 'pmm', role_id: 15, permissions: [] } });
    renderUserForm(pmm, vi.fn(answers));
    const email = await screen.findByDisplayValue('pms@cadence.example');
    expect(email.hasAttribute('disabled')).toBe(true);
    expect(screen.getByDisplayValue('pms').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('[user-cs-manager-password-tools] issue 25 finding 1: shows the server\'s refusal of an e-mail change under the Email field', async () => {
    const csManager = sessionViewFixture({ phase: 'signedIn', user: { id: 8, username: 'csmanager', role_id: 8, permissions: [] } });
    const call = vi.fn(answers);
    renderUserForm(csManager, call);
    const email = await screen.findByDisplayValue('pms@cadence.example');
    expect(email.hasAttribute('disabled')).toBe(false);
    fireEvent.change(email, { target: { value: 'new.home@clinic.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('updateUser', expect.objectContaining({ email: 'new.home@clinic.example' }), { path: { id: 30 } }));
    const field = (await screen.findByDisplayValue('new.home@clinic.example')).closest('.mantine-InputWrapper-root');
    await waitFor(() => expect(field?.textContent).toContain(refusal.message));
  });
});
