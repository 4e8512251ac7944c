// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

function renderPager(currentPage: number, lastPage: number, maxLinks: number) {
  const onPage = vi.fn();
  render(
    <MantineProvider>
      <Pager currentPage={currentPage} lastPage={lastPage} maxLinks={maxLinks} onPage={onPage} />
    </MantineProvider>,
  );
  return onPage;
}

const pageLinks = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('Pager', () => {
  it('[pager-links] shows first, previous, up to 9 page links with ellipses, next and last on desktop', () => {
    renderPager(10, 20, 9);
    expect(pageLinks()).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    for (const name of ['First', 'Previous', 'Next', 'Last']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('[pager-links] shows 3 page links on mobile', () => {
    renderPager(1, 7, 3);
    expect(pageLinks()).toEqual(['1', '2', '3']);
    expect(screen.getAllByText('…')).toHaveLength(1);
  });

  it('asks for the page of the link or step clicked, and disables steps past either end', () => {
    const onPage = renderPager(1, 7, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(onPage.mock.calls).toEqual([[3], [2], [7]]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
  });

  it('is hidden when everything fits on one page', () => {
    renderPager(1, 1, 9);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
