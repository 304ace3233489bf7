import type { Paged, PickerCourse, SubmissionItem, SubmissionStatus } from '@kampus/contract';
import { formatDate } from '@kampus/contract';
import { Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CourseQueueFilter } from '../../../components/ui/course-queue-route.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { assignmentTexts } from '../assignments-texts.ts';
import { GradingPanel } from './grading-panel.tsx';

const tx = assignmentTexts.queue;

export type QueueFilter = CourseQueueFilter<SubmissionStatus>;

export type SubmissionsQueueViewProps = {
  page: Paged<SubmissionItem>;
  courses: PickerCourse[];
  filter: QueueFilter;
  onFilter: (filter: QueueFilter) => void;
  /** After a grade: the list is read again (the submission moves below the waiting ones). */
  onGraded: () => void;
};

/** `/lecturer/submissions`: submissions to the lecturer's assignments, ungraded first, graded inline. */
export function SubmissionsQueueView({
  page,
  courses,
  filter,
  onFilter,
  onGraded,
}: SubmissionsQueueViewProps) {
  const [open, setOpen] = useState<string | null>(null);
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
          <Text size="sm" fw={500} id="queue-status">
            {tx.status}
          </Text>
          <SegmentedControl
            aria-labelledby="queue-status"
            value={filter.status}
            onChange={(value) => onFilter({ ...filter, status: value as SubmissionStatus, pageNumber: 1 })}
            data={[
              { value: 'all', label: tx.all },
              { value: 'ungraded', label: tx.ungraded },
              { value: 'graded', label: tx.gradedOnly },
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
      <Stack
        gap="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={tx.listLabel}
      >
        {page.items.map((s) => (
          <Paper
            key={s.id}
            component="li"
            withBorder
            p="md"
            radius="md"
            aria-labelledby={`s-${s.id}`}
            data-testid="submission-item"
          >
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.courseName} · {s.lectureName}
                </Text>
                <Badge variant="filled" autoContrast color={s.gradedAt ? 'teal.9' : 'yellow.4'}>
                  {s.gradedAt && s.score !== null ? tx.graded(s.score, s.maxScore) : tx.waiting}
                </Badge>
              </Group>
              <Title order={2} size="h4" id={`s-${s.id}`}>
                {s.student.displayName}
              </Title>
              <Text size="xs" c="dimmed">
                {tx.submittedAt(formatDate(s.submittedAt))}
                {s.fileName ? ` · ${s.fileName}` : ''}
              </Text>
              {open === s.id ? (
                <GradingPanel
                  submissionId={s.id}
                  onClose={() => setOpen(null)}
                  onGraded={() => {
                    setOpen(null);
                    onGraded();
                  }}
                />
              ) : (
                <Group gap="xs">
                  <Button size="sm" variant={s.gradedAt ? 'default' : 'filled'} onClick={() => setOpen(s.id)}>
                    {s.gradedAt ? tx.regrade : tx.grade}
                    <span
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >
                      {`: ${s.student.displayName}, ${s.lectureName}`}
                    </span>
                  </Button>
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
