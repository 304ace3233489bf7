import type { PurchaseRequest } from '@kampus/contract';
import { Alert, Button, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { httpMessages } from '../../../lib/http-messages.ts';
import { purchaseRequestTexts as t } from '../purchase-request-texts.ts';
import { declinePurchaseRequest } from '../purchase-requests-api.ts';

const REASON_MAX = 500;

/** Declining a child's request with a reason the child reads in the mail and the notification. */
export function DeclineDialog({
  request,
  onClose,
  onDeclined,
}: {
  request: PurchaseRequest | null;
  onClose: () => void;
  onDeclined: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const reasonError =
    reason.length > REASON_MAX ? t.reasonTooLong : tried && reason.trim() === '' ? t.reasonRequired : null;

  const close = () => {
    if (isSending) return;
    setReason('');
    setTried(false);
    setError(null);
    onClose();
  };

  const decline = async () => {
    if (!request || isSending) return;
    setTried(true);
    if (reason.trim() === '' || reason.length > REASON_MAX) return;
    setSending(true);
    setError(null);
    try {
      await declinePurchaseRequest(request.id, reason.trim());
      setSending(false);
      close();
      onDeclined();
    } catch (e) {
      setSending(false);
      setError(isApiError(e) ? e.message : httpMessages.unexpected);
    }
  };

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={t.declineTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void decline();
        }}
        noValidate
      >
        <Stack gap="md">
          <Textarea
            label={t.reasonLabel}
            description={t.reasonHint}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={8}
            required
            error={reasonError}
            data-autofocus
          />
          {error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
            >
              {error}
            </Alert>
          )}
          <Button type="submit" color="red.9" fullWidth loading={isSending}>
            {t.declineConfirm}
          </Button>
          <Button fullWidth variant="default" onClick={close} disabled={isSending}>
            {t.cancel}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
