import { Box, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Seed 001 §9: at most five page buttons at a time. */
export const PAGER_WINDOW = 5;

/**
 * The page numbers to show: up to five around the current page, shifted at the edges so that five stay visible
 * while there are five pages or more.
 */
export const pagerWindow = (page: number, totalPages: number, size = PAGER_WINDOW): number[] => {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
};

export type PagerProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Name of the navigation landmark, e.g. 'Kategori sayfaları'. */
  label?: string;
};

/** Previous, up to five page buttons and next; nothing at all while everything fits on one page. */
export function Pager({ page, totalPages, onChange, label = 'Sayfalar' }: PagerProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <Group component="nav" aria-label={label} gap={6} justify="center" wrap="wrap">
      <Button
        variant="default"
        size="sm"
        px="xs"
        leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label="Önceki sayfa"
      >
        {/* On a phone the arrow alone keeps seven buttons on one line. */}
        <Box component="span" visibleFrom="xs">
          Önceki
        </Box>
      </Button>
      {pagerWindow(current, totalPages).map((number) => {
        const isCurrent = number === current;
        return (
          <Button
            key={number}
            variant={isCurrent ? 'filled' : 'default'}
            size="sm"
            miw={40}
            px="xs"
            aria-label={`Sayfa ${number}`}
            aria-current={isCurrent ? 'page' : undefined}
            onClick={() => (isCurrent ? undefined : onChange(number))}
          >
            {number}
          </Button>
        );
      })}
      <Button
        variant="default"
        size="sm"
        px="xs"
        rightSection={<IconChevronRight size={16} aria-hidden="true" />}
        disabled={current >= totalPages}
        onClick={() => onChange(current + 1)}
        aria-label="Sonraki sayfa"
      >
        <Box component="span" visibleFrom="xs">
          Sonraki
        </Box>
      </Button>
    </Group>
  );
}
