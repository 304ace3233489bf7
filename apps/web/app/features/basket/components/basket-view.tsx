import { type Basket, basketMessages } from '@kampus/contract';
import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconShoppingCartOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { basketTexts } from '../basket-texts.ts';
import { BasketItemCard } from './basket-item-card.tsx';
import { BasketSummaryPanel } from './basket-summary-panel.tsx';

function Heading({ count }: { count?: number }) {
  return (
    <Group gap="sm" align="center">
      <Title order={1}>{basketMessages.title}</Title>
      {count !== undefined && count > 0 && (
        <Badge size="lg" variant="filled" color="indigo.8" data-testid="basket-course-count">
          {basketTexts.courseCount(count)}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Seed 000 §2 'Sepetim': empty, or the courses beside the order summary (stacked on a phone). `besideCheckout` is
 * what the page puts under 'Ödemeye Geç' (a student's request to a parent, CONTRACT.md §12).
 */
export function BasketView({
  basket,
  besideCheckout,
  cardOffered = false,
}: {
  basket: Basket | null;
  besideCheckout?: ReactNode;
  cardOffered?: boolean;
}) {
  if (!basket || basket.items.length === 0)
    return (
      <Stack gap="lg">
        <Heading />
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconShoppingCartOff size={36} aria-hidden="true" />}
            title={basketMessages.emptyTitle}
            description={basketMessages.emptyText}
            withIndicatorBackground
          >
            <EmptyState.Actions>
              <Button component={Link} to={paths.courses}>
                {basketMessages.explore}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Heading count={basket.items.length} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md" component="section" aria-label="Sepetteki kurslar">
            {basket.items.map((item) => (
              <BasketItemCard key={item.id} item={item} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box pos={{ md: 'sticky' }} top={{ md: 80 }}>
            <BasketSummaryPanel basket={basket} besideCheckout={besideCheckout} cardOffered={cardOffered} />
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Stand-in while the basket loads: the page's shape without its content. */
export function BasketSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Sepet yükleniyor">
      <Heading />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {[0, 1].map((i) => (
              <Paper key={i} withBorder radius="md" p="md">
                <Group align="flex-start" wrap="nowrap" gap="md">
                  <Skeleton w={{ base: 96, sm: 180 }} h={{ base: 54, sm: 101 }} radius="sm" />
                  <Stack gap="xs" flex={1}>
                    <Skeleton h={20} w="70%" />
                    <Skeleton h={12} />
                    <Skeleton h={12} w="50%" />
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Skeleton h={24} w="60%" />
              <Skeleton h={14} />
              <Skeleton h={14} />
              <Skeleton h={28} w="50%" ml="auto" />
              <Skeleton h={42} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The basket could not be read (network, server): say so and offer another try instead of a dead page. */
export function BasketLoadError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <Stack gap="lg">
      <Heading />
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        <Stack gap="sm" align="flex-start">
          {`${basketTexts.loadFailed} ${message}`}
          <Button
            color="red.9"
            onClick={() => revalidator.revalidate()}
            loading={revalidator.state === 'loading'}
          >
            {basketTexts.retry}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
