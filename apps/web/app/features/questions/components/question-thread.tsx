import type { QuestionDetail } from '@kampus/contract';
import { formatLongDate } from '@kampus/contract';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowUp, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { deleteAnswer, deleteQuestion, fetchQuestion, toggleAccept, toggleUpvote } from '../questions-api.ts';
import { questionTexts as tx } from '../questions-texts.ts';
import { AnswerForm } from './answer-form.tsx';
import { ConfirmButton } from './confirm-button.tsx';
import { MarkdownBody } from './markdown-body.tsx';
import { QuestionMeta } from './question-meta.tsx';

/** One question with its answers: upvote, accept, remove, answer (CONTRACT.md §15). */
export function QuestionThread({ questionId, onBack }: { questionId: string; onBack: () => void }) {
  const [question, setQuestion] = useState<QuestionDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setQuestion(await fetchQuestion(questionId, signal));
      } catch (error) {
        if (signal?.aborted) return;
        setFailed(isApiError(error) ? error.message : tx.loadFailed);
      }
    },
    [questionId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {tx.back}
      </Group>
    </Anchor>
  );

  if (failed)
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red">{failed}</Alert>
      </Stack>
    );
  if (!question) return <Loader size="sm" aria-label="Soru yükleniyor" />;

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await load();
    } catch (error) {
      // The API client has shown the reason.
      if (!isApiError(error)) throw error;
    }
  };

  return (
    <Stack gap="md">
      {back}
      <Stack gap="xs">
        <Title order={3} size="h4">
          {question.title}
        </Title>
        <QuestionMeta question={question} />
        <MarkdownBody markdown={question.body} />
        <Group gap="xs">
          {!question.isMine && (
            <Button
              variant={question.isUpvoted ? 'filled' : 'default'}
              size="compact-sm"
              leftSection={<IconArrowUp size={16} aria-hidden="true" />}
              aria-pressed={question.isUpvoted}
              aria-label={tx.upvoteLabel(question.title, question.upvotes, question.isUpvoted)}
              onClick={() => run(() => toggleUpvote(question.id))}
            >
              {question.isUpvoted ? tx.removeUpvote : tx.upvote}
            </Button>
          )}
          {question.canDelete && (
            <ConfirmButton
              label={tx.deleteQuestion}
              question={tx.confirmDeleteQuestion}
              onConfirm={async () => {
                try {
                  await deleteQuestion(question.id);
                  onBack();
                } catch (error) {
                  if (!isApiError(error)) throw error;
                }
              }}
            />
          )}
        </Group>
      </Stack>

      <Title order={4} size="h5">
        {tx.answers(question.answers.length)}
      </Title>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {question.answers.map((answer) => (
          <Paper
            key={answer.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            style={answer.isAccepted ? { borderColor: 'var(--mantine-color-teal-6)' } : undefined}
          >
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {answer.author.displayName}
                </Text>
                {answer.author.isLecturer && (
                  <Badge variant="filled" autoContrast color="indigo.8">
                    {tx.lecturer}
                  </Badge>
                )}
                {answer.isAccepted && (
                  <Badge
                    variant="light"
                    color="teal"
                    leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
                  >
                    {tx.accepted}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {formatLongDate(answer.createdAt)}
                </Text>
              </Group>
              <MarkdownBody markdown={answer.body} />
              {(question.canAccept || answer.canDelete) && (
                <Group gap="xs">
                  {question.canAccept && (
                    <Button
                      variant="subtle"
                      color="teal"
                      c="teal.9"
                      size="compact-sm"
                      onClick={() => run(() => toggleAccept(answer.id))}
                    >
                      {answer.isAccepted ? tx.unaccept : tx.accept}
                    </Button>
                  )}
                  {answer.canDelete && (
                    <ConfirmButton
                      label={tx.deleteAnswer}
                      question={tx.confirmDeleteAnswer}
                      onConfirm={() => run(() => deleteAnswer(answer.id))}
                    />
                  )}
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <AnswerForm questionId={question.id} onAnswered={() => void load()} />
    </Stack>
  );
}
