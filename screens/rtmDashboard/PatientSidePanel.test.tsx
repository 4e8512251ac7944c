// @vitest-environment jsdom
// The RTM side panel on its own, with the middleware faked at the portal client: removing RTM
// consent asks first, and the Interacted with Patient/80 and /81 boxes carry their two values.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '../../runtime/dialogs/ConfirmDialogHost';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { PatientSidePanel } from './PatientSidePanel';

const calls = vi.hoisted(() => ({ list: [] as { operationId: string; body: unknown; params: unknown }[] }));
const patientDetail = vi.hoisted(() => ({
  id: 7,
  identifier: '1000007',
  first_name: 'Ada',
  last_name: 'Lovelace',
  age: 61,
  phone_number: [],
  home_phone: null,
  mobile_phone: null,
  surgeon: null,
  address: null,
  patient_procedure: null,
  rtm_permission: true,
  rtm_patient_education: false,
  rtm_follow_up_needed: false,
  interaction_code_80: false,
  interaction_code_81: true,
}));
vi.mock('../../runtime/api/portalApi', () => {
  const answers: Record<string, (body: unknown) => unknown> = {
    getPatientDetail: () => patientDetail,
    getActiveTreatmentPlanForPatient: () => null,
    getPatientPrompts: () => ({ prompts: [], patient_version_id: null }),
    startPatientViewingLog: () => ({ id: 55, patient_id: 7, started_at: 1, finished_at: null }),
    finishPatientViewingLog: () => ({ id: 55, patient_id: 7, started_at: 1, finished_at: 2 }),
    removeRtmConsent: () => ({ ...patientDetail, rtm_permission: false }),
    updateRtmPatientFlags: (body) => ({ ...patientDetail, ...(body as object) }),
  };
  const call = (operationId: string, body: unknown, params: unknown) => {
    calls.list.push({ operationId, body, params });
    const answer = answers[operationId];
    return answer ? Promise.resolve(answer(body)) : Promise.reject(new Error(`unexpected call ${operationId}`));
  };
  return { portalApi: () => ({ call, callOperation: call }), portalToken: () => 'token' };
});

const called = (operationId: string) => calls.list.filter((call) => call.operationId === operationId);

function renderPanel() {
  const sendToTile = vi.fn();
  const session = sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'pma', role_id: 16 } });
  render(
    <MantineProvider>
      <ConfirmDialogHost />
      <SessionContext.Provider value={session}>
        <PatientSidePanel patientId={7} sendToTile={sendToTile} onClose={() => undefined} />
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { sendToTile };
}

beforeEach(() => {
  calls.list = [];
});

describe('the RTM side panel', () => {
  it('[rtm-remove-consent-confirm] Remove RTM Consent asks first; Cancel keeps the consent, Confirm removes it and completes the tile', async () => {
    const { sendToTile } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove RTM Consent' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Are you sure you want to remove RTM consent for this patient.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called('removeRtmConsent')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove RTM Consent' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sendToTile).toHaveBeenCalledWith({ type: 'CONSENT_REMOVED' }));
    expect(called('removeRtmConsent')).toHaveLength(1);
  });

  it('[rtm-interaction-code-values] Interacted with Patient/80 and /81 show their two values (unset, set) and send the other one', async () => {
    renderPanel();
    const code80 = await screen.findByRole('checkbox', { name: 'Interacted with Patient (first 20 minutes)' });
    const code81 = screen.getByRole('checkbox', { name: 'Interacted with Patient (each additional 20 minutes)' });
    expect(code80).toHaveProperty('checked', false);
    expect(code81).toHaveProperty('checked', true);
    fireEvent.click(code80);
    fireEvent.click(code81);
    await waitFor(() => expect(called('updateRtmPatientFlags')).toHaveLength(2));
    expect(called('updateRtmPatientFlags').map((call) => call.body)).toEqual([{ interaction_code_80: true }, { interaction_code_81: false }]);
  });
});
