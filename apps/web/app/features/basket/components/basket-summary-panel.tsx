import { type Basket, basketMessages, PaymentType, paymentTypeLabels } from '@kampus/contract';
import {
  Alert,
  Button,
  Divider,
  List,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingBank, IconCreditCard, IconCreditCardPay } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { PriceTotals } from '../../../components/ui/price-totals.tsx';
import { type Acceptance, SaleTermsPanel } from '../../../components/ui/sale-terms-panel.tsx';
import { type BasketActionResult, basketIntents, type CheckoutMethod } from '../basket-actions.ts';
import { fetchSaleTerms } from '../basket-api.ts';
import { basketTexts } from '../basket-texts.ts';
import { AppliedCode } from './applied-code.tsx';
import { DiscountCodeForm } from './discount-code-form.tsx';

/**
 * Seed 000 §2 'Sipariş Özeti': totals with the discount percent, the whole-basket code, and checkout — a free order
 * when nothing is payable, otherwise an order paid by card on iyzico's page (when offered) or by bank transfer, after
 * the buyer has read how and accepted the sale documents.
 */
export function BasketSummaryPanel({
  basket,
  besideCheckout,
  cardOffered = false,
}: {
  basket: Basket;
  besideCheckout?: ReactNode;
  /** 'Kredi Kartı' is offered (GET /payments/methods lists it: iyzico is configured). */
  cardOffered?: boolean;
}) {
  const codeFetcher = useFetcher<BasketActionResult>({ key: 'basket-code' });
  const checkoutFetcher = useFetcher<BasketActionResult>({ key: 'basket-checkout' });
  const [isTransferOpen, transfer] = useDisclosure(false);
  // On a phone the checkout dialog, with its documents, takes the whole screen.
  const isNarrow = useMediaQuery('(max-width: 36em)');
  // A second click can arrive before the disabled button has rendered; this keeps it from sending a second order.
  const isOrderSent = useRef(false);
  // The two boxes of a paid order (CONTRACT.md §13); their errors show once the buyer tries to order without them.
  const [acceptance, setAcceptance] = useState<Acceptance>({ acceptedTerms: false, waiveWithdrawal: false });
  const [showTermErrors, setShowTermErrors] = useState(false);
  const [paidBy, setPaidBy] = useState<'card' | 'bank-transfer'>(cardOffered ? 'card' : 'bank-transfer');
  const method = cardOffered ? paidBy : 'bank-transfer';
  const basketId = basket.id;
  const loadTerms = useCallback((signal?: AbortSignal) => fetchSaleTerms(basketId, signal), [basketId]);

  const isCodeBusy = codeFetcher.state !== 'idle';
  const codeIntent = codeFetcher.formData?.get('intent');
  const codeError =
    codeFetcher.data && !codeFetcher.data.ok && codeFetcher.data.intent === basketIntents.applyBasketCode
      ? codeFetcher.data.message
      : null;

  const isCheckingOut = checkoutFetcher.state !== 'idle';
  const checkoutError =
    checkoutFetcher.data && !checkoutFetcher.data.ok ? checkoutFetcher.data.message : null;
  const isFree = basket.totalDiscountedPrice === 0;
  const hasUnavailable = basket.items.some((item) => !item.isAvailable);
  const hasBasketCode = Boolean(basket.discountCodeId && basket.discountCode);

  // A refused order stays on this page: the dialog closes once, the reason shows by the button, and the buyer may
  // try again.
  const { close: closeTransfer } = transfer;
  useEffect(() => {
    if (checkoutFetcher.state !== 'idle') return;
    isOrderSent.current = false;
    if (checkoutFetcher.data && !checkoutFetcher.data.ok) closeTransfer();
  }, [checkoutFetcher.state, checkoutFetcher.data, closeTransfer]);

  const order = (chosen: CheckoutMethod) => {
    if (isOrderSent.current) return;
    if (chosen !== 'free' && !(acceptance.acceptedTerms && acceptance.waiveWithdrawal)) {
      setShowTermErrors(true);
      return;
    }
    isOrderSent.current = true;
    checkoutFetcher.submit(
      {
        intent: basketIntents.checkout,
        basketId: basket.id,
        method: chosen,
        acceptedTerms: String(acceptance.acceptedTerms),
        waiveWithdrawal: String(acceptance.waiveWithdrawal),
      },
      { method: 'post' },
    );
  };

  const checkout = () => (isFree ? order('free') : transfer.open());

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="order-summary"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="order-summary">
          {basketMessages.summaryTitle}
        </Title>

        <PriceTotals
          totalPrice={basket.totalPrice}
          totalDiscountedPrice={basket.totalDiscountedPrice}
          totalPriceText={basket.totalPriceText}
          totalDiscountText={basket.totalDiscountText}
          totalDiscountedPriceText={basket.totalDiscountedPriceText}
        />

        <Divider />

        <Stack gap="xs">
          {hasBasketCode && basket.discountCode && (
            <AppliedCode
              code={basket.discountCode}
              isRemoving={isCodeBusy && codeIntent === basketIntents.removeBasketCode}
              onRemove={() =>
                codeFetcher.submit(
                  { intent: basketIntents.removeBasketCode, basketId: basket.id },
                  { method: 'post' },
                )
              }
            />
          )}
          <DiscountCodeForm
            label={basketTexts.basketCodeLabel}
            isDisabled={hasBasketCode}
            appliedCode={basket.discountCode}
            isSubmitting={isCodeBusy && codeIntent === basketIntents.applyBasketCode}
            error={codeError}
            onApply={(discountCode) =>
              codeFetcher.submit(
                { intent: basketIntents.applyBasketCode, basketId: basket.id, discountCode },
                { method: 'post' },
              )
            }
          />
        </Stack>

        {checkoutError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
          >
            {checkoutError}
          </Alert>
        )}
        {hasUnavailable && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {basketTexts.notAvailableHint}
          </Alert>
        )}

        <Stack gap={6}>
          <Button
            size="md"
            fullWidth
            leftSection={<IconCreditCardPay size={20} aria-hidden="true" />}
            onClick={checkout}
            loading={isCheckingOut && !isTransferOpen}
            disabled={hasUnavailable || isCheckingOut}
          >
            {basketMessages.checkout}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {isFree
              ? basketTexts.checkoutFreeHint
              : cardOffered
                ? basketTexts.checkoutCardHint
                : basketTexts.checkoutPaidHint}
          </Text>
        </Stack>
        {besideCheckout}
      </Stack>

      <Modal
        opened={isTransferOpen}
        onClose={() => {
          if (!isCheckingOut) transfer.close();
        }}
        title={cardOffered ? basketTexts.paymentTitle : basketTexts.bankTransferTitle}
        centered
        size="lg"
        fullScreen={isNarrow}
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <Stack gap="md">
          <Paper withBorder radius="md" p="sm" bg="indigo.0">
            <Text size="sm">{basketTexts.bankTransferAmount}</Text>
            <Text fw={800} size="xl" c="indigo.9" data-testid="transfer-amount">
              {basket.totalDiscountedPriceText}
            </Text>
          </Paper>
          {cardOffered && (
            <SegmentedControl
              fullWidth
              aria-label={basketTexts.paymentMethod}
              value={paidBy}
              onChange={(value) => setPaidBy(value === 'card' ? 'card' : 'bank-transfer')}
              data={[
                { value: 'card', label: paymentTypeLabels[PaymentType.CreditCard] },
                { value: 'bank-transfer', label: paymentTypeLabels[PaymentType.BankTransfer] },
              ]}
            />
          )}
          <List type="ordered" spacing="xs" size="sm">
            {(method === 'card' ? basketTexts.cardSteps : basketTexts.bankTransferSteps).map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          {isTransferOpen && (
            <SaleTermsPanel
              load={loadTerms}
              acceptance={acceptance}
              onChange={setAcceptance}
              showErrors={showTermErrors}
            />
          )}
          <Stack gap="xs">
            <Button
              fullWidth
              leftSection={
                method === 'card' ? (
                  <IconCreditCard size={18} aria-hidden="true" />
                ) : (
                  <IconBuildingBank size={18} aria-hidden="true" />
                )
              }
              onClick={() => order(method)}
              loading={isCheckingOut}
            >
              {method === 'card' ? basketTexts.cardConfirm : basketTexts.bankTransferConfirm}
            </Button>
            <Button fullWidth variant="default" onClick={transfer.close} disabled={isCheckingOut}>
              {basketTexts.cancel}
            </Button>
          </Stack>
        </Stack>
      </Modal>
    </Paper>
  );
}
