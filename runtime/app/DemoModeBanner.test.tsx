import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoModeBanner, demoModeText, type PortalInfo } from './DemoModeBanner';

function renderBanner(load: () => Promise<PortalInfo>) {
  return render(
    <MantineProvider>
      <p>Sign in</p>
      <DemoModeBanner load={load} />
    </MantineProvider>,
  );
}

describe('DemoModeBanner', () => {
  it('warns on every page while the middleware runs in demo mode', async () => {
    renderBanner(() => Promise.resolve({ demo: true, version: 'test-1' }));
    const banner = await screen.findByRole('note', { name: 'Demo mode' });
    expect(banner.textContent).toBe(demoModeText);
    expect(demoModeText).toContain('Never use demo mode with real patient data.');
  });

  it('shows nothing outside demo mode', async () => {
    let answered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (answered = resolve));
    renderBanner(() => Promise.resolve({ demo: false, version: 'test-1' }).finally(() => answered()));
    await done;
    await screen.findByText('Sign in');
    expect(screen.queryByRole('note', { name: 'Demo mode' })).toBeNull();
  });

  it('shows nothing, and stays quiet, when the middleware cannot say', async () => {
    let answered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (answered = resolve));
    renderBanner(() => Promise.reject(new Error('404')).finally(() => answered()));
    await done.catch(() => undefined);
    expect(screen.queryByRole('note', { name: 'Demo mode' })).toBeNull();
  });
});
