// The real-time channel end to end: two browser tabs (separate contexts, separate sessions) have
// the patient list open; a patient edited in one tab shows in the other tab's list without a
// reload, because the middleware announces the write on /api/events and the other tab's cache
// refetches the list it shows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callFromTab } from './harness/callFromTab';
import { columnCells, nextListRequest, type ListRequest } from './harness/listScreen';
import { setUpPortal } from './harness/scenario';
import { signIn } from './harness/signIn';

const portal = setUpPortal();
const listCall = 'patient/list';

/** Signs the customer-service manager (who sees every practice) in on /patients; resolves with the list request. */
async function openPatientList(): Promise<{ page: Page; request: ListRequest; sockets: string[] }> {
  const page = await portal.newPage();
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await page.goto('/patients');
  const firstList = nextListRequest(page, listCall);
  await signIn(page, portal.baseUrl, 'csmanager');
  const request = await firstList;
  await columnCells(page, 'patient_first_name').first().waitFor();
  return { page, request, sockets };
}

describe('real-time channel', () => {
  it('a patient edited in one tab updates the open patient list of another tab without a reload', async () => {
    const watcher = await openPatientList();
    const editor = await openPatientList();
    // One socket per signed-in tab.
    await expect.poll(() => watcher.sockets).toEqual(['/api/events']);
    // The first patient of the list both tabs show.
    const page = await callFromTab<{ data: { patient_id: number; patient_first_name: string }[] }>(editor.page, 'POST', listCall, { ...editor.request, limit: 1 });
    expect(page.status).toBe(200);
    const patient = page.data.data[0]!;
    await columnCells(watcher.page, 'patient_first_name').filter({ hasText: patient.patient_first_name }).first().waitFor();
    // A mark that a reload of the watching tab would wipe.
    await watcher.page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    const renamed = `Live${Date.now().toString(36)}`;
    const refetched = nextListRequest(watcher.page, listCall);
    const edited = await callFromTab(editor.page, 'PATCH', `patient/${patient.patient_id}`, { first_name: renamed });
    expect(edited.status).toBe(200);

    await refetched;
    await columnCells(watcher.page, 'patient_first_name').filter({ hasText: renamed }).first().waitFor();
    expect(await watcher.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });
});
