import {
  type LearnerQuiz,
  learningMessages,
  type QuizAttemptResult,
  type QuizQuestionResult,
} from '@kampus/contract';
import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { percentText } from '../learning-texts.ts';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

export type QuizLectureProps = {
  quiz: LearnerQuiz;
  /** The learner passed this quiz before. */
  isCompleted: boolean;
  /** Only enrolled learners' answers are graded (a lecturer or an admin previewing the course is not). */
  canSubmit: boolean;
  /** Sends the answers (one option index per question) and resolves with the server's grade. */
  onSubmit: (answers: number[]) => Promise<QuizAttemptResult>;
};

/**
 * A quiz lecture: every question with its four options A–D as a radio group. The server grades the answers
 * (the page never has the correct ones before a pass); the result shows the score, the correct count, whether the
 * pass mark was reached and, per question, whether it was right (with the right answer once the learner has
 * passed), and the learner may try again. Passing completes the lecture.
 */
export function QuizLecture({ quiz, isCompleted, canSubmit, onSubmit }: QuizLectureProps) {
  const formId = useId();
  const [answers, setAnswers] = useState<Array<number | null>>(() => quiz.questions.map(() => null));
  const [showMissing, setShowMissing] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (quiz.questions.length === 0) return <Text c="dimmed">{learningMessages.quizWithoutQuestions}</Text>;

  const missing = answers.filter((answer) => answer === null).length;
  const bestScore = result?.bestScore ?? quiz.bestScore;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing > 0) {
      setShowMissing(true);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      setResult(await onSubmit(answers.map((answer) => answer ?? 0)));
    } catch (error) {
      // The client has already raised the notice; the form says it too, next to the button.
      setFailure(isApiError(error) ? (error.errorMessage ?? error.message) : 'Cevaplar gönderilemedi.');
    } finally {
      setSubmitting(false);
    }
  };

  const retry = () => {
    setAnswers(quiz.questions.map(() => null));
    setResult(null);
    setShowMissing(false);
    setFailure(null);
  };

  return (
    <Stack gap="md" data-testid="quiz-lecture">
      <Group gap="lg">
        <Text size="sm">{`${quiz.questions.length} soru`}</Text>
        <Text size="sm">{`Geçme notu: ${percentText(quiz.passPercent)}`}</Text>
        {bestScore !== null && <Text size="sm">{`En iyi puanın: ${percentText(bestScore)}`}</Text>}
      </Group>
      {isCompleted && !result && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden="true" />}>
          <Text size="sm" c="teal.9">
            Bu quizi geçtin. İstersen yeniden çözebilirsin.
          </Text>
        </Alert>
      )}

      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="md">
          {quiz.questions.map((question, index) => {
            const answer = answers[index] ?? null;
            const graded = result?.questions[index];
            return (
              <Paper
                // A quiz's questions keep their order while it is shown; the position is the question's identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                withBorder
                radius="md"
                p="md"
                data-testid="quiz-question"
                data-correct={graded ? String(graded.isCorrect) : undefined}
                style={
                  graded
                    ? { borderColor: `var(--mantine-color-${graded.isCorrect ? 'teal' : 'red'}-6)` }
                    : undefined
                }
              >
                <Radio.Group
                  name={`${formId}-question-${index}`}
                  label={`${index + 1}. ${question.question}`}
                  value={answer === null ? null : String(answer)}
                  onChange={(value) =>
                    setAnswers((current) => current.map((a, i) => (i === index ? Number(value) : a)))
                  }
                  error={showMissing && answer === null ? 'Bu soruyu cevaplayın.' : undefined}
                  styles={{ label: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } }}
                >
                  <Stack gap="xs">
                    {question.options.map((option, optionIndex) => (
                      <Radio
                        // biome-ignore lint/suspicious/noArrayIndexKey: the option's position is its answer index
                        key={optionIndex}
                        value={String(optionIndex)}
                        label={`${OPTION_LETTERS[optionIndex] ?? optionIndex + 1}) ${option}`}
                        disabled={result !== null || isSubmitting}
                        // The answers stay readable once graded: Mantine's disabled grey is too faint for that.
                        styles={result ? { label: { color: 'var(--mantine-color-text)' } } : undefined}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                {graded && <QuestionVerdict graded={graded} options={question.options} />}
              </Paper>
            );
          })}
        </Stack>
      </form>

      {result ? (
        <QuizResult result={result} onRetry={retry} />
      ) : (
        <Stack gap="xs">
          {showMissing && missing > 0 && (
            <Text c="red.8" size="sm" role="alert">
              {`Lütfen tüm soruları cevaplayın (${missing} soru boş).`}
            </Text>
          )}
          {failure && (
            <Text c="red.8" size="sm" role="alert">
              {failure}
            </Text>
          )}
          {!canSubmit && (
            <Text size="sm" c="dimmed">
              Önizleme: quiz cevapları yalnızca kursa kayıtlı öğrenciler için değerlendirilir.
            </Text>
          )}
          <Group>
            <Button type="submit" form={formId} loading={isSubmitting} disabled={!canSubmit}>
              Cevapları Gönder
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function QuizResult({ result, onRetry }: { result: QuizAttemptResult; onRetry: () => void }) {
  const Icon = result.passed ? IconCircleCheck : IconCircleX;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="status"
      data-testid="quiz-result"
      bg={result.passed ? 'teal.0' : 'red.0'}
      style={{ borderColor: `var(--mantine-color-${result.passed ? 'teal' : 'red'}-4)` }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Icon
            size={24}
            color={`var(--mantine-color-${result.passed ? 'teal' : 'red'}-9)`}
            aria-hidden="true"
          />
          <Text fw={700} size="lg" c={result.passed ? 'teal.9' : 'red.9'}>
            {result.passed ? learningMessages.quizPassed : 'Quizi geçemedin.'}
          </Text>
        </Group>
        <Text>{`Puanın: ${percentText(result.score)} • ${result.correctCount}/${result.questionCount} doğru`}</Text>
        {!result.passed && <Text size="sm">{learningMessages.quizFailed(result.passPercent)}</Text>}
        {result.questions.some((q) => q.correctAnswer === null) && (
          <Text size="sm">Doğru cevaplar quizi geçtiğinde gösterilir.</Text>
        )}
        <Group>
          <Button
            variant={result.passed ? 'default' : 'filled'}
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={onRetry}
          >
            Tekrar Dene
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const optionText = (options: string[], index: number) =>
  `${OPTION_LETTERS[index] ?? index + 1}) ${options[index] ?? ''}`;

/** Under a graded question: right or wrong, and the right option once the server has sent it (after a pass). */
function QuestionVerdict({ graded, options }: { graded: QuizQuestionResult; options: string[] }) {
  const Icon = graded.isCorrect ? IconCircleCheck : IconCircleX;
  const color = graded.isCorrect ? 'teal.9' : 'red.9';
  return (
    <Stack gap={2} mt="sm" data-testid="quiz-question-verdict">
      <Group gap={6} wrap="nowrap">
        <Icon
          size={18}
          color={`var(--mantine-color-${graded.isCorrect ? 'teal' : 'red'}-9)`}
          aria-hidden="true"
        />
        <Text size="sm" fw={700} c={color}>
          {graded.isCorrect ? 'Doğru' : 'Yanlış'}
        </Text>
      </Group>
      {!graded.isCorrect && graded.correctAnswer !== null && (
        <Text size="sm">{`Doğru cevap: ${optionText(options, graded.correctAnswer)}`}</Text>
      )}
    </Stack>
  );
}
