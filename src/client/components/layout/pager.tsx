/**
 * Previous, at most five page numbers around the current page, Next; hidden
 * on one page. The library and the admin lists share it. On a phone,
 * Previous and Next show only their arrows (their labels keep their names),
 * so the pager stays on one line.
 */
import { Box, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './pager.module.css';

const WINDOW = 5;

export function pageWindow(current: number, total: number): number[] {
  const size = Math.min(WINDOW, total);
  const start = Math.min(Math.max(1, current - Math.floor(WINDOW / 2)), total - size + 1);
  return Array.from({ length: size }, (_, offset) => start + offset);
}

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label="Pages" gap={6} justify="center">
      <Button
        variant="default"
        className={classes.step}
        aria-label="Previous"
        disabled={page <= 1}
        // From past the end, the page before is the last one there is.
        onClick={() => onChange(Math.min(page - 1, totalPages))}
      >
        <IconChevronLeft size={16} aria-hidden />
        <Box component="span" visibleFrom="xs">
          Previous
        </Box>
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
          miw={40}
          px={10}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="default"
        className={classes.step}
        aria-label="Next"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <Box component="span" visibleFrom="xs">
          Next
        </Box>
        <IconChevronRight size={16} aria-hidden />
      </Button>
    </Group>
  );
}
