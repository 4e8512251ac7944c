// Issue 27 defect 11: small things a clinician and an admin tripped over, each as the user meets it.
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './harness/browser';
import { callFromTab } from './harness/callFromTab';
import { setUpPortal } from './harness/scenario';
import { loginScreen } from './harness/signIn';

const portal = setUpPortal();

describe('issue 27 defect 11', () => {
  it('issue 27 defect 11: the sign-in card names the product over its Welcome', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    await loginScreen.username(page).waitFor();
    expect(await page.getByTestId('sign-in-product').textContent()).toBe('Cadence');
    expect(await page.getByRole('heading', { level: 1, name: 'Welcome' }).count()).toBe(1);
    await saveScreenshot(page, 'sign-in-product-name');
  });

  it('issue 27 defect 11: the Admin menu reads Device Search beside Devices, not Device beside Devices', async () => {
    const page = await portal.signedInPage('superadmin', '/');
    const menu = page.getByRole('navigation').first();
    await menu.waitFor();
    const open = menu.getByText('Admin', { exact: true }).first();
    if (await open.isVisible()) await open.click();
    await menu.getByRole('link', { name: 'Device Search', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Device', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Devices', exact: true }).count()).toBe(1);
    // A user who may create patients is offered Add Patient in the header (Report Access is not: reports.test.ts).
    await page.getByRole('link', { name: 'Add Patient', exact: true }).waitFor();
  });

  it('issue 27 defect 11: ROMTime Audio of a patient without ended calls says so and what will appear there', async () => {
    let listed: Promise<unknown> | undefined;
    const page = await portal.signedInPage('superadmin', '/patients', {
      prepare: (tab) => {
        listed = tab
          .waitForResponse((response) => response.url().endsWith('/api/patient/list') && response.request().method() === 'POST')
          .then((response) => response.json());
      },
    });
    const answer = (await listed) as { data: { data: { patient_id: number }[] } };
    let patient: number | undefined;
    for (const row of answer.data.data) {
      const rooms = await callFromTab<{ rooms: { ended_at: unknown }[] }>(page, 'GET', `twilio_room/patient/${String(row.patient_id)}`);
      if (rooms.status === 200 && rooms.data.rooms.every((room) => room.ended_at === null)) {
        patient = row.patient_id;
        break;
      }
    }
    if (patient === undefined) throw new Error('every listed patient has an ended call');
    await page.goto(`/patientProfile/${String(patient)}`);
    const charts = page.locator('section[data-panel="patientCharts"]');
    await charts.getByRole('tab', { name: 'ROMTime Audio' }).click();
    await charts
      .getByRole('status')
      .filter({ hasText: 'No ROMTime calls with this patient have ended yet. When a call ends, its audio can be requested here.' })
      .waitFor();
  });

  it('issue 27 defect 11: the RTM dashboard before monitoring starts says what it waits for', async () => {
    const page = await portal.signedInPage('superadmin', '/admin/rtmDashboard');
    const notice = page.getByTestId('rtm-not-monitoring');
    await notice.waitFor();
    const text = await notice.innerText();
    if ((await page.getByRole('button', { name: 'Start Monitoring' }).count()) > 0) {
      expect(text).toBe('Monitoring has not started. Press Start Monitoring to open a room: patients appear here as tiles when they join a session.');
    } else {
      expect(text).toBe('No monitoring room is open. A monitoring specialist opens one with Start Monitoring.');
    }
    await saveScreenshot(page, 'rtm-dashboard-not-monitoring');
  });
});
