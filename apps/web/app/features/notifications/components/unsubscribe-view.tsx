import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
} from '@kampus/contract';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StandalonePage } from '../../../components/layout/standalone-page.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notificationTexts } from '../notification-texts.ts';

const texts = notificationTexts.unsubscribe;

/**
 * The category a token names (`userId.category.signature`), read only to explain the button before it is pressed;
 * the server checks the signature. Null for anything that does not look like a token.
 */
export const categoryOfToken = (token: string): NotificationCategory | null => {
  const category = token.split('.')[1];
  return (NOTIFICATION_CATEGORIES as readonly string[]).includes(category ?? '')
    ? (category as NotificationCategory)
    : null;
};

type State =
  | { kind: 'asking' }
  | { kind: 'sending' }
  | { kind: 'done'; category: NotificationCategory }
  | { kind: 'failed'; message: string };

export type UnsubscribeViewProps = {
  token: string;
  /** Posts the token; answers the category that was turned off. */
  send: (token: string) => Promise<{ category: NotificationCategory }>;
};

/**
 * '/unsubscribe?token=…' (public, CONTRACT.md §11): what the mail's link turns off, one button that does it, then
 * the outcome. Opening the page changes nothing, so a mail scanner following the link unsubscribes nobody.
 */
export function UnsubscribeView({ token, send }: UnsubscribeViewProps) {
  const [state, setState] = useState<State>({ kind: 'asking' });
  const category = categoryOfToken(token);

  const confirm = async () => {
    setState({ kind: 'sending' });
    try {
      const result = await send(token);
      setState({ kind: 'done', category: result.category });
    } catch (error) {
      setState({
        kind: 'failed',
        message: isApiError(error) ? (error.errorMessage ?? error.message) : texts.failed,
      });
    }
  };

  const settingsLink = (
    <Anchor component={Link} to={paths.settingsNotifications} fw={600}>
      {texts.settingsLink}
    </Anchor>
  );

  return (
    <StandalonePage maw={560}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        {state.kind === 'done' ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            data-testid="unsubscribe-done"
          >
            <Text size="sm">{texts.done(NOTIFICATION_CATEGORY_LABELS[state.category])}</Text>
          </Alert>
        ) : (
          <>
            <Text>
              {category && category !== 'orders'
                ? texts.explain(NOTIFICATION_CATEGORY_LABELS[category])
                : texts.explainUnknown}
            </Text>
            {state.kind === 'failed' && (
              <Alert color="red" variant="light" role="alert" data-testid="unsubscribe-failed">
                {state.message}
              </Alert>
            )}
            <Button
              color="red.8"
              leftSection={<IconMailOff size={18} aria-hidden="true" />}
              onClick={() => void confirm()}
              loading={state.kind === 'sending'}
              w={{ base: '100%', xs: 'fit-content' }}
            >
              {texts.button}
            </Button>
          </>
        )}
        <Text size="sm">
          {texts.settingsHint} {settingsLink}
        </Text>
      </Stack>
    </StandalonePage>
  );
}
