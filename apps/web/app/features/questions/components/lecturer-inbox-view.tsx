import type { LecturerQuestionItem, LecturerQuestionStatus, Paged, PickerCourse } from '@kampus/contract';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseQueueFilter } from '../../../components/ui/course-queue-route.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { paths } from '../../../config/paths.ts';
import { questionTexts } from '../questions-texts.ts';
import { AnswerForm } from './answer-form.tsx';
import { MarkdownBody } from './markdown-body.tsx';
import { QuestionMeta } from './question-meta.tsx';

const tx = questionTexts.inbox;

export type InboxFilter = CourseQueueFilter<LecturerQuestionStatus>;

export type LecturerInboxViewProps = {
  page: Paged<LecturerQuestionItem>;
  courses: PickerCourse[];
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  /** After an answer: the list is read again (the question moves below the waiting ones). */
  onAnswered: () => void;
};

/** `/lecturer/questions`: the questions of the lecturer's courses, waiting ones first, with the answer box inline. */
export function LecturerInboxView({ page, courses, filter, onFilter, onAnswered }: LecturerInboxViewProps) {
  const [answering, setAnswering] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{tx.title}</Title>
        <Text c="dimmed" mt={4}>
          {tx.subtitle}
        </Text>
      </div>
      <Group gap="md" wrap="wrap" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="inbox-status">
            {tx.status}
          </Text>
          <SegmentedControl
            aria-labelledby="inbox-status"
            value={filter.status}
            onChange={(value) =>
              onFilter({ ...filter, status: value as LecturerQuestionStatus, pageNumber: 1 })
            }
            data={[
              { value: 'all', label: tx.all },
              { value: 'unanswered', label: tx.unanswered },
            ]}
          />
        </Stack>
        <Select
          label={tx.course}
          data={[
            { value: '', label: tx.allCourses },
            ...courses.map((c) => ({ value: c.id, label: c.name })),
          ]}
          value={filter.courseId ?? ''}
          onChange={(value) => onFilter({ ...filter, courseId: value || undefined, pageNumber: 1 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      {page.items.length === 0 && <Text c="dimmed">{tx.empty}</Text>}
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {page.items.map((q) => (
          <Paper key={q.id} component="li" withBorder p="md" radius="md" aria-labelledby={`q-${q.id}`}>
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Text size="sm" c="dimmed">
                  {q.courseName} · {q.lectureName}
                </Text>
                <Badge variant="filled" autoContrast color={q.isUnanswered ? 'yellow.4' : 'teal.9'}>
                  {q.isUnanswered ? tx.waiting : tx.answered}
                </Badge>
              </Group>
              <Title order={2} size="h4" id={`q-${q.id}`}>
                {q.title}
              </Title>
              <QuestionMeta question={q} />
              <MarkdownBody markdown={q.body} />
              {answering === q.id ? (
                <AnswerForm
                  questionId={q.id}
                  label={tx.answerFor(q.title)}
                  onCancel={() => setAnswering(null)}
                  onAnswered={() => {
                    setAnswering(null);
                    onAnswered();
                  }}
                />
              ) : (
                <Group gap="xs">
                  <Button size="sm" onClick={() => setAnswering(q.id)}>
                    {tx.answer}
                  </Button>
                  <Anchor component={Link} to={paths.courseQuestion(q.courseId, q.lectureId, q.id)} size="sm">
                    <Group gap={4} component="span">
                      {tx.open}
                      <IconExternalLink size={14} aria-hidden="true" />
                    </Group>
                  </Anchor>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Pager
        page={page.currentPage}
        totalPages={page.totalPageCount}
        onChange={(pageNumber) => onFilter({ ...filter, pageNumber })}
        label={tx.title}
      />
    </Stack>
  );
}
