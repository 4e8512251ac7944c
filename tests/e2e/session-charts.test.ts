// The profile's chart tabs and Session History (document 2, sections 2 and 9) on the seeded demo
// data, as a surgeon sees them: the 30 Day chart open first with real points, a day's popup with
// its sessions, the markers and a red-outlined missed day.
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { components } from '../../src/generated/api';
import { saveScreenshot } from './harness/browser';
import { setUpPortal } from './harness/scenario';

type Report = components['schemas']['RecoveryReport'];

const portal = setUpPortal();

interface ListRow {
  patient_id: number;
}

/** Signs the surgeon in on /patients and answers the rows of the first list call. */
async function surgeonPatients(): Promise<{ page: Page; rows: ListRow[] }> {
  let answer: Promise<Response> | undefined;
  const page = await portal.signedInPage('surgeon', '/patients', {
    prepare: (page) => {
      answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/patient/list') && response.request().method() === 'POST',
      );
    },
  });
  const body = (await (await answer!).json()) as { data: { data: ListRow[] } };
  return { page, rows: body.data.data };
}

/** Opens the profile of `id` and answers its recovery report as the portal received it. */
async function openProfile(page: Page, id: number): Promise<Report> {
  const report = page.waitForResponse((response) =>
    new RegExp(`/api/patient_treatment_plan/recovery_report/${id}/-?\\d+$`).test(response.url()),
  );
  await page.goto(`/patientProfile/${id}`);
  const response = await report;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Report }).data;
}

/** A seeded knee patient of the surgeon whose treatment shows both markers and a missed day. */
async function storyPatient(page: Page, rows: readonly ListRow[]): Promise<{ id: number; report: Report }> {
  for (const row of rows) {
    const report = await openProfile(page, row.patient_id);
    const fits =
      report.procedure_type_id === 1 &&
      report.days.some((day) => day.missed) &&
      report.days.some((day) => day.procedureDate) &&
      report.days.some((day) => day.treatmentStartDate) &&
      report.days.slice(-30).some((day) => day.complete_sessions > 0);
    if (fits) return { id: row.patient_id, report };
  }
  throw new Error('no seeded patient of the surgeon has a missed day and both markers');
}

describe('session charts and history', () => {
  it('[profile-30-day-expanded] [charts-days] [daily-chart-popup] [session-history-columns] [session-history-markers] [session-history-empty-days] [session-history-expand] a surgeon sees real chart points, a day popup, the markers and a red missed day', async () => {
    const { page, rows } = await surgeonPatients();
    const { report } = await storyPatient(page, rows);

    // The chart tabs: 30 Day is open first and draws one point per day with a value.
    const charts = page.locator('section[data-panel="patientCharts"]');
    for (const tab of ['15 Day', '30 Day', 'Sessions', 'ROMTime Audio']) {
      await charts.getByRole('tab', { name: tab }).waitFor();
    }
    expect(await charts.getByRole('tab', { name: '30 Day' }).getAttribute('aria-selected')).toBe('true');
    const chart = charts.locator('[data-chart="daily-values"]');
    expect(Number(await chart.getAttribute('data-days'))).toBe(Math.min(30, report.days.length));
    const points = chart.locator('.scatterlayer .trace').first().locator('path.point');
    await expect.poll(() => points.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const flexionDays = report.days.slice(-30).filter((day) => day.max_flexion !== null);
    expect(await points.count()).toBe(flexionDays.length);

    // A click on the last flexion point opens that day's sessions (the chart scrolled into view
    // first: the profile's panels above it may put it below the fold).
    await chart.scrollIntoViewIfNeeded();
    const box = await points.last().boundingBox();
    if (!box) throw new Error('the last point has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const lastDay = flexionDays.at(-1)!;
    const [year, month, date] = lastDay.day.split('-');
    const popup = page.getByRole('dialog', { name: `Sessions on ${month}/${date}/${year}` });
    await popup.waitFor();
    for (const header of ['Time', 'Status', 'Treatment Plan Type', 'Flexion', 'Extension', 'Pain']) {
      await popup.getByRole('columnheader', { name: header }).waitFor();
    }
    expect(await popup.getByRole('row').count()).toBe(lastDay.total_sessions + 1);
    await saveScreenshot(page, 'session-charts-popup');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    // Session History: the knee columns, the markers and a red-outlined day without sessions.
    const history = page.locator('section[data-panel="sessionHistory"]');
    for (const header of ['Date', 'Sessions', 'Complete', 'Incomplete', 'Flex/Ext', 'Pain']) {
      await history.getByRole('columnheader', { name: header, exact: true }).first().waitFor();
    }
    await history.getByText('Treatment Start Date', { exact: true }).waitFor();
    await history.getByText('Procedure Date', { exact: true }).waitFor();
    const missed = report.days.find((day) => day.missed)!;
    const missedRow = history.locator(`tr[data-day="${missed.day}"]`);
    const outline = await missedRow.evaluate((row) => {
      const style = getComputedStyle(row);
      return { style: style.outlineStyle, color: style.outlineColor };
    });
    expect(outline.style).toBe('solid');
    const [red, green, blue] = (outline.color.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(120);
    expect(blue).toBeLessThan(120);
    // A day with a session is not outlined, and it expands to its sessions.
    const played = history.locator(`tr[data-day="${lastDay.day}"]`);
    expect(await played.getAttribute('data-missed')).toBeNull();
    await played.getByRole('button', { expanded: false }).click();
    await history.getByRole('table', { name: `${month}/${date}/${year}` }).getByRole('columnheader', { name: 'Treatment Plan Type' }).waitFor();
    await saveScreenshot(page, 'session-history');

    // Both panels, chart and expanded row included, have no serious or critical axe violations.
    const results = await new AxeBuilder({ page })
      .include('section[data-panel="patientCharts"]')
      .include('section[data-panel="sessionHistory"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });

  it('[session-chart-data-calls] [sensor-chart-y-axis] the Sessions tab charts a seeded session sensor data', async () => {
    const { page, rows } = await surgeonPatients();
    const sessions = page.waitForResponse((response) => /\/api\/all_patient_sessions\/\d+$/.test(response.url()));
    // The seed gives sensor samples to the first 300 patients: every demo patient (240).
    const first = Math.min(...rows.map((row) => row.patient_id));
    await openProfile(page, first);
    await page.locator('section[data-panel="patientCharts"]').getByRole('tab', { name: 'Sessions' }).click();
    expect((await sessions).status()).toBe(200);
    const ecg = page.locator('[data-chart="getEcgData"]');
    await expect.poll(() => ecg.locator('path.point').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // The y axis runs from -1500 to 1500, as Plotly laid it out and as its end ticks say.
    const range = await ecg.locator('.js-plotly-plot').evaluate((plot): unknown => {
      const layout: unknown = Reflect.get(plot, '_fullLayout');
      if (typeof layout !== 'object' || layout === null) return undefined;
      const axis: unknown = Reflect.get(layout, 'yaxis');
      if (typeof axis !== 'object' || axis === null) return undefined;
      const axisRange: unknown = Reflect.get(axis, 'range');
      return axisRange;
    });
    expect(range).toEqual([-1500, 1500]);
    const ticks = await ecg.locator('.ytick text').allTextContents();
    const values = ticks.map((tick) => Number(tick.replace(/[−–]/g, '-').replace(/[^\d-]/g, '')));
    expect(Math.min(...values)).toBe(-1500);
    expect(Math.max(...values)).toBe(1500);
  });

  it('[session-chart-data-calls] [sensor-chart-y-axis] issue 27 defect 6: each sensor chart has its own y range from its data (O2 and RPE no longer flat on the ECG range), its unit on the axis and in the tooltip, and no clipped label', async () => {
    const { page, rows } = await surgeonPatients();
    const first = Math.min(...rows.map((row) => row.patient_id));
    await openProfile(page, first);
    await page.locator('section[data-panel="patientCharts"]').getByRole('tab', { name: 'Sessions' }).click();
    /** The y range Plotly laid out for a chart, its axis title and the values it draws. */
    const axisOf = async (operation: string) => {
      const chart = page.locator(`[data-chart="${operation}"]`);
      await expect.poll(() => chart.locator('path.point').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      return chart.locator('.js-plotly-plot').evaluate((plot) => {
        const layout = Reflect.get(plot, '_fullLayout') as { yaxis: { range: [number, number]; title: { text: string } } };
        const data = Reflect.get(plot, 'data') as { y: (number | null)[]; hovertemplate?: string }[];
        return {
          range: layout.yaxis.range,
          title: layout.yaxis.title.text,
          values: data.flatMap((trace) => trace.y).filter((value): value is number => typeof value === 'number'),
          hover: data.map((trace) => trace.hovertemplate ?? ''),
        };
      });
    };
    const o2 = await axisOf('getO2Data');
    expect(o2.title).toBe('O2 saturation (%)');
    expect(o2.hover.every((template) => template.includes('%{y} %'))).toBe(true);
    // The O2 readings (94–99 %) fill the chart: the range holds them with a small margin only.
    expect(o2.range[0]).toBeLessThanOrEqual(Math.min(...o2.values));
    expect(o2.range[1]).toBeGreaterThanOrEqual(Math.max(...o2.values));
    expect(o2.range[1] - o2.range[0]).toBeLessThan(20);
    const rpe = await axisOf('getRpeData');
    expect(rpe.title).toBe('RPE (Borg 6–20)');
    expect(rpe.range).toEqual([6, 20]);
    const pressure = await axisOf('getBloodPressureData');
    expect(pressure.title).toBe('Blood pressure (mmHg)');
    expect(pressure.range[1] - pressure.range[0]).toBeLessThan(200);
    expect(pressure.hover.every((template) => template.includes('mmHg'))).toBe(true);
    const radius = await axisOf('getPedalRadiusData');
    expect(radius.title).toBe('Pedal radius (mm)');
    expect(radius.range[0]).toBeGreaterThan(0);
    // The ECG strip keeps the spec's range, in µV.
    const ecg = await axisOf('getEcgData');
    expect(ecg.range).toEqual([-1500, 1500]);
    expect(ecg.title).toBe('ECG (µV)');
    // No label is clipped: every tick label and axis title lies inside its chart's drawing.
    for (const operation of ['getPedalRadiusData', 'getO2Data', 'getBloodPressureData', 'getEcgData', 'getRpeData']) {
      const clipped = await page.locator(`[data-chart="${operation}"] .main-svg`).first().evaluate((svg) => {
        const frame = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('.xtick text, .ytick text, .g-xtitle text, .g-ytitle text')]
          .map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5))
          .map(({ text }) => text);
      });
      expect(clipped, operation).toEqual([]);
    }
    await page.locator('[data-chart="getO2Data"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'session-sensor-charts');
  });
});
