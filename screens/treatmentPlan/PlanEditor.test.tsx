// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { roleIdByName } from '../../src/generated/access';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import type { LoadRequest, SaveRequest } from '../../machines/treatmentPlan/planEditorMachine';
import type { EditorDocument, TemplateOption } from '../../domain/treatmentPlan/planEditorTypes';
import { dayOf, secondsPerDay, type PlanOnRecord } from '../../domain/treatmentPlan/planStart';
import { defaultProtocol } from '../../domain/treatmentPlan/protocolEditing';
import { PlanEditor } from './PlanEditor';

// The period lookups come from the server in the portal; here, their names.
vi.mock('./periodLookups', () => ({
  usePeriodLookups: () => ({
    typeOptions: [{ value: '1', label: 'Assisted' }],
    directionOptions: [{ value: '1', label: 'Forward' }],
  }),
  optionLabel: (options: { value: string; label: string }[], value: number) => options.find((option) => option.value === String(value))?.label ?? String(value),
}));

// The patient's name comes from the middleware; here, from the API client's stand-in.
vi.mock('../../runtime/api/portalApi', () => ({
  portalApi: () => ({
    call: (operationId: string) =>
      operationId === 'getPatientDetail' ? Promise.resolve({ id: 7, first_name: 'Ada', last_name: 'Lovelace' }) : Promise.reject(new Error(`unexpected call ${operationId}`)),
    callOperation: (operationId: string) =>
      operationId === 'getPatientDetail' ? Promise.resolve({ id: 7, first_name: 'Ada', last_name: 'Lovelace' }) : Promise.reject(new Error(`unexpected call ${operationId}`)),
  }),
  portalToken: () => 'token',
}));

const plan: EditorDocument = {
  id: 12,
  patient_id: 7,
  name: 'Knee plan',
  description: null,
  is_active: true,
  is_included: true,
  treatment_plan_type: 2,
  sequence: 1,
  treatment_end_date: null,
  protocols: [defaultProtocol(1)],
};
const template: TemplateOption = { id: 3, name: 'Standard knee', description: null, treatment_plan_type: 2, protocols: [{ ...defaultProtocol(1), num_of_days: 30 }] };

const today = dayOf(Date.now() / 1000);
/** The patient's running plan, day 43 of 60. */
const running: PlanOnRecord = {
  id: 31,
  name: '60 Day Recovery',
  is_active: true,
  treatment_plan_type: 2,
  treatment_start_date: today - 42 * secondsPerDay,
  treatment_end_date: null,
  days: 60,
};

function renderEditor(roleId: number, permissions: string[], { newPlan = false } = {}) {
  const id = newPlan ? undefined : 12;
  const saved: SaveRequest[] = [];
  const actors = {
    loadDocument: fromPromise<EditorDocument, LoadRequest>(() => Promise.resolve(plan)),
    loadTemplateOptions: fromPromise<TemplateOption[], { patientId: number }>(() => Promise.resolve([template])),
    loadPatientPlans: fromPromise<PlanOnRecord[], { patientId: number }>(() => Promise.resolve([running])),
    saveDocument: fromPromise<EditorDocument, SaveRequest>(({ input }) => {
      saved.push(input);
      return Promise.resolve({ ...input.document, id: input.document.id ?? 99 });
    }),
  };
  const session = sessionViewFixture({
    phase: 'signedIn',
    user: { id: 1, username: 'u', role_id: roleId, practice_team_member: { id: 5 } },
    permissions,
  });
  render(
    <MantineProvider>
      <MemoryRouter>
        <SessionContext.Provider value={session}>
          <PlanEditor kind="plan" id={id} patientId={7} actors={actors} />
        </SessionContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return { saved };
}

describe('PlanEditor', () => {
  it("[plan-active-label] [protocol-box] an active plan shows 'Active' over its protocol boxes", async () => {
    renderEditor(roleIdByName.surgeon, ['addPlan', 'editPlan', 'viewPlan']);
    await screen.findByRole('heading', { name: 'Knee plan', level: 1 });
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Days 1-3 Protocol 1' })).toBeTruthy();
  });

  it('[plan-editor-modes] Edit Plan opens the editors with Save and Cancel Changes; a protocol with a problem disables Save', async () => {
    renderEditor(roleIdByName.surgeon, ['addPlan', 'editPlan', 'viewPlan']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Plan' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Cancel Changes' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Protocol 1 Days' }), { target: { value: '40' } });
    // A protocol with a problem cannot be saved.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true));
  });

  it('[plan-save-disabled] a CS junior sees the plan without Edit Plan or an enabled template dropdown', async () => {
    renderEditor(roleIdByName.csJunior, ['viewPlan', 'editPlan']);
    await screen.findByRole('heading', { name: 'Knee plan', level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit Plan' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Treatment plan template' })).toHaveProperty('disabled', true);
  });

  it('[plan-save-needs-patient-name] issue 27 defect 2: Save with the Name empty shows the message on the field and focuses it', async () => {
    const { saved } = renderEditor(roleIdByName.surgeon, ['addPlan', 'editPlan', 'viewPlan'], { newPlan: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Name must be specified').length).toBeGreaterThan(0);
    expect(saved).toEqual([]);
  });

  it('[plan-save-changes-active] issue 27 defect 1: the editor names the patient; saving a new plan beside the running one asks first, naming the patient and the plan it ends; Cancel saves nothing', async () => {
    const { saved } = renderEditor(roleIdByName.surgeon, ['addPlan', 'editPlan', 'viewPlan'], { newPlan: true });
    expect(await screen.findByText('Patient: Ada Lovelace')).toBeTruthy();
    // The new plan starts after the running one by default: day 61.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe(new Date((today + 18 * secondsPerDay) * 1000).toISOString().slice(0, 10)));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '30 Day Knee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Ada Lovelace’s running plan?' });
    expect(within(dialog).getByText(/^Ada Lovelace is on day 43 of '60 Day Recovery'\. Saving '30 Day Knee' ends '60 Day Recovery' on /)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "End '60 Day Recovery' and save" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ replacesPlanId: 31, document: { name: '30 Day Knee', treatment_start_date: today + 18 * secondsPerDay } });
  });
});
