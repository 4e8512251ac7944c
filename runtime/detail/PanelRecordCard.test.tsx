// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import { isAllowed, roleIdByName, type AccessRule } from '../../src/generated/access';
import { routeTable } from '../../src/generated/allScreens';
import type { CompiledDetailScreen } from '../../src/generated/compiled-types';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { PanelRecordCard } from './PanelRecordCard';

const profile = routeTable['/patientProfile/{id}'] as CompiledDetailScreen;
/** A record card of the patient profile spec, as compiled. */
function cardOf(name: string) {
  const card = profile.detail.panels?.find((slot) => slot.name === name)?.card;
  if (card === undefined) throw new Error(`no card ${name}`);
  return card;
}

const patient = {
  id: 7,
  patient_procedure: {
    procedure_name: 'Total Knee Arthroplasty',
    procedure_type: { id: 1, name: 'Ortho' },
    procedure_leg_type: { id: 2, name: 'Right' },
    procedure_date: 1_767_225_600, // 01/01/2026
    treatment_start_date: null,
    treatment_plan_template: { id: 2, name: '30 Day' },
    medicare_insurance: true,
  },
};

const asRole = (role: keyof typeof roleIdByName) => (rule: AccessRule) => isAllowed(rule, { signedIn: true, roleId: roleIdByName[role], permissions: [] });

function renderCard(name: string, record: Record<string, unknown>, call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => Promise.reject(new Error('no call'))), can = asRole('csManager')) {
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <PanelRecordCard card={cardOf(name)} record={record} call={call} can={can} spec="screen /patientProfile/{id}" />
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return call;
}

/** The value shown beside a label of the card. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PanelRecordCard (a `card` slot)', () => {
  it('[profile-panels] shows the labelled values of the object a field of the record holds, through their formats, without a call', () => {
    const call = renderCard('procedureInformation', patient);
    expect(valueOf('Procedure')).toBe('Total Knee Arthroplasty');
    expect(valueOf('Procedure Type')).toBe('Ortho');
    expect(valueOf('Leg')).toBe('Right');
    expect(valueOf('Procedure Date')).toBe('01/01/2026');
    expect(valueOf('Treatment Plan Template')).toBe('30 Day');
    expect(valueOf('Medicare Insurance')).toBe('Yes');
    // A missing value shows the catalogue's dash, not an empty line.
    expect(valueOf('Treatment Start Date')).toBe('—');
    expect(call).not.toHaveBeenCalled();
  });

  it('[profile-panels] shows the empty text when the record holds no such object', () => {
    renderCard('procedureInformation', { id: 7, patient_procedure: null });
    expect(screen.getByRole('status').textContent).toBe('No procedure recorded');
    expect(screen.queryByText('Procedure Type')).toBeNull();
  });

  it('[profile-panels] loads its source with parameters from the record and shows the answer', async () => {
    const call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> =>
      Promise.resolve({
        patient_procedure_post_op_day: 12,
        completed_sessions: 9,
        total_sessions: 30,
        adherence: 64,
        pain: 3,
        extension: { value: -5, previous: -8, progress: 3 },
        flexion: { value: 95, previous: 90, progress: 5 },
        lastSession: null,
      }),
    );
    renderCard('currentProgress', patient, call);
    await screen.findByText('9 / 30');
    expect(call).toHaveBeenCalledWith('getPatientProgress', undefined, { path: { id: 7 } });
    expect(valueOf('Post-Op Day')).toBe('12');
    expect(within(screen.getByText('Adherence', { selector: 'dt' }).parentElement!).getByText('64%')).toBeTruthy();
    expect(valueOf('Last Session')).toBe('—');
  });

  it('[unnamed-panel-visibility] calls nothing and shows nothing for a user its source refuses', () => {
    const call = renderCard('monitoringOverview', patient, undefined, asRole('csManager'));
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByText('Patient Monitoring Specialist')).toBeNull();
  });

  it('says so when its source cannot be loaded', async () => {
    renderCard('monitoringOverview', patient, undefined, asRole('monitoringSpecialist'));
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be loaded.');
  });
});
