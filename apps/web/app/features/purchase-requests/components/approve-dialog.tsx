import { PaymentType, type PurchaseApproval, type PurchaseRequest } from '@kampus/contract';
import { Alert, Button, Checkbox, Modal, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { httpMessages } from '../../../lib/http-messages.ts';
import { purchaseRequestTexts as t } from '../purchase-request-texts.ts';
import { approvePurchaseRequest } from '../purchase-requests-api.ts';

/**
 * Approving a child's request: free when nothing is payable, else a bank transfer, for which the sale documents
 * and the waiver of withdrawal must both be ticked (the server refuses a paid approval without them too).
 */
export function ApproveDialog({
  request,
  onClose,
  onApproved,
}: {
  request: PurchaseRequest | null;
  onClose: () => void;
  onApproved: (approval: PurchaseApproval, request: PurchaseRequest) => void;
}) {
  const [terms, setTerms] = useState(false);
  const [waiver, setWaiver] = useState(false);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const isFree = request?.total === 0;
  const close = () => {
    if (isSending) return;
    setTerms(false);
    setWaiver(false);
    setTried(false);
    setError(null);
    onClose();
  };

  const approve = async () => {
    if (!request || isSending) return;
    setTried(true);
    if (!isFree && !(terms && waiver)) return;
    setSending(true);
    setError(null);
    try {
      const approval = await approvePurchaseRequest(request.id, {
        paymentType: isFree ? PaymentType.Free : PaymentType.BankTransfer,
        acceptedTerms: terms,
        waiveWithdrawal: waiver,
      });
      setSending(false);
      close();
      onApproved(approval, request);
    } catch (e) {
      setSending(false);
      setError(isApiError(e) ? e.message : httpMessages.unexpected);
    }
  };

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={t.approveTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      {request && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void approve();
          }}
          noValidate
        >
          <Stack gap="md">
            <Paper withBorder radius="md" p="sm" bg="indigo.0">
              <Text size="sm">{t.requestOf(`${request.child.name} ${request.child.surname}`)}</Text>
              <Text fw={800} size="xl" c="indigo.9" data-testid="approve-total">
                {request.totalText}
              </Text>
            </Paper>
            <Radio.Group label={t.paymentType} value={isFree ? 'free' : 'bank-transfer'}>
              <Stack gap="xs" mt={6}>
                {isFree ? (
                  <Radio value="free" label={t.free} description={t.freeHint} />
                ) : (
                  <Radio value="bank-transfer" label={t.bankTransfer} description={t.bankTransferHint} />
                )}
              </Stack>
            </Radio.Group>
            {!isFree && (
              <>
                <Text size="sm" c="dimmed">
                  {t.cardSoon}
                </Text>
                <Checkbox
                  checked={terms}
                  onChange={(event) => setTerms(event.currentTarget.checked)}
                  label={t.acceptTerms}
                  required
                  error={tried && !terms ? t.termsRequired : undefined}
                />
                <Checkbox
                  checked={waiver}
                  onChange={(event) => setWaiver(event.currentTarget.checked)}
                  label={t.waiveWithdrawal}
                  required
                  error={tried && !waiver ? t.waiverRequired : undefined}
                />
              </>
            )}
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
            <Button type="submit" fullWidth loading={isSending}>
              {isFree ? t.approveConfirm : t.approveWithTransfer}
            </Button>
            <Button fullWidth variant="default" onClick={close} disabled={isSending}>
              {t.cancel}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
