import { OrderStatus, type OrderSummary, PaymentType } from '@kampus/contract';
import { Alert, Button, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatOrderDate, orderTexts } from '../order-texts.ts';

/**
 * What the order's state means for its reader, above the summary: completed, waiting for a transfer or for the
 * card's outcome, a card payment that failed (with the provider's reason and the way back to the basket), refunded,
 * or cancelled.
 */
export function StatusNotice({ summary, isPayer }: { summary: OrderSummary; isPayer: boolean }) {
  const learner = summary.user.fullName;
  if (summary.status === OrderStatus.Completed)
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden="true" />}>
        <Text fw={700}>{isPayer ? orderTexts.payerCompletedTitle : orderTexts.completedTitle}</Text>
        <Text size="sm">{isPayer ? orderTexts.payerCompletedText(learner) : orderTexts.completedText}</Text>
      </Alert>
    );
  const isCard = summary.paymentType === PaymentType.CreditCard;
  if (summary.status === OrderStatus.Pending && isCard)
    return (
      <Alert color="yellow" variant="light" icon={<IconClock size={20} aria-hidden="true" />}>
        <Text fw={700}>{orderTexts.cardPendingTitle}</Text>
        <Text size="sm">{orderTexts.cardPendingText}</Text>
        <Button mt="xs" size="xs" variant="default" onClick={() => window.location.reload()}>
          {orderTexts.refresh}
        </Button>
      </Alert>
    );
  if (summary.status === OrderStatus.Cancelled && summary.refundedAt)
    return (
      <Alert color="gray" variant="light" icon={<IconReceiptRefund size={20} aria-hidden="true" />}>
        <Text fw={700}>{orderTexts.refundedTitle}</Text>
        <Text size="sm">{orderTexts.refundedText}</Text>
      </Alert>
    );
  if (summary.status === OrderStatus.Cancelled && isCard && summary.paymentError)
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconCircleX size={20} aria-hidden="true" />}
        data-testid="card-failure"
      >
        <Text fw={700}>{orderTexts.cardFailedTitle}</Text>
        <Text size="sm">{orderTexts.cardFailedReason(summary.paymentError)}</Text>
        <Text size="sm">{isPayer ? orderTexts.payerCardFailedText : orderTexts.cardFailedText}</Text>
        {!isPayer && (
          <Button mt="xs" size="xs" component={Link} to={paths.basket}>
            {orderTexts.backToBasket}
          </Button>
        )}
      </Alert>
    );
  if (summary.status === OrderStatus.Pending)
    return (
      <Alert color="yellow" variant="light" icon={<IconClock size={20} aria-hidden="true" />}>
        <Text fw={700}>{orderTexts.pendingTitle}</Text>
        {summary.bankDetails && (
          <Text size="sm">
            {orderTexts.pendingTransferText(summary.totalDiscountedPriceText, summary.bankDetails.reference)}
          </Text>
        )}
        <Text size="sm">{isPayer ? orderTexts.payerPendingText(learner) : orderTexts.pendingText}</Text>
        {summary.payBy && (
          <Text size="sm" fw={600} data-testid="pay-by">
            {orderTexts.payBy(formatOrderDate(summary.payBy))}
          </Text>
        )}
      </Alert>
    );
  if (summary.status === OrderStatus.Cancelled)
    return (
      <Alert color="red" variant="light" icon={<IconCircleX size={20} aria-hidden="true" />}>
        <Text fw={700}>{orderTexts.cancelledTitle}</Text>
        <Text size="sm">{orderTexts.cancelledText}</Text>
      </Alert>
    );
  return (
    <Alert color="gray" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      {summary.statusText}
    </Alert>
  );
}
