import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { messageForStatus } from '../../lib/http-messages.ts';

/** Seed 000 §2: the detail comes from the HTTP status, else the error's message, else the string, else a fallback. */
export const errorDetailOf = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return messageForStatus(error.status);
  // The client already chose the catalogue text for its status (or the server's reason for a 422).
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message || 'Unknown error occurred';
  if (typeof error === 'string' && error) return error;
  return 'Unknown error occurred';
};

/** The error screen of any failed route: title, apology, detail and a way back. */
export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1}>Oops!</Title>
        <Text size="lg">Sorry, an unexpected error has occurred.</Text>
        <Text c="dimmed" data-testid="error-detail">
          {errorDetailOf(error)}
        </Text>
        <Button mt="md" onClick={() => navigate(-1)}>
          Geri Dön
        </Button>
      </Stack>
    </Center>
  );
}
