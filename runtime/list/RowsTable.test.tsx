// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowsTable } from './RowsTable';

interface Day {
  day: string;
  sessions: number;
}

const days: Day[] = [
  { day: '2026-01-02', sessions: 2 },
  { day: '2026-01-01', sessions: 0 },
];

function renderDays() {
  render(
    <MantineProvider>
      <RowsTable
        label="Session History"
        rows={days}
        rowKey={(day) => day.day}
        rowProps={(day) => ({ data: { day: day.day, missed: day.sessions === 0 ? 'true' : undefined } })}
        expand={{ label: (day) => `${day.day} Sessions`, disabled: (day) => day.sessions === 0, content: (day) => <p>{`${String(day.sessions)} sessions of ${day.day}`}</p> }}
        columns={[
          { key: 'date', header: 'Date', cell: (day) => day.day },
          { key: 'sessions', header: 'Sessions', cell: (day) => day.sessions },
        ]}
      />
    </MantineProvider>,
  );
}

describe('RowsTable', () => {
  it('[session-history-expand] shows a row per item under the headings, and a row opens to its nested content and closes again', () => {
    renderDays();
    const table = screen.getByRole('table', { name: 'Session History' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Sessions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const toggle = screen.getByRole('button', { name: '2026-01-02 Sessions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('2 sessions of 2026-01-02')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.queryByText('2 sessions of 2026-01-02')).toBeNull();
  });

  it('disables the toggle of a row with nothing to open and marks rows with their data attributes', () => {
    renderDays();
    expect(screen.getByRole('button', { name: '2026-01-01 Sessions' }).hasAttribute('disabled')).toBe(true);
    const missed = document.querySelector('tr[data-missed="true"]');
    expect(missed?.getAttribute('data-day')).toBe('2026-01-01');
    expect(document.querySelectorAll('tr[data-missed]')).toHaveLength(1);
  });
});
