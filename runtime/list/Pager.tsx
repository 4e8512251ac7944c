import { Button, Group, Text } from '@mantine/core';
import { pageWindow } from './pageWindow';
import { message } from '../../src/generated/catalog';

/** Props of {@link Pager}. */
export interface PagerProps {
  currentPage: number;
  lastPage: number;
  /** How many page links fit: 9 on desktop, 3 on mobile ([pager-links]). */
  maxLinks: number;
  onPage: (page: number) => void;
}

/**
 * The pager below a list: First, Previous, the page links of {@link pageWindow} with ellipses
 * where pages are left out, Next and Last ([pager-links]). Hidden when there is only one page.
 */
export function Pager({ currentPage, lastPage, maxLinks, onPage }: PagerProps) {
  if (lastPage <= 1) return null;
  const { pages, leadingEllipsis, trailingEllipsis } = pageWindow(currentPage, lastPage, maxLinks);
  const onFirst = currentPage <= 1;
  const onLast = currentPage >= lastPage;
  const ellipsis = (key: string) => (
    <Text key={key} span c="dimmed" aria-hidden>
      …
    </Text>
  );
  const step = (label: string, page: number, disabled: boolean) => (
    <Button variant="subtle" size="compact-sm" disabled={disabled} onClick={() => onPage(page)}>
      {label}
    </Button>
  );
  return (
    <Group component="nav" aria-label={message('pagerLabel')} gap={4} justify="center" wrap="wrap" mt="sm">
      {step(message('pagerFirst'), 1, onFirst)}
      {step(message('pagerPrevious'), currentPage - 1, onFirst)}
      {leadingEllipsis && ellipsis('before')}
      {pages.map((page) => (
        <Button
          key={page}
          variant={page === currentPage ? 'filled' : 'subtle'}
          size="compact-sm"
          aria-label={message('pagerPage', { page })}
          aria-current={page === currentPage ? 'page' : undefined}
          onClick={() => onPage(page)}
        >
          {page}
        </Button>
      ))}
      {trailingEllipsis && ellipsis('after')}
      {step(message('pagerNext'), currentPage + 1, onLast)}
      {step(message('pagerLast'), lastPage, onLast)}
    </Group>
  );
}
