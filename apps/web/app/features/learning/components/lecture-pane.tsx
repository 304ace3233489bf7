import {
  type CourseWithContents,
  durationText,
  type LearningLecture,
  LectureContentType,
  labelOf,
  lectureContentTypeLabels,
  type QuizAttemptResult,
} from '@kampus/contract';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconMaximize,
  IconMinimize,
  IconRotate,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { learningTexts } from '../learning-texts.ts';
import { neighboursOf } from '../lecture-selection.ts';
import classes from './learning-view.module.css';
import { LectureContent } from './lecture-content.tsx';
import { LectureResources } from './lecture-resources.tsx';
import { AUTO_NEXT_SECONDS, NextLectureCountdown } from './next-lecture-countdown.tsx';

export type LecturePaneProps = {
  course: CourseWithContents;
  lecture: LearningLecture;
  sectionName: string;
  isBusy: boolean;
  startAt: number;
  onSetCompleted: (isCompleted: boolean) => void;
  onSubmitQuiz: (answers: number[]) => Promise<QuizAttemptResult>;
  onSavePosition: ((seconds: number) => void) | undefined;
  onRenewLinks: () => void;
  renderAssignment?: ((lecture: LearningLecture, course: CourseWithContents) => ReactNode) | undefined;
  /** Move the focus to the lecture's title: true once the learner has moved on from the first lecture shown. */
  takeFocus: boolean;
};

/**
 * The current lecture with its header, content, completion and the way to the neighbouring lectures. A video
 * watched to 90 % (or its end) completes the lecture, and its end opens the next lecture after a short countdown
 * the learner may cancel.
 */
export function LecturePane({
  course,
  lecture,
  sectionName,
  isBusy,
  startAt,
  onSetCompleted,
  onSubmitQuiz,
  onSavePosition,
  onRenewLinks,
  renderAssignment,
  takeFocus,
}: LecturePaneProps) {
  const fullscreen = useFullscreenElement<HTMLDivElement>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { previous, next } = neighboursOf(course, lecture.id);
  const isQuiz = lecture.lectureContentType === LectureContentType.Quiz;
  const isAssignment = lecture.lectureContentType === LectureContentType.Assignment;
  const [isCountingDown, setCountingDown] = useState(false);
  // The one polite announcement of the countdown (a region that exists before its text changes is read reliably).
  const [announcement, setAnnouncement] = useState('');

  // A newly chosen lecture takes the focus (and the view), so keyboard and screen reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the pane opens
  useEffect(() => {
    if (takeFocus) titleRef.current?.focus();
  }, []);

  const completeWatched = () => {
    if (course.isEnrolled && !lecture.isCompleted && !isBusy) onSetCompleted(true);
  };
  const startCountdown = () => {
    if (!next) return;
    setCountingDown(true);
    setAnnouncement(
      `Video bitti. Sıradaki ders ${AUTO_NEXT_SECONDS} saniye içinde başlıyor: ${next.lecture.name}.`,
    );
  };
  const cancelCountdown = () => {
    if (!isCountingDown) return;
    setCountingDown(false);
    setAnnouncement('Sıradaki derse geçiş iptal edildi.');
  };
  const goNext = () => {
    if (next) void navigate(paths.courseLecture(course.id, next.lecture.id), { preventScrollReset: true });
  };

  return (
    <Paper
      ref={fullscreen.ref}
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'sm' }}
      component="section"
      aria-labelledby={`lecture-title-${lecture.id}`}
      style={fullscreen.fullscreen ? { overflowY: 'auto', height: '100%', borderRadius: 0 } : undefined}
      data-testid="lecture-pane"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {sectionName}
              </Text>
              <Badge variant="light" color="indigo" size="sm">
                {labelOf(
                  lectureContentTypeLabels,
                  lecture.lectureContentType,
                  `Tür ${lecture.lectureContentType}`,
                )}
              </Badge>
              <Text size="sm" c="dimmed">
                {durationText(lecture.durationMinute)}
              </Text>
              {lecture.isCompleted && (
                <Badge
                  variant="filled"
                  color="teal.9"
                  size="sm"
                  leftSection={<IconCheck size={12} aria-hidden="true" />}
                >
                  Tamamlandı
                </Badge>
              )}
            </Group>
            <Title
              order={2}
              size="h4"
              id={`lecture-title-${lecture.id}`}
              ref={titleRef}
              tabIndex={-1}
              style={{ outline: 'none' }}
            >
              {lecture.name}
            </Title>
          </Stack>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => void fullscreen.toggle().catch(() => undefined)}
            aria-label={fullscreen.fullscreen ? 'Tam ekrandan çık' : 'Ders alanını tam ekran yap'}
            title={fullscreen.fullscreen ? 'Tam ekrandan çık' : 'Ders alanını tam ekran yap'}
          >
            {fullscreen.fullscreen ? (
              <IconMinimize size={18} aria-hidden="true" />
            ) : (
              <IconMaximize size={18} aria-hidden="true" />
            )}
          </ActionIcon>
        </Group>

        <LectureContent
          course={course}
          lecture={lecture}
          startAt={startAt}
          onSubmitQuiz={onSubmitQuiz}
          onSavePosition={onSavePosition}
          onRenewLinks={onRenewLinks}
          renderAssignment={renderAssignment}
          onVideoWatched={completeWatched}
          onVideoEnded={startCountdown}
          onVideoPlay={cancelCountdown}
        />
        <LectureResources resources={lecture.resources ?? []} />
        <VisuallyHidden role="status" aria-live="polite" data-testid="lecture-announcement">
          {announcement}
        </VisuallyHidden>
        {isCountingDown && next && (
          <NextLectureCountdown nextName={next.lecture.name} onGo={goNext} onCancel={cancelCountdown} />
        )}

        <div className={classes.actions}>
          {course.isEnrolled && (
            <div className={classes.complete}>
              {isQuiz || isAssignment ? (
                // A quiz completes by passing it, an assignment by a passing grade; neither is taken back by a button.
                !lecture.isCompleted && (
                  <Text size="sm" c="dimmed" ta="center">
                    {isQuiz
                      ? 'Quizi geçtiğinde bu ders tamamlanır.'
                      : 'Eğitmen ödevini en az yarım puanla notlandırdığında bu ders tamamlanır.'}
                  </Text>
                )
              ) : lecture.isCompleted ? (
                <Button
                  variant="subtle"
                  color="gray.8"
                  leftSection={<IconRotate size={16} aria-hidden="true" />}
                  loading={isBusy}
                  onClick={() => onSetCompleted(false)}
                >
                  {learningTexts.markIncomplete}
                </Button>
              ) : (
                <Button
                  color="teal.9"
                  leftSection={<IconCheck size={16} aria-hidden="true" />}
                  loading={isBusy}
                  onClick={() => onSetCompleted(true)}
                >
                  {learningTexts.markComplete}
                </Button>
              )}
            </div>
          )}
          {previous && (
            <Button
              component={Link}
              to={paths.courseLecture(course.id, previous.lecture.id)}
              preventScrollReset
              variant="default"
              className={classes.previous}
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              aria-label={`Önceki ders: ${previous.lecture.name}`}
            >
              Önceki ders
            </Button>
          )}
          {next && (
            <Button
              component={Link}
              to={paths.courseLecture(course.id, next.lecture.id)}
              preventScrollReset
              variant="default"
              className={classes.next}
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
              aria-label={`Sonraki ders: ${next.lecture.name}`}
            >
              Sonraki ders
            </Button>
          )}
        </div>
        {lecture.description && lecture.lectureContentType !== LectureContentType.Text && (
          <Text size="sm">{lecture.description}</Text>
        )}
      </Stack>
    </Paper>
  );
}
