import type { QuestionItem } from '@kampus/contract';
import { formatLongDate } from '@kampus/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconSchool } from '@tabler/icons-react';
import { questionTexts as tx } from '../questions-texts.ts';

/** Who asked and when, the counts and the marks of a question, as one wrapped line. */
export function QuestionMeta({ question }: { question: QuestionItem }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {tx.by(question.author.displayName, formatLongDate(question.createdAt))}
      </Text>
      <Text size="sm" c="dimmed">
        · {tx.answers(question.answerCount)} · {tx.upvotes(question.upvotes)}
      </Text>
      {question.hasLecturerAnswer && (
        <Badge
          variant="filled"
          autoContrast
          color="indigo.8"
          leftSection={<IconSchool size={14} aria-hidden="true" />}
        >
          {tx.lecturerAnswered}
        </Badge>
      )}
      {question.hasAcceptedAnswer && (
        <Badge
          variant="filled"
          autoContrast
          color="teal.9"
          leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
        >
          {tx.solved}
        </Badge>
      )}
    </Group>
  );
}
