// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CellDisplay } from './cellDisplay';
import { CellView } from './CellView';

function show(display: CellDisplay) {
  return render(
    <MantineProvider>
      <CellView display={display} />
    </MantineProvider>,
  );
}

describe('CellView', () => {
  it('[pain-colour] shows a judged value in its colour and reads the judgement to screen readers', () => {
    const { container } = show({ kind: 'tone', text: '8', tone: 'red', label: 'Pain 8, high' });
    expect(container.querySelector('[data-tone="red"]')?.textContent).toBe('8');
    expect(screen.getByText('Pain 8, high')).toBeTruthy();
  });

  it('shows a progress value with its previous value, the change and an arrow', () => {
    const { container } = show({ kind: 'progress', text: '95', previous: '90', change: '+5', trend: 'up', label: '95, previous 90, change +5' });
    expect(container.querySelector('[data-trend="up"]')?.textContent).toBe('95(90)▲ +5');
    expect(screen.getByText('95, previous 90, change +5')).toBeTruthy();
  });

  it('shows a link that opens its document in a new tab', () => {
    show({ kind: 'link', text: 'Open', href: '/docs/patients/1000007/caregiver-agreement.pdf' });
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('/docs/patients/1000007/caregiver-agreement.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });

  it('shows the alert icon with an accessible name', () => {
    show({ kind: 'icon', icon: 'alert', label: 'Alert' });
    expect(screen.getByRole('img', { name: 'Alert' })).toBeTruthy();
  });

  it('shows plain text and nothing for an empty cell', () => {
    // Plain cells use no Mantine component, so they render alone.
    const { container } = render(<CellView display={{ kind: 'text', text: 'Smith' }} />);
    expect(container.textContent).toBe('Smith');
    const empty = render(<CellView display={{ kind: 'empty' }} />);
    expect(empty.container.textContent).toBe('');
  });
});
