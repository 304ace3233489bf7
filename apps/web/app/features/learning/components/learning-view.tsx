import {
  type CourseProgress,
  type CourseWithContents,
  type LearningLecture,
  learningMessages,
  type QuizAttemptResult,
} from '@kampus/contract';
import { Alert, Anchor, Button, Grid, Group, Paper, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCertificate, IconEye, IconPointer } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  completeLecture,
  fetchCourseWithContents,
  saveLecturePosition,
  submitQuizAttempt,
  uncompleteLecture,
} from '../learning-api.ts';
import { learningTexts, percentText } from '../learning-texts.ts';
import { findLecture, selectedLectureId } from '../lecture-selection.ts';
import { CourseContentPanel } from './course-content-panel.tsx';
import classes from './learning-view.module.css';
import { LecturePane } from './lecture-pane.tsx';
import { ProgressCard } from './progress-card.tsx';

export type LearningViewProps = {
  course: CourseWithContents;
  /** The lecture named in the address (`?lecture=`), if any. */
  requestedLectureId: string | null;
  /** Called when the screen picked the lecture itself, so the address can name it (a reload then keeps it). */
  onLectureChosen: (lectureId: string) => void;
  /** More cards under the progress (the course leaderboard), given the course as it stands now. */
  renderAside?: (course: CourseWithContents) => ReactNode;
  /**
   * The 'Sorular' tab beside the lecture, given by the page (the questions feature): its content for a lecture,
   * and whether it is open when the screen loads (a notification's link names a question).
   */
  questions?: { render: (lectureId: string) => ReactNode; openAtStart: boolean };
  /** An assignment's submission form and grade, given by the page (the assignments feature). */
  renderAssignment?: (lecture: LearningLecture, course: CourseWithContents) => ReactNode;
};

const mapLectures = (
  course: CourseWithContents,
  change: (lecture: LearningLecture) => LearningLecture,
): CourseWithContents => ({
  ...course,
  sections: course.sections.map((section) => ({ ...section, lectures: section.lectures.map(change) })),
});

/**
 * Seed 000 §2 "Learning screen" with the server's data: header with progress, the current lecture (video, HTML
 * page, text or quiz), 'Course Content', the progress card, completion and its undo, previous/next.
 */
export function LearningView({
  course: initialCourse,
  requestedLectureId,
  onLectureChosen,
  renderAside,
  questions,
  renderAssignment,
}: LearningViewProps) {
  const [course, setCourse] = useState(initialCourse);
  const [tab, setTab] = useState(questions?.openAtStart ? 'questions' : 'lecture');
  // A question named later (a notification followed while the screen is open) opens the tab too.
  const questionNamed = questions?.openAtStart ?? false;
  useEffect(() => {
    if (questionNamed) setTab('questions');
  }, [questionNamed]);
  const [busyLectureId, setBusyLectureId] = useState<string | null>(null);
  const positions = useRef(new Map<string, number>());
  const lectureId = selectedLectureId(course, requestedLectureId);
  const current = findLecture(course, lectureId);
  // The first lecture of a visit leaves the page at its top; later ones take the focus.
  const firstLectureId = useRef(lectureId);
  const hasMoved = useRef(false);
  if (lectureId !== firstLectureId.current) hasMoved.current = true;

  useEffect(() => {
    if (lectureId && lectureId !== requestedLectureId) onLectureChosen(lectureId);
  }, [lectureId, requestedLectureId, onLectureChosen]);

  const applyProgress = (progress: CourseProgress, changedId: string, isCompleted: boolean) => {
    const hadCertificate = course.certificateId !== null;
    setCourse((previous) => ({
      ...mapLectures(previous, (lecture) =>
        lecture.id === changedId ? { ...lecture, isCompleted } : lecture,
      ),
      completedLessons: progress.completedLessons,
      totalLessons: progress.totalLessons,
      progressPercent: progress.progressPercent,
      certificateId: progress.certificateId,
      lastActivityAt: new Date().toISOString(),
    }));
    return !hadCertificate && progress.certificateId !== null;
  };

  const setCompleted = async (lecture: LearningLecture, isCompleted: boolean) => {
    setBusyLectureId(lecture.id);
    try {
      const progress = isCompleted ? await completeLecture(lecture.id) : await uncompleteLecture(lecture.id);
      // In the same render as the new state, so the swapped button never shows a spinner.
      setBusyLectureId(null);
      const isNewCertificate = applyProgress(progress, lecture.id, isCompleted);
      notifySuccess(
        isNewCertificate
          ? learningMessages.courseCompleted
          : isCompleted
            ? learningMessages.lectureCompleted
            : learningMessages.lectureUncompleted,
      );
    } catch (error) {
      // The API client has shown the reason.
      if (!isApiError(error)) throw error;
    } finally {
      setBusyLectureId(null);
    }
  };

  const submitQuiz = async (lecture: LearningLecture, answers: number[]): Promise<QuizAttemptResult> => {
    const result = await submitQuizAttempt(lecture.id, answers);
    setCourse((previous) =>
      mapLectures(previous, (l) =>
        l.id === lecture.id && l.quiz ? { ...l, quiz: { ...l.quiz, bestScore: result.bestScore } } : l,
      ),
    );
    if (result.passed && applyProgress(result.progress, lecture.id, true))
      notifySuccess(learningMessages.courseCompleted);
    return result;
  };

  // Signed links expire after about an hour: fetch the course again and take only the fresh links.
  const renewLinks = useCallback(async () => {
    try {
      const fresh = await fetchCourseWithContents(course.id);
      const links = new Map(
        fresh.sections.flatMap((section) => section.lectures.map((l) => [l.id, l.contentPath] as const)),
      );
      setCourse((previous) =>
        mapLectures(previous, (lecture) =>
          links.has(lecture.id) ? { ...lecture, contentPath: links.get(lecture.id) ?? null } : lecture,
        ),
      );
    } catch {
      notifyError(learningTexts.linksRenewFailed);
    }
  }, [course.id]);

  const savePosition = useCallback(
    (id: string) => (seconds: number) => {
      positions.current.set(id, seconds);
      void saveLecturePosition(id, seconds).catch(() => undefined);
    },
    [],
  );

  const isFinished = course.totalLessons > 0 && course.progressPercent >= 100;
  const shareUrl =
    typeof window === 'undefined'
      ? paths.course(course.id)
      : new URL(paths.course(course.id), window.location.origin).toString();

  const lecturePane = current ? (
    <LecturePane
      key={current.lecture.id}
      course={course}
      lecture={current.lecture}
      sectionName={current.section.name}
      isBusy={busyLectureId === current.lecture.id}
      startAt={positions.current.get(current.lecture.id) ?? current.lecture.positionSeconds}
      onSetCompleted={(isCompleted) => setCompleted(current.lecture, isCompleted)}
      onSubmitQuiz={(answers) => submitQuiz(current.lecture, answers)}
      onSavePosition={course.isEnrolled ? savePosition(current.lecture.id) : undefined}
      onRenewLinks={renewLinks}
      renderAssignment={renderAssignment}
      takeFocus={hasMoved.current}
    />
  ) : (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconPointer size={36} stroke={1.5} aria-hidden="true" />
        <Text fw={600}>{learningTexts.selectLesson}</Text>
      </Stack>
    </Paper>
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.myCourses} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Kurslarım
          </Group>
        </Anchor>
        {/* Title and progress share a row on wide screens, so the lecture below starts near the top. */}
        <div className={classes.heading}>
          <Stack gap={0} miw={0}>
            <Title order={1} size="h2" className={classes.title}>
              {course.name}
            </Title>
            {course.description && (
              <Text c="dimmed" size="sm" lineClamp={1} title={course.description}>
                {course.description}
              </Text>
            )}
          </Stack>
          <Stack gap={4} className={classes.progress}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {`${course.completedLessons}/${course.totalLessons} ders tamamlandı`}
              </Text>
              <Text size="sm" fw={700}>
                {percentText(course.progressPercent)}
              </Text>
            </Group>
            <Progress
              value={course.progressPercent}
              size="md"
              aria-label={`Kurs ilerlemesi: ${percentText(course.progressPercent)}`}
              data-testid="course-progress"
            />
          </Stack>
        </div>
      </Stack>

      {!course.isEnrolled && (
        <Alert color="indigo" variant="light" p="xs" icon={<IconEye size={20} aria-hidden="true" />}>
          <Text size="sm">{learningTexts.preview}</Text>
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {questions && current ? (
            // Panels stay mounted, so a video keeps its place while the questions are read.
            // A compact tab row: the lecture, its controls and 'Mark Complete' still fit a laptop's first screen.
            <Tabs
              value={tab}
              onChange={(value) => setTab(value ?? 'lecture')}
              keepMounted
              styles={{ tab: { paddingBlock: 4 } }}
            >
              <Tabs.List>
                <Tabs.Tab value="lecture">{learningTexts.lectureTab}</Tabs.Tab>
                <Tabs.Tab value="questions">{learningTexts.questionsTab}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="lecture" pt={6}>
                {lecturePane}
              </Tabs.Panel>
              <Tabs.Panel value="questions" pt={6}>
                {questions.render(current.lecture.id)}
              </Tabs.Panel>
            </Tabs>
          ) : (
            lecturePane
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {/* Beside the lecture rather than above it: a finished course is often watched again. */}
            {isFinished && (
              <Alert
                color="teal"
                variant="light"
                icon={<IconCertificate size={22} aria-hidden="true" />}
                data-testid="course-finished"
              >
                <Stack gap="xs" align="flex-start">
                  <Text fw={600} c="teal.9">
                    {course.certificateId ? learningMessages.courseCompleted : learningTexts.courseFinished}
                  </Text>
                  {course.certificateId && (
                    <Button component={Link} to={paths.certificates} color="teal.9" size="sm">
                      Sertifikamı gör
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
            <CourseContentPanel course={course} selectedLectureId={lectureId} />
            <ProgressCard
              completedLessons={course.completedLessons}
              totalLessons={course.totalLessons}
              progressPercent={course.progressPercent}
              lastActivityAt={course.lastActivityAt}
              language={course.language}
              shareUrl={shareUrl}
            />
            {renderAside?.(course)}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
