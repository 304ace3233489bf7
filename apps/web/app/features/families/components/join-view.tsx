import type { InvitationLookup } from '@kampus/contract';
import { Alert, Anchor, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StandalonePage } from '../../../components/layout/standalone-page.tsx';
import type { FormResult } from '../../../lib/forms.ts';
import { familyTexts, formatFamilyDate } from '../family-texts.ts';
import type { AcceptValues, NewParentValues } from '../validation.ts';
import { AcceptForm } from './accept-form.tsx';
import { NewParentForm } from './new-parent-form.tsx';

const texts = familyTexts.join;

export type JoinState =
  | { kind: 'invalid'; message: string }
  | { kind: 'open'; invitation: InvitationLookup; signedIn: boolean };

export type JoinViewProps = {
  state: JoinState;
  /** The login page, set to come back here afterwards. */
  loginUrl: string;
  /** Where a visitor with a spent link can go: the login page without a way back to the link. */
  plainLoginUrl: string;
  result?: FormResult<unknown>;
  isSubmitting: boolean;
  onRegister: (values: NewParentValues) => void;
  onAccept: (values: AcceptValues) => void;
};

/**
 * '/family/join?token=…' (public, CONTRACT.md §12): whose parent the visitor is asked to be, then either a new Parent
 * account or, signed in, accepting with the account they have. Both ask the number and the consent.
 */
export function JoinView({
  state,
  loginUrl,
  plainLoginUrl,
  result,
  isSubmitting,
  onRegister,
  onAccept,
}: JoinViewProps) {
  if (state.kind === 'invalid')
    return (
      <StandalonePage maw={560}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {texts.invalidTitle}
          </Title>
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            data-testid="family-join-invalid"
          >
            {state.message}
          </Alert>
          <Button component={Link} to={plainLoginUrl} w={{ base: '100%', xs: 'fit-content' }}>
            {texts.toLogin}
          </Button>
        </Stack>
      </StandalonePage>
    );

  const { invitation, signedIn } = state;
  const formError = result && !result.ok ? result.formError : undefined;
  return (
    <StandalonePage maw={720}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {texts.title}
          </Title>
          <Text mt="xs">{texts.intro(invitation.childName)}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {texts.expires(formatFamilyDate(invitation.expiresAt))}
          </Text>
          {/* On a phone the way for an existing account sits below the long form; this says so at the top. */}
          {!signedIn && (
            <Text size="sm" mt="xs">
              {texts.existing.shortcut}{' '}
              <Anchor component={Link} to={loginUrl}>
                {texts.existing.shortcutLink}
              </Anchor>
            </Text>
          )}
        </div>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        {signedIn ? (
          <Stack gap="md">
            <Text>{texts.existing.signedIn}</Text>
            <AcceptForm onSubmit={onAccept} isSubmitting={isSubmitting} result={result} />
          </Stack>
        ) : (
          <>
            <Stack gap="md">
              <Title order={2} size="h4">
                {texts.newAccount.title}
              </Title>
              <NewParentForm
                email={invitation.email}
                onSubmit={onRegister}
                isSubmitting={isSubmitting}
                result={result}
              />
            </Stack>
            <Divider />
            <Stack gap="sm">
              <Title order={2} size="h4">
                {texts.existing.title}
              </Title>
              <Text size="sm">{texts.existing.hint}</Text>
              <Button
                component={Link}
                to={loginUrl}
                variant="outline"
                leftSection={<IconLogin size={18} aria-hidden="true" />}
                w={{ base: '100%', xs: 'fit-content' }}
              >
                {texts.existing.login}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </StandalonePage>
  );
}
