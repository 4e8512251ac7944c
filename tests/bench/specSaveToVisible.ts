// The product owner's loop in `npm run dev`: from saving a screen spec to its change painted on the
// open page (a hot update of that screen's module), and whether the page kept its state.
import { performance } from 'node:perf_hooks';
import { launchChromium, openPortalPage } from '../e2e/harness/browser';
import { editSpecLine, keepSpecFiles, startDevPortal } from '../e2e/harness/devPortal';
import { signIn } from '../e2e/harness/signIn';

export interface SpecSaveFigures {
  /** Save → the new title painted, per save (ms). */
  times: number[];
  /** Whether every save kept the page (no reload) and the typed search text. */
  stateKept: boolean;
}

const spec = 'specs/screens/patients.screen.yaml';

/**
 * Opens /patients on a dev server in front of `apiOrigin` (a running middleware), types a search,
 * then saves the screen's title `saves` times, timing each save until the heading shows the new
 * title; the spec and what the dev server generated from it are put back afterwards.
 */
export async function measureSpecSaveToVisible(apiOrigin: string, saves = 5): Promise<SpecSaveFigures> {
  const kept = keepSpecFiles([spec]);
  const dev = await startDevPortal(apiOrigin);
  const browser = await launchChromium();
  try {
    const { page } = await openPortalPage(browser, dev.url);
    page.setDefaultTimeout(300_000);
    await page.goto('/');
    await signIn(page, dev.url, 'csmanager');
    await page.goto('/patients');
    await page.getByRole('heading', { name: 'Patients', exact: true }).waitFor();
    const search = page.getByPlaceholder('Search by last name');
    await search.fill('Sm');
    await page.evaluate(() => {
      (window as unknown as { specLoopMark?: string }).specLoopMark = 'kept';
    });
    // The first compile of the saved screen warms the dev server's caches: it is not counted.
    let title = 'Patients';
    const times: number[] = [];
    for (let save = 0; save <= saves; save += 1) {
      const next = `Patients, take ${save + 1}`;
      const started = performance.now();
      editSpecLine(spec, `title: ${title}`, `title: ${next}`);
      await page.waitForFunction(
        (expected) => [...document.querySelectorAll('h1')].some((heading) => heading.textContent === expected),
        next,
        { polling: 'raf', timeout: 120_000 },
      );
      if (save > 0) times.push(performance.now() - started);
      title = next;
      // The whole generation that follows a fast save would hold the dev server during the next one.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    }
    const mark = await page.evaluate(() => (window as unknown as { specLoopMark?: string }).specLoopMark);
    return { times, stateKept: mark === 'kept' && (await search.inputValue()) === 'Sm' };
  } finally {
    kept.restore();
    // The dev server regenerates from the restored spec; what it has not rewritten yet is put back.
    const until = Date.now() + 120_000;
    while (!kept.unchanged() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
    await browser.close();
    await dev.close();
    kept.restore();
  }
}
