// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { roleIdByName } from '../../src/generated/access';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import type { LoadRequest, SaveRequest } from '../../machines/treatmentPlan/planEditorMachine';
import type { EditorDocument, TemplateOption } from '../../domain/treatmentPlan/planEditorTypes';
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

function renderEditor(roleId: number, permissions: string[]) {
  const saved: SaveRequest[] = [];
  const actors = {
    loadDocument: fromPromise<EditorDocument, LoadRequest>(() => Promise.resolve(plan)),
    loadTemplateOptions: fromPromise<TemplateOption[], { patientId: number }>(() => Promise.resolve([template])),
    saveDocument: fromPromise<EditorDocument, SaveRequest>(({ input }) => {
      saved.push(input);
      return Promise.resolve(input.document);
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
          <PlanEditor kind="plan" id={12} patientId={7} actors={actors} />
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
});
