import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';

function renderPolicy(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Welcome page</p> },
      { path: '/patients', element: <p>Patients page</p> },
      { path: '/privacyPolicy', element: <PrivacyPolicyScreen /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('PrivacyPolicyScreen', () => {
  it('[privacy-policy-page] shows the policy with a Back button that returns to the previous page', async () => {
    renderPolicy(['/patients', '/privacyPolicy']);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Patients page')).toBeTruthy();
  });

  it('[privacy-min-age] states the minimum user age of 16', () => {
    renderPolicy(['/privacyPolicy']);
    expect(screen.getByText('Users must be at least 16 years old.')).toBeTruthy();
  });

  it('[privacy-copies] states copies within about 10 business days and a 30-day response', () => {
    renderPolicy(['/privacyPolicy']);
    expect(
      screen.getByText(/within about 10 business days and answer every request for copies within 30 days/),
    ).toBeTruthy();
  });

  it('[privacy-corrections] states 60 days for corrections', () => {
    renderPolicy(['/privacyPolicy']);
    expect(screen.getByText(/correction within 60 days/)).toBeTruthy();
  });

  it('[privacy-accounting] states six years of disclosures with one free accounting per 12 months', () => {
    renderPolicy(['/privacyPolicy']);
    expect(
      screen.getByText(/covering the six years before your request\. One accounting every 12 months is free/),
    ).toBeTruthy();
  });

  it('[privacy-ccpa] states 45 days for a CCPA request', () => {
    renderPolicy(['/privacyPolicy']);
    expect(screen.getByText(/answer a CCPA request within 45 days/)).toBeTruthy();
  });
});
