import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Edit and delete of a table row: icon buttons with names, a tooltip for the pointer. */
export function RowActions({
  editTo,
  editLabel,
  onDelete,
  deleteLabel,
  isDeleteDisabled = false,
}: {
  editTo: string;
  editLabel: string;
  onDelete: () => void;
  deleteLabel: string;
  isDeleteDisabled?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={editLabel} withArrow>
        <ActionIcon
          component={Link}
          to={editTo}
          variant="default"
          c="indigo.8"
          size="lg"
          aria-label={editLabel}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel} withArrow>
        <ActionIcon
          variant="default"
          c="red.9"
          size="lg"
          aria-label={deleteLabel}
          onClick={onDelete}
          disabled={isDeleteDisabled}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
