import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { hasCode, isApiError } from '../../../lib/api-client.ts';
import { familyTexts } from '../family-texts.ts';
import { type InviteValues, inviteRules } from '../validation.ts';

const texts = familyTexts.settings.invite;

export type InviteFormProps = {
  /** Sends the invitation; the API client shows the success notice or the server's refusal. */
  onInvite: (values: InviteValues) => Promise<unknown>;
};

/** 'Veli davet et': one address, checked when it loses focus; emptied once the mail is on its way. */
export function InviteForm({ onInvite }: InviteFormProps) {
  const [isSending, setSending] = useState(false);
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: inviteRules,
    validateInputOnBlur: true,
  });

  const send = async (values: InviteValues) => {
    setSending(true);
    try {
      await onInvite({ email: values.email.trim() });
      form.reset();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The refusals about the address itself also stand under the field, beside the API client's notice.
      if (error.fields?.email) form.setFieldError('email', error.fields.email);
      else if (hasCode(error, 'INVITATION_OWN_EMAIL')) form.setFieldError('email', error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form noValidate aria-busy={isSending} onSubmit={form.onSubmit((values) => void send(values))}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {texts.title}
          </Title>
          <TextInput
            label={texts.email}
            type="email"
            autoComplete="off"
            withAsterisk
            maw={480}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Group>
            <Button
              type="submit"
              disabled={isSending}
              leftSection={<IconMailForward size={18} aria-hidden="true" />}
              miw={160}
            >
              {isSending ? texts.submitting : texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
