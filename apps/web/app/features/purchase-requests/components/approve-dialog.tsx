import { PaymentType, type PurchaseApproval, type PurchaseRequest } from '@kampus/contract';
import { Alert, Button, Modal, Paper, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { type Acceptance, SaleTermsPanel } from '../../../components/ui/sale-terms-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { httpMessages } from '../../../lib/http-messages.ts';
import { purchaseRequestTexts as t } from '../purchase-request-texts.ts';
import { approvePurchaseRequest, fetchCardOffered, fetchRequestTerms } from '../purchase-requests-api.ts';

const noAcceptance: Acceptance = { acceptedTerms: false, waiveWithdrawal: false };

/**
 * Approving a child's request: free when nothing is payable, else by card (iyzico's page, when the school takes
 * cards) or a bank transfer, for either of which the parent reads the
 * sale documents naming them as buyer and ticks both boxes, as the basket's bank-transfer dialog asks of a learner
 * (the server refuses a paid approval without them too).
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
  const [acceptance, setAcceptance] = useState<Acceptance>(noAcceptance);
  const [tried, setTried] = useState(false);
  // On a phone the dialog, with its documents, takes the whole screen (as the basket's does).
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const requestId = request?.id;
  const loadTerms = useCallback(
    (signal?: AbortSignal) => fetchRequestTerms(requestId ?? '', signal),
    [requestId],
  );
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [cardOffered, setCardOffered] = useState(false);
  const [paidBy, setPaidBy] = useState<'card' | 'bank-transfer'>('card');
  const isOpen = request !== null;
  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    void fetchCardOffered(controller.signal).then((offered) => {
      if (!controller.signal.aborted) setCardOffered(offered);
    });
    return () => controller.abort();
  }, [isOpen]);
  const byCard = cardOffered && paidBy === 'card';

  const isFree = request?.total === 0;
  const close = () => {
    if (isSending) return;
    setAcceptance(noAcceptance);
    setTried(false);
    setError(null);
    onClose();
  };

  const approve = async () => {
    if (!request || isSending) return;
    setTried(true);
    if (!isFree && !(acceptance.acceptedTerms && acceptance.waiveWithdrawal)) return;
    setSending(true);
    setError(null);
    try {
      const approval = await approvePurchaseRequest(request.id, {
        paymentType: isFree ? PaymentType.Free : byCard ? PaymentType.CreditCard : PaymentType.BankTransfer,
        acceptedTerms: acceptance.acceptedTerms,
        waiveWithdrawal: acceptance.waiveWithdrawal,
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
      size="lg"
      fullScreen={isNarrow}
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
            <Radio.Group
              label={t.paymentType}
              value={isFree ? 'free' : byCard ? 'card' : 'bank-transfer'}
              onChange={(value) => setPaidBy(value === 'card' ? 'card' : 'bank-transfer')}
            >
              <Stack gap="xs" mt={6}>
                {isFree ? (
                  <Radio value="free" label={t.free} description={t.freeHint} />
                ) : (
                  <>
                    {cardOffered && <Radio value="card" label={t.card} description={t.cardHint} />}
                    <Radio value="bank-transfer" label={t.bankTransfer} description={t.bankTransferHint} />
                  </>
                )}
              </Stack>
            </Radio.Group>
            {!isFree && (
              <SaleTermsPanel
                load={loadTerms}
                acceptance={acceptance}
                onChange={setAcceptance}
                showErrors={tried}
              />
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
              {isFree ? t.approveConfirm : byCard ? t.approveWithCard : t.approveWithTransfer}
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
