import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { isRuleRefusal } from '../../lib/api-client.ts';

/** Seed 001 §8: what a failed delete says, unless the server gave a reason of its own. */
export const DELETE_FAILED_MESSAGE = 'Silme işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.';

/** A business rule's refusal (e.g. 'Kendi hesabınızı silemezsiniz.') is worth showing; anything else gets the seed text. */
export const deleteErrorMessage = (error: unknown): string =>
  isRuleRefusal(error) && error.errorMessage ? error.errorMessage : DELETE_FAILED_MESSAGE;

export type DeleteDialogState<T> = {
  /** The row the dialog asks about; null while closed. */
  target: T | null;
  /** The row last asked about: the dialog keeps showing it while it fades out. */
  subject: T | null;
  isDeleting: boolean;
  error: string | null;
  open: (target: T) => void;
  close: () => void;
  confirm: () => Promise<void>;
};

/**
 * Seed 001 §4: closed → open → deleting → closed on success (the list reloads); on failure it stays open with the
 * error; closing clears error and busy state.
 */
export const useDeleteDialog = <T,>(
  remove: (target: T) => Promise<unknown>,
  onDeleted: (target: T) => void,
): DeleteDialogState<T> => {
  const [target, setTarget] = useState<T | null>(null);
  const [subject, setSubject] = useState<T | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback((next: T) => {
    setTarget(next);
    setSubject(next);
    setError(null);
    setDeleting(false);
  }, []);
  const close = useCallback(() => {
    setTarget(null);
    setError(null);
    setDeleting(false);
  }, []);
  const confirm = async () => {
    if (target === null || isDeleting) return;
    setDeleting(true);
    setError(null);
    try {
      await remove(target);
      setTarget(null);
      setDeleting(false);
      onDeleted(target);
    } catch (caught) {
      setError(deleteErrorMessage(caught));
      setDeleting(false);
    }
  };
  return { target, subject, isDeleting, error, open, close, confirm };
};

export type ConfirmDeleteDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  error: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: string;
};

/** The delete confirmation of the admin lists: the question, the error if it failed, 'Vazgeç' and 'Sil'. */
export function ConfirmDeleteDialog({
  opened,
  title,
  children,
  error,
  isDeleting,
  onConfirm,
  onClose,
  confirmLabel = 'Sil',
}: ConfirmDeleteDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700}>
          {title}
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
      // While the delete runs the dialog stays put: the outcome must be seen.
      closeOnClickOutside={!isDeleting}
      closeOnEscape={!isDeleting}
    >
      <Stack gap="md">
        <div>{children}</div>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isDeleting}>
            Vazgeç
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={isDeleting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
