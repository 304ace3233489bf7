import { OrderStatus, type OrderSummary, PaymentType } from '@kampus/contract';
import { Badge, Box, Button, Divider, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconFileInvoice, IconHeadset, IconTicket } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { CourseLine } from '../../../components/ui/course-line.tsx';
import { PriceTotals } from '../../../components/ui/price-totals.tsx';
import { paths } from '../../../config/paths.ts';
import { school, supportMailto } from '../../../config/school.ts';
import { formatOrderDate, orderTexts } from '../order-texts.ts';
import { downloadInvoice } from '../orders-api.ts';
import { BankTransferDetails } from './bank-transfer-details.tsx';
import { InfoList } from './info-list.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { StatusNotice } from './order-status-notice.tsx';
import classes from './order-summary.module.css';
import { PaymentRecords } from './payment-records.tsx';
import { SaleAcceptance } from './sale-acceptance.tsx';

/**
 * 'Faturayı İndir': the browser's print dialog with this page as the invoice (print stylesheet), which also saves
 * it as a PDF. The document title becomes the suggested file name while the dialog is open.
 */
const printInvoice = (summary: OrderSummary) => {
  const previous = document.title;
  const kind = summary.status === OrderStatus.Completed ? orderTexts.invoice : orderTexts.proforma;
  document.title = `${kind} ${summary.orderNumber}`;
  window.addEventListener(
    'afterprint',
    () => {
      document.title = previous;
    },
    { once: true },
  );
  window.print();
};

/**
 * Seed 000 §2 "Order summary": status, number, date, courses, customer, totals, payment and what to do next.
 * `viewerEmail` is the signed-in account's: the parent who pays for a child's order (`payer`) reads that the courses
 * open in the child's account and is led to their children, not to a 'Kurslarım' of their own.
 */
export function OrderSummaryView({
  summary,
  viewerEmail,
  isAdmin = false,
}: {
  summary: OrderSummary;
  viewerEmail?: string;
  /** An admin also sees a card order's exchanges with the provider and may refund it. */
  isAdmin?: boolean;
}) {
  const isPayer =
    summary.payer !== null &&
    viewerEmail !== undefined &&
    summary.payer.email.toLocaleLowerCase('tr') === viewerEmail.toLocaleLowerCase('tr');
  const isPendingTransfer =
    summary.status === OrderStatus.Pending &&
    summary.paymentType === PaymentType.BankTransfer &&
    summary.bankDetails !== null;
  const invoiceKind = summary.status === OrderStatus.Completed ? orderTexts.invoice : orderTexts.proforma;
  const [isDownloading, setDownloading] = useState(false);
  // A paid, completed order has a numbered PDF invoice; any other order prints this page (decision 036).
  const invoiceAction = () => {
    if (!summary.invoiceNumber) return printInvoice(summary);
    setDownloading(true);
    downloadInvoice(summary.id, summary.invoiceNumber)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="lg" data-invoice>
      <Box className={classes.printOnly}>
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={800} size="xl">
              {school.name}
            </Text>
            <Text size="sm">{school.legalName}</Text>
            <Text size="sm">{school.supportEmail}</Text>
          </div>
          <Text fw={800} size="xl">
            {invoiceKind}
          </Text>
        </Group>
        <Divider my="md" />
      </Box>

      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1}>{orderTexts.title}</Title>
          <OrderStatusBadge status={summary.status} size="lg" />
        </Group>
        <Group gap="lg" wrap="wrap" style={{ rowGap: 2 }}>
          <Text size="sm">
            {orderTexts.orderNumber}:{' '}
            <Text component="span" fw={700} ff="monospace" data-testid="order-number">
              {summary.orderNumber}
            </Text>
          </Text>
          <Text size="sm">
            {orderTexts.orderDate}:{' '}
            <Text component="time" dateTime={summary.createDate} fw={700} inherit>
              {formatOrderDate(summary.createDate)}
            </Text>
          </Text>
        </Group>
      </Stack>

      <Box data-no-print>
        <StatusNotice summary={summary} isPayer={isPayer} />
      </Box>

      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {isPendingTransfer && summary.bankDetails && (
              <BankTransferDetails
                bank={summary.bankDetails}
                amountText={summary.totalDiscountedPriceText}
                forPayer={isPayer}
              />
            )}

            <Paper
              withBorder
              radius="md"
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="courses"
            >
              <Stack gap="md">
                <Title order={2} size="h4" id="courses">
                  {orderTexts.courses}
                </Title>
                {summary.items.map((item, index) => (
                  <Fragment key={item.courseId}>
                    {index > 0 && <Divider />}
                    <CourseLine
                      courseId={item.courseId}
                      name={item.name}
                      description={item.description}
                      image={item.image}
                      durationText={item.durationText}
                      totalLessons={item.totalLessons}
                      priceText={item.priceText}
                      payablePriceText={item.payablePriceText}
                      hasDiscount={item.payablePrice < item.price}
                      headingOrder={3}
                      badges={
                        item.discountCode && (
                          <Badge
                            variant="outline"
                            color="teal.9"
                            leftSection={<IconTicket size={12} aria-hidden="true" />}
                          >
                            {`${orderTexts.itemCode}: ${item.discountCode}`}
                          </Badge>
                        )
                      }
                    />
                  </Fragment>
                ))}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="customer">
              <Stack gap="sm">
                <Title order={2} size="h4" id="customer">
                  {orderTexts.customer}
                </Title>
                <InfoList
                  rows={
                    summary.payer
                      ? [
                          { label: orderTexts.learner, value: summary.user.fullName },
                          { label: orderTexts.payer, value: summary.payer.fullName },
                          { label: orderTexts.email, value: summary.payer.email },
                        ]
                      : [
                          { label: orderTexts.fullName, value: summary.user.fullName },
                          { label: orderTexts.email, value: summary.user.email },
                        ]
                  }
                />
              </Stack>
            </Paper>

            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment">
              <Stack gap="sm">
                <Title order={2} size="h4" id="payment">
                  {orderTexts.payment}
                </Title>
                <InfoList
                  rows={[
                    { label: orderTexts.paymentType, value: summary.paymentTypeText },
                    ...(summary.invoiceNumber
                      ? [{ label: orderTexts.invoiceNumber, value: summary.invoiceNumber }]
                      : []),
                    { label: orderTexts.status, value: <OrderStatusBadge status={summary.status} /> },
                    ...(summary.discountCode
                      ? [{ label: orderTexts.basketCode, value: summary.discountCode }]
                      : []),
                  ]}
                />
                <Divider />
                <PriceTotals
                  totalPrice={summary.totalPrice}
                  totalDiscountedPrice={summary.totalDiscountedPrice}
                  totalPriceText={summary.totalPriceText}
                  totalDiscountText={summary.totalDiscountText}
                  totalDiscountedPriceText={summary.totalDiscountedPriceText}
                  payableSize="lg"
                />
              </Stack>
            </Paper>

            {summary.acceptance && <SaleAcceptance acceptance={summary.acceptance} />}
            {isAdmin && summary.paymentType === PaymentType.CreditCard && (
              <Box data-no-print>
                <PaymentRecords summary={summary} />
              </Box>
            )}

            <Stack gap="xs" data-no-print>
              <Button
                component={Link}
                to={isPayer ? paths.parent.home : paths.myCourses}
                fullWidth
                leftSection={<IconBooks size={18} aria-hidden="true" />}
              >
                {isPayer ? orderTexts.goToChildren : orderTexts.goToMyCourses}
              </Button>
              <Button
                variant="default"
                fullWidth
                leftSection={<IconFileInvoice size={18} aria-hidden="true" />}
                loading={isDownloading}
                onClick={invoiceAction}
              >
                {orderTexts.downloadInvoice}
              </Button>
              <Button
                component="a"
                href={supportMailto(summary.orderNumber)}
                variant="subtle"
                fullWidth
                leftSection={<IconHeadset size={18} aria-hidden="true" />}
              >
                {orderTexts.getSupport}
              </Button>
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Stand-in while the order loads. */
export function OrderSummarySkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={orderTexts.loading}>
      <Title order={1}>{orderTexts.title}</Title>
      <Skeleton h={16} w={260} />
      <Skeleton h={64} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Skeleton h={20} w="40%" />
              <Skeleton h={80} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Skeleton h={20} w="60%" />
              <Skeleton h={14} />
              <Skeleton h={14} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
