import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { FilterChip } from '../course-filters.ts';

/**
 * The applied filters above the results, on every width: each a button that removes it (a new address, so a new
 * list), and 'Tümünü temizle' once there are several.
 */
export function ActiveFilters({
  chips,
  onRemove,
  onClear,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label="Seçili filtreler" data-testid="active-filters">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          radius="xl"
          variant="light"
          rightSection={<IconX size={14} aria-hidden="true" />}
          aria-label={chip.removeLabel}
          onClick={() => onRemove(chip)}
          maw="100%"
        >
          {chip.label}
        </Button>
      ))}
      {chips.length > 1 && (
        <Button size="compact-sm" variant="subtle" color="gray" c="dark.9" onClick={onClear}>
          Tümünü temizle
        </Button>
      )}
    </Group>
  );
}

/** Categories and tags of the filter panel; kept from the last non-internal load. */
