import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ConfirmDeleteDialog, type DeleteDialogState, useDeleteDialog } from './confirm-delete-dialog.tsx';

/** Where the deleted row stood: how many rows the shown page has, which page it is, and how to change page. */
export type ListPageOf = { rowCount: number; page: number; setPage: (page: number) => void };

/**
 * Deleting a row of a paged list: after a delete the list reloads, except when the last row of a later
 * page went; then the page before it is shown rather than an empty one.
 */
export const useListDeleteDialog = <T,>(
  remove: (target: T) => Promise<unknown>,
  { rowCount, page, setPage }: ListPageOf,
): DeleteDialogState<T> => {
  const revalidator = useRevalidator();
  return useDeleteDialog(remove, () => {
    if (rowCount === 1 && page > 1) setPage(page - 1);
    else void revalidator.revalidate();
  });
};

/** The delete dialog of a list row: the question about the row, then a dimmed note (e.g. it cannot be undone). */
export function ListDeleteDialog<T>({
  dialog,
  title,
  question,
  note,
}: {
  dialog: DeleteDialogState<T>;
  title: string;
  question: (subject: T) => ReactNode;
  note: ReactNode;
}) {
  return (
    <ConfirmDeleteDialog
      opened={dialog.target !== null}
      title={title}
      error={dialog.error}
      isDeleting={dialog.isDeleting}
      onConfirm={() => void dialog.confirm()}
      onClose={dialog.close}
    >
      <Text size="sm">{dialog.subject ? question(dialog.subject) : null}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {note}
      </Text>
    </ConfirmDeleteDialog>
  );
}
