// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelChart as PanelChartSpec } from '../../src/generated/spec-types';
import type { ChartProps } from '../registry/chartComponent';
import { createRuntimeRegistry } from '../registry/RuntimeRegistry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { UnknownNameError } from '../registry/UnknownNameError';
import { PanelChart } from './PanelChart';

/** A chart that shows what it was given, so the test sees the data the region hands it. */
function Given({ data, title }: ChartProps) {
  return <pre aria-label={title}>{JSON.stringify(data)}</pre>;
}

const registry = createRuntimeRegistry({ charts: { given: Given } });
const everyone: (rule: AccessRule) => boolean = () => true;

function renderChart(chart: Compiled<PanelChartSpec>, record: Record<string, unknown>, call = vi.fn((_operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => Promise.resolve(null))) {
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={registry}>
        <PanelChart chart={chart} title="Plan" record={record} call={call} can={everyone} spec="screen /patientProfile/{id}" />
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return call;
}

const planSource = { operation: 'getActiveTreatmentPlanForPatient', params: { patientId: 'id' }, access: { signedIn: true } } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PanelChart (a `chart` slot)', () => {
  it('draws the registered chart over the answer of its source, called with the record\'s fields', async () => {
    const plan = { id: 4, name: 'Post-op', patient_treatment_plan_protocol: [] };
    const call = renderChart({ component: 'given', source: planSource }, { id: 7 }, vi.fn(() => Promise.resolve(plan)));
    expect((await screen.findByLabelText('Plan')).textContent).toBe(JSON.stringify(plan));
    expect(call).toHaveBeenCalledWith('getActiveTreatmentPlanForPatient', undefined, { path: { patientId: 7 } });
  });

  it('draws the value a field of the record holds, without a call', () => {
    const call = renderChart({ component: 'given', field: 'scores' }, { id: 7, scores: [3, 5] });
    expect(screen.getByLabelText('Plan').textContent).toBe('[3,5]');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows its empty text, not the chart, when its source answers nothing', async () => {
    renderChart({ component: 'given', source: planSource, empty: 'No active treatment plan' }, { id: 7 });
    expect((await screen.findByRole('status')).textContent).toBe('No active treatment plan');
    expect(screen.queryByLabelText('Plan')).toBeNull();
  });

  it('throws for a chart name the registry does not hold, instead of leaving the region blank', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderChart({ component: 'lineChrt' }, { id: 7 })).toThrow(UnknownNameError);
  });
});
