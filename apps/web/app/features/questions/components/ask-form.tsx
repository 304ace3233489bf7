import { QuestionInputSchema } from '@kampus/contract';
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { askQuestion } from '../questions-api.ts';
import { questionTexts as tx } from '../questions-texts.ts';

/** Asking a question under a lecture: a title and a Markdown body. */
export function AskForm({
  lectureId,
  onAsked,
  onCancel,
}: {
  lectureId: string;
  onAsked: (questionId: string) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = QuestionInputSchema.safeParse({ title, body });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const id = await askQuestion(lectureId, parsed.data);
      onAsked(id);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setErrors(error.fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-labelledby="ask-heading">
        <Stack gap="sm">
          <Title order={3} size="h5" id="ask-heading">
            {tx.askHeading}
          </Title>
          <TextInput
            label={tx.title}
            description={tx.titleHint}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            maxLength={150}
            required
            data-autofocus
          />
          <Textarea
            label={tx.body}
            description={tx.bodyHint}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
            autosize
            minRows={4}
            maxRows={16}
            required
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group gap="xs">
            <Button type="submit" loading={busy}>
              {tx.send}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {tx.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
