// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorProtocol } from '../../domain/treatmentPlan/planEditorTypes';
import { defaultProtocol, movePeriod, updatePeriod, updateProtocol, addPeriod } from '../../domain/treatmentPlan/protocolEditing';
import { ProtocolBox } from './ProtocolBox';
import { ProtocolEditor } from './ProtocolEditor';

const typeOptions = ['Assisted', 'Active', 'Passive', 'Resistance', 'Rest'].map((label, index) => ({ value: String(index + 1), label }));
const directionOptions = [
  { value: '1', label: 'Forward' },
  { value: '2', label: 'Backward' },
];

/** The editor over a protocol held in state, as the editor machine holds it. */
function EditedProtocol({ initial }: { initial: EditorProtocol }) {
  const [protocols, setProtocols] = useState([initial]);
  const protocol = protocols[0] ?? initial;
  return (
    <ProtocolEditor
      protocol={protocol}
      position={1}
      range={{ from: 1, to: protocol.num_of_days }}
      typeOptions={typeOptions}
      directionOptions={directionOptions}
      onChange={(patch) => setProtocols((current) => updateProtocol(current, 0, patch))}
      onRemove={() => undefined}
      onAddPeriod={() => setProtocols((current) => addPeriod(current, 0))}
      onRemovePeriod={() => undefined}
      onChangePeriod={(index, patch) => setProtocols((current) => updatePeriod(current, 0, index, patch))}
      onMovePeriod={(from, to) => setProtocols((current) => movePeriod(current, 0, from, to))}
    />
  );
}

function renderEditor(protocol: EditorProtocol = defaultProtocol(1)) {
  return render(
    <MantineProvider>
      <EditedProtocol initial={protocol} />
    </MantineProvider>,
  );
}

const threePeriods: EditorProtocol = {
  ...defaultProtocol(1),
  periods: [5, 10, 15].map((length_of_time) => ({ length_of_time, period_direction_id: 1, period_type_id: 1 })),
};

function periodLengths(): string[] {
  return screen.getAllByLabelText(/^Period \d length \(minutes\)$/).map((input) => (input instanceof HTMLInputElement ? input.value : ''));
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Many Mantine inputs per render: with both cores busy a test takes seconds.
describe('ProtocolEditor', () => {
  it('[protocol-days-range] [protocol-pedal-radius] [protocol-rpm] inputs carry the ranges and steps of the constants', () => {
    renderEditor();
    const days = screen.getByRole('textbox', { name: 'Protocol 1 Days' });
    expect(days).toHaveProperty('value', '3');
    const radius = screen.getByRole('textbox', { name: 'Protocol 1 Pedal radius' });
    expect(radius.getAttribute('aria-valuemax') ?? '100').toBe('100');
    expect(screen.getByRole('textbox', { name: 'Protocol 1 RPM min' })).toHaveProperty('value', '20');
    expect(screen.getByRole('textbox', { name: 'Protocol 1 RPM max' })).toHaveProperty('value', '60');
  });

  it('[protocol-sessions-per-day] [protocol-resistance] [period-length] every error shows at once in the catalogue words', () => {
    renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'Protocol 1 Days' }), { target: { value: '31' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Protocol 1 Sessions per day' }), { target: { value: '11' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Protocol 1 Pedal radius' }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Protocol 1 Resistance' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Protocol 1 RPM min' }), { target: { value: '50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Period 1 length (minutes)' }), { target: { value: '46' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Protocol 1 name' }), { target: { value: '' } });
    expect(screen.getByText('Must be at most 30')).toBeTruthy();
    expect(screen.getByText('Must be at most 10')).toBeTruthy();
    expect(screen.getByText('Must be a multiple of 20')).toBeTruthy();
    expect(screen.getByText('Must be at least 1')).toBeTruthy();
    expect(screen.getByText('RPM max must be at least 20 above RPM min')).toBeTruthy();
    expect(screen.getByText('Must be at most 45')).toBeTruthy();
    expect(screen.getByText('Protocol name is required.')).toBeTruthy();
  });

  it('[period-reorder] Move up and Move down reorder the periods', () => {
    renderEditor(threePeriods);
    fireEvent.click(screen.getByRole('button', { name: 'Move period 3 up' }));
    expect(periodLengths()).toEqual(['5', '15', '10']);
    fireEvent.click(screen.getByRole('button', { name: 'Move period 1 down' }));
    expect(periodLengths()).toEqual(['15', '5', '10']);
    expect(screen.getByRole('button', { name: 'Move period 1 up' })).toHaveProperty('disabled', true);
  });

  it('[period-reorder] a period is dragged by keyboard: Space picks it up, ArrowDown moves it, Space drops it', async () => {
    // jsdom lays nothing out: give each period row a place, 60 px apart, so dnd-kit can measure.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li');
      const index = row?.parentElement === null || row === null ? 0 : Array.from(row.parentElement.children).indexOf(row);
      const top = index * 60;
      return { x: 0, y: top, top, left: 0, bottom: top + 50, right: 400, width: 400, height: 50, toJSON: () => ({}) };
    });
    renderEditor(threePeriods);
    const handle = screen.getByRole('button', { name: 'Drag period 1' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(periodLengths()).toEqual(['10', '5', '15']);
    // The focus follows the moved period to its new place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag period 2' }));
  });

  it('adds a period of the default 5 minutes with a type and a direction from the lookups', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add Period' }));
    expect(periodLengths()).toEqual(['5', '5']);
    expect(screen.getAllByLabelText('Period 2 type').find((element) => element instanceof HTMLInputElement)).toHaveProperty('value', 'Assisted');
    expect(screen.getAllByLabelText('Period 2 direction').find((element) => element instanceof HTMLInputElement)).toHaveProperty('value', 'Forward');
  });
});

describe('ProtocolBox', () => {
  it('[protocol-box] [protocol-day-ranges] shows the days range, name, sessions per day and periods', () => {
    render(
      <MantineProvider>
        <ProtocolBox
          protocol={{ ...threePeriods, name: 'Build up', sessions_per_day: 4, periods: [{ length_of_time: 10, period_direction_id: 2, period_type_id: 5 }] }}
          range={{ from: 4, to: 8 }}
          typeOptions={typeOptions}
          directionOptions={directionOptions}
        />
      </MantineProvider>,
    );
    const box = screen.getByRole('region', { name: 'Days 4-8 Build up' });
    expect(within(box).getByText('Days 4-8')).toBeTruthy();
    expect(within(box).getByText('4 sessions per day')).toBeTruthy();
    expect(within(box).getByText('10 min · Rest · Backward')).toBeTruthy();
  });
});
