import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { authoringTexts } from '../authoring-texts.ts';
import { emptyQuestion, type QuizDraft, type QuizQuestionDraft } from '../lecture-form-values.ts';

const texts = authoringTexts.quiz;

export type QuizEditorProps = {
  value: QuizDraft;
  onChange: (value: QuizDraft) => void;
  /** Messages by the schema's paths under the content: `content.questions.0.options.2`, `content.questions`. */
  errors: Record<string, string | undefined>;
  disabled?: boolean;
};

/**
 * The quiz editor: questions with exactly four options labelled A–D and one
 * correct answer each. A quiz keeps at least one question, so the only question cannot be removed.
 */
export function QuizEditor({ value, onChange, errors, disabled }: QuizEditorProps) {
  const { questions } = value;
  const update = (index: number, change: Partial<QuizQuestionDraft>) =>
    onChange({ questions: questions.map((q, i) => (i === index ? { ...q, ...change } : q)) });
  const setOption = (index: number, option: number, text: string) => {
    const question = questions[index];
    if (!question) return;
    const options = [...question.options] as QuizQuestionDraft['options'];
    options[option] = text;
    update(index, { options });
  };
  const remove = (index: number) => {
    if (questions.length <= 1) return;
    onChange({ questions: questions.filter((_, i) => i !== index) });
  };
  const listError = errors['content.questions'] ?? errors.content;

  return (
    <Stack gap="md" data-testid="quiz-editor">
      <Group justify="space-between">
        <Text fw={700}>{texts.title}</Text>
        <Text size="sm" c="dimmed">
          {questions.length}
        </Text>
      </Group>
      {listError && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {questions.map((question, index) => {
        const at = (path: string) => errors[`content.questions.${index}${path}`];
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no identity of their own; their place is it.
          <Fieldset key={index} legend={texts.question(number)} p="sm" data-testid="quiz-question">
            <Stack gap="sm">
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <Textarea
                  style={{ flex: 1 }}
                  label={texts.questionText}
                  withAsterisk
                  autosize
                  minRows={2}
                  maxLength={1000}
                  value={question.question}
                  disabled={disabled}
                  onChange={(event) => update(index, { question: event.currentTarget.value })}
                  error={at('.question')}
                />
                <Tooltip label={questions.length <= 1 ? texts.keepOne : texts.removeQuestion(number)}>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="lg"
                    mt={26}
                    aria-label={texts.removeQuestion(number)}
                    disabled={disabled || questions.length <= 1}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {texts.letters.map((letter, option) => (
                  <TextInput
                    key={letter}
                    label={texts.option(letter)}
                    withAsterisk
                    maxLength={500}
                    value={question.options[option]}
                    disabled={disabled}
                    onChange={(event) => setOption(index, option, event.currentTarget.value)}
                    error={at(`.options.${option}`) ?? (option === 0 ? at('.options') : undefined)}
                  />
                ))}
              </SimpleGrid>
              <Radio.Group
                label={texts.correctAnswer}
                withAsterisk
                value={question.correctAnswer === null ? null : String(question.correctAnswer)}
                onChange={(next) => update(index, { correctAnswer: Number(next) })}
                error={at('.correctAnswer')}
              >
                <Group gap="lg" mt={6}>
                  {texts.letters.map((letter, option) => (
                    <Radio key={letter} value={String(option)} label={letter} disabled={disabled} />
                  ))}
                </Group>
              </Radio.Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={disabled}
          onClick={() => onChange({ questions: [...questions, emptyQuestion()] })}
        >
          {texts.addQuestion}
        </Button>
      </Group>
    </Stack>
  );
}
