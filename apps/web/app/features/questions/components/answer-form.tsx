import { AnswerInputSchema } from '@kampus/contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { answerQuestion } from '../questions-api.ts';
import { questionTexts as tx } from '../questions-texts.ts';

/** The answer box of a question, on the learning screen and inline in the lecturer's inbox. */
export function AnswerForm({
  questionId,
  label = tx.answerLabel,
  onAnswered,
  onCancel,
}: {
  questionId: string;
  label?: string;
  onAnswered: () => void;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = AnswerInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    try {
      await answerQuestion(questionId, parsed.data.body);
      setBody('');
      setError(null);
      onAnswered();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      setError(caught.fields?.body ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          description={tx.bodyHint}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={error}
          autosize
          minRows={3}
          maxRows={14}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group gap="xs">
          <Button type="submit" loading={busy}>
            {tx.answerSend}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {tx.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
