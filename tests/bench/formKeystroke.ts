// Keystroke-to-paint in the biggest form, the patient information wizard, measured in Chromium:
// for each typed character, the time from the keydown to the first frame painted after React has
// handled it (a requestAnimationFrame callback, then a message posted from it, runs after that
// frame's paint).
import { launchChromium, openPortalPage } from '../e2e/harness/browser';
import { signIn } from '../e2e/harness/signIn';
import { percentile } from './percentile';

export interface KeystrokeFigures {
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
}

declare global {
  interface Window {
    cadenceKeystrokes?: number[];
  }
}

/** Signs in as `username`, opens /patientInformation/new and types `text` into First Name, key by key. */
export async function measureFormKeystrokes(
  baseUrl: string,
  username: string,
  text = 'Keystroke benchmark patient name',
): Promise<KeystrokeFigures> {
  const browser = await launchChromium();
  try {
    const { page } = await openPortalPage(browser, baseUrl);
    await page.goto('/patientInformation/new');
    await signIn(page, baseUrl, username);
    const field = page.getByLabel(/^First Name/).first();
    await field.waitFor();
    await page.evaluate(() => {
      window.cadenceKeystrokes = [];
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => window.cadenceKeystrokes?.push(performance.now() - start);
            channel.port2.postMessage(undefined);
          });
        },
        { capture: true },
      );
    });
    await field.click();
    // A pause between keys, as a person types, so each keystroke is measured on its own frame.
    await field.pressSequentially(text, { delay: 60 });
    await page.waitForTimeout(200);
    const times = await page.evaluate(() => window.cadenceKeystrokes ?? []);
    if (times.length === 0) throw new Error('no keystroke was measured');
    return {
      keystrokes: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
    };
  } finally {
    await browser.close();
  }
}
