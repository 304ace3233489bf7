import { assignmentMessages, formatDate, type MySubmission, SubmissionFieldsSchema } from '@kampus/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/forms.ts';
import { fetchMySubmission, sendSubmission } from '../assignments-api.ts';
import { assignmentTexts } from '../assignments-texts.ts';
import { SubmissionFileField } from './submission-file-field.tsx';

const tx = assignmentTexts.submission;

export type AssignmentSubmissionProps = {
  lectureId: string;
  maxScore: number;
  /** Only the course's enrolled learners hand work in; the lecturer previewing sees a note instead. */
  canSubmit: boolean;
};

type Errors = Partial<Record<'text' | 'link' | 'file', string>>;

/**
 * Under an assignment's instructions: the learner's submission form (text, link, a file), their last submission,
 * and once graded its score and the lecturer's feedback (the form is gone then: a grade is final for the learner).
 */
export function AssignmentSubmission({ lectureId, maxScore, canSubmit }: AssignmentSubmissionProps) {
  const [mine, setMine] = useState<MySubmission | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoadFailed(false);
      fetchMySubmission(lectureId, signal)
        .then(setMine)
        .catch((error) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) setLoadFailed(true);
        });
    },
    [lectureId],
  );
  useEffect(() => {
    if (!canSubmit) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [canSubmit, load]);

  if (!canSubmit)
    return (
      <Text size="sm" c="dimmed">
        {tx.notLearner}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="md" data-testid="assignment-submission">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {tx.title}
          </Title>
          <Text size="sm" c="dimmed">
            {tx.maxScore(maxScore)}
          </Text>
        </Group>
        {loadFailed ? (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{tx.loadFailed}</Text>
              <Button size="xs" variant="default" onClick={() => load()}>
                {tx.retry}
              </Button>
            </Group>
          </Alert>
        ) : mine === undefined ? (
          <Stack gap="xs" aria-busy="true" aria-label={tx.loading}>
            <Skeleton height={18} width="60%" />
            <Skeleton height={80} />
          </Stack>
        ) : (
          <>
            {mine?.gradedAt ? <GradeCard mine={mine} /> : null}
            {mine && <SubmittedCard mine={mine} />}
            {!mine?.gradedAt && (
              <SubmissionForm lectureId={lectureId} previous={mine} onSent={() => load()} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function GradeCard({ mine }: { mine: MySubmission }) {
  return (
    <Stack gap={6} data-testid="assignment-grade">
      <Group gap="xs">
        <Badge variant="filled" color={mine.passed ? 'teal.9' : 'orange.9'}>
          {tx.graded}
        </Badge>
        <Text fw={700} data-testid="assignment-score">
          {tx.score(mine.score ?? 0, mine.maxScore)}
        </Text>
        <Text size="sm" c={mine.passed ? 'teal.9' : 'orange.9'}>
          {mine.passed ? tx.passed : tx.notPassed}
        </Text>
      </Group>
      <Text size="sm" fw={600}>
        {tx.feedback}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="assignment-feedback">
        {mine.feedback ?? tx.noFeedback}
      </Text>
    </Stack>
  );
}

function SubmittedCard({ mine }: { mine: MySubmission }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {tx.yourSubmission}
      </Text>
      <Text size="xs" c="dimmed">
        {tx.submittedAt(formatDate(mine.submittedAt))}
        {!mine.gradedAt && ` · ${tx.waiting}`}
      </Text>
      {mine.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mine.text}
        </Text>
      )}
      {mine.link && (
        <Anchor
          href={mine.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {mine.link}
        </Anchor>
      )}
      {mine.filePath && mine.fileName && (
        <Anchor href={mine.filePath} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span">
            {tx.openFile(mine.fileName)}
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

function SubmissionForm({
  lectureId,
  previous,
  onSent,
}: {
  lectureId: string;
  previous: MySubmission | null;
  onSent: () => void;
}) {
  const [text, setText] = useState(previous?.text ?? '');
  const [link, setLink] = useState(previous?.link ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [percent, setPercent] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = SubmissionFieldsSchema.safeParse({ text, link });
    const found: Errors = parsed.success ? {} : (fieldErrorsOf(parsed.error) as Errors);
    if (parsed.success && !parsed.data.text && !parsed.data.link && !file)
      found.text = assignmentMessages.empty;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    if (text.trim()) body.append('text', text.trim());
    if (link.trim()) body.append('link', link.trim());
    if (file) body.append('file', file, file.name);
    setPercent(0);
    try {
      await sendSubmission(lectureId, body, setPercent, previous !== null);
      setFile(null);
      onSent();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0)
        setErrors(error.fields as Errors);
      else setFormError(isApiError(error) ? (error.errorMessage ?? error.message) : tx.failed);
    } finally {
      setPercent(null);
    }
  };

  const isBusy = percent !== null;
  return (
    <form noValidate onSubmit={submit} aria-busy={isBusy} data-testid="submission-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {tx.intro}
        </Text>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Textarea
          label={tx.text}
          placeholder={tx.textPlaceholder}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={20_000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.text}
          disabled={isBusy}
        />
        <TextInput
          label={tx.link}
          description={tx.linkHint}
          placeholder={tx.linkPlaceholder}
          type="url"
          inputMode="url"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          error={errors.link}
          disabled={isBusy}
        />
        <SubmissionFileField
          file={file}
          onChange={(next) => {
            setFile(next);
            setErrors((e) => ({ ...e, file: undefined }));
          }}
          error={errors.file}
          onError={(message) => setErrors((e) => ({ ...e, file: message }))}
          disabled={isBusy}
        />
        {isBusy && <Progress value={percent ?? 0} aria-label={tx.sending} size="sm" />}
        <Group justify="flex-end">
          <Button type="submit" loading={isBusy}>
            {previous ? tx.resubmit : tx.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
