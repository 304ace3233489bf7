import { assignmentMessages, type SubmissionDetail } from '@kampus/contract';
import { Alert, Anchor, Button, Group, NumberInput, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchSubmission, gradeSubmission } from '../assignments-api.ts';
import { assignmentTexts } from '../assignments-texts.ts';

const tx = assignmentTexts.queue;

/** Kinds a browser shows itself: those open in a new tab, others download. */
const opensInBrowser = (fileType: string | null) =>
  fileType !== null && /^(application\/pdf|image\/|text\/plain)/.test(fileType);

/** One submission opened in the queue: the work (text, link, the file) and the score and feedback form. */
export function GradingPanel({
  submissionId,
  onClose,
  onGraded,
}: {
  submissionId: string;
  onClose: () => void;
  onGraded: () => void;
}) {
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [score, setScore] = useState<number | string>('');
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<{ score?: string; feedback?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchSubmission(submissionId, controller.signal)
      .then((d) => {
        setDetail(d);
        setScore(d.score ?? '');
        setFeedback(d.feedback ?? '');
      })
      .catch((error) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      });
    return () => controller.abort();
  }, [submissionId]);

  if (failed)
    return (
      <Alert color="red" variant="light" role="alert">
        {tx.detailFailed}
      </Alert>
    );
  if (!detail)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={tx.detailLoading}>
        <Skeleton height={16} width="50%" />
        <Skeleton height={60} />
      </Stack>
    );

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const value = typeof score === 'number' ? score : Number.NaN;
    if (!Number.isInteger(value) || value < 0 || value > detail.maxScore) {
      setErrors({ score: score === '' ? tx.scoreRequired : assignmentMessages.score(detail.maxScore) });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await gradeSubmission(detail.id, { score: value, feedback: feedback.trim() });
      onGraded();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setFormError(isApiError(error) ? (error.errorMessage ?? error.message) : tx.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const hasWork = detail.text || detail.link || detail.filePath;
  return (
    <Stack gap="sm" data-testid="grading-panel">
      <details>
        <summary style={{ cursor: 'pointer' }}>
          <Text span size="sm" fw={600}>
            {tx.instructions}
          </Text>
        </summary>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {detail.instructions}
        </Text>
      </details>
      {!hasWork && <Text size="sm">{tx.nothing}</Text>}
      {detail.text && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {tx.text}
          </Text>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="submission-text"
          >
            {detail.text}
          </Text>
        </Stack>
      )}
      {detail.link && (
        <Text size="sm">
          {tx.link}:{' '}
          <Anchor
            href={detail.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            style={{ overflowWrap: 'anywhere' }}
          >
            {detail.link}
          </Anchor>
        </Text>
      )}
      {detail.filePath && detail.fileName && (
        <Text size="sm">
          {tx.file}:{' '}
          <Anchor href={detail.filePath} target="_blank" rel="noopener" data-testid="submission-file-link">
            <Group gap={4} component="span">
              {opensInBrowser(detail.fileType)
                ? tx.openFile(detail.fileName)
                : tx.downloadFile(detail.fileName)}
              <IconExternalLink size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        </Text>
      )}
      <form noValidate onSubmit={save}>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <NumberInput
            label={tx.score(detail.maxScore)}
            description={tx.passHint(detail.maxScore)}
            withAsterisk
            min={0}
            max={detail.maxScore}
            // A score above the highest is said, not silently lowered to it.
            clampBehavior="none"
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={score}
            onChange={(value) => {
              setScore(value);
              setErrors((e) => ({ ...e, score: undefined }));
            }}
            error={errors.score}
            w={{ base: '100%', xs: 220 }}
          />
          <Textarea
            label={tx.feedback}
            placeholder={tx.feedbackPlaceholder}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            value={feedback}
            onChange={(e) => setFeedback(e.currentTarget.value)}
            error={errors.feedback}
          />
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {tx.close}
            </Button>
            <Button type="submit" loading={isSaving}>
              {tx.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
