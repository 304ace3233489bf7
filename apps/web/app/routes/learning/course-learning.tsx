import type { CourseWithContents } from '@kampus/contract';
import { Suspense, useCallback, useEffect } from 'react';
import {
  Await,
  data,
  type ShouldRevalidateFunctionArgs,
  useAsyncError,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { paths } from '../../config/paths.ts';
import { AssignmentSubmission } from '../../features/assignments/components/assignment-submission.tsx';
import { NextSession } from '../../features/classes/components/next-session.tsx';
import { LearningSkeleton } from '../../features/learning/components/learning-skeleton.tsx';
import { LearningView } from '../../features/learning/components/learning-view.tsx';
import { fetchCourseWithContents } from '../../features/learning/learning-api.ts';
import { learningTexts } from '../../features/learning/learning-texts.ts';
import { CourseLeaderboard } from '../../features/points/components/course-leaderboard.tsx';
import { LectureQuestions } from '../../features/questions/components/lecture-questions.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { notifyWarning } from '../../lib/notify.ts';
import type { Route } from './+types/course-learning';

export const meta: Route.MetaFunction = () => [{ title: 'Kurs İçeriği | Kampüs' }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The course may not be learned here by this user: they go to its page, which says how to get it. */
class NoLearningAccess extends Error {
  readonly notice: string;
  constructor(notice: string) {
    super(notice);
    this.name = 'NoLearningAccess';
    this.notice = notice;
  }
}

/**
 * Only enrolled learners, the course's lecturer and admins get every lecture (`hasFullAccess`); anyone else, and a
 * course the server does not show (403/404), is sent to the course page with a notice.
 */
const loadLearningCourse = async (courseId: string, signal: AbortSignal): Promise<CourseWithContents> => {
  try {
    const course = await fetchCourseWithContents(courseId, signal);
    if (!course.hasFullAccess) throw new NoLearningAccess(learningTexts.notEnrolled);
    return course;
  } catch (error) {
    if (isApiError(error) && error.status === 403) throw new NoLearningAccess(learningTexts.notEnrolled);
    if (isApiError(error) && error.status === 404) throw new NoLearningAccess(learningTexts.courseNotFound);
    throw error;
  }
};

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => {
  const { courseId } = params;
  if (!courseId) throw new Error('Course ID is required');
  if (!UUID.test(courseId)) throw data(null, { status: 404 });
  return { courseId, course: loadLearningCourse(courseId, request.signal) };
};

/**
 * Choosing a lecture changes only `?lecture=`: the course is already on the screen (with the progress made
 * since it loaded), so that does not load it again.
 */
export const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return false;
  return defaultShouldRevalidate;
};

export default function CourseLearningPage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedLectureId = searchParams.get('lecture');
  const questionId = searchParams.get('question');

  // The screen's own choice (first lecture not completed) goes into the address, so a reload keeps it.
  const onLectureChosen = useCallback(
    (lectureId: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('lecture', lectureId);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // The question open in the 'Sorular' tab is in the address too, so a notification's link opens it.
  const onOpenQuestion = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id && UUID.test(id)) next.set('question', id);
          else next.delete('question');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  return (
    <Suspense key={loaderData.courseId} fallback={<LearningSkeleton />}>
      <Await resolve={loaderData.course} errorElement={<LearningLoadFailed courseId={loaderData.courseId} />}>
        {(course) => (
          <LearningView
            key={course.id}
            course={course}
            requestedLectureId={requestedLectureId}
            onLectureChosen={onLectureChosen}
            renderAside={leaderboardOf}
            renderAssignment={(lecture, current) => (
              <AssignmentSubmission
                key={lecture.id}
                lectureId={lecture.id}
                maxScore={lecture.maxScore ?? 100}
                canSubmit={current.isEnrolled}
              />
            )}
            questions={{
              openAtStart: questionId !== null,
              render: (lectureId) => (
                <LectureQuestions
                  key={lectureId}
                  lectureId={lectureId}
                  questionId={questionId && UUID.test(questionId) ? questionId : null}
                  onOpenQuestion={onOpenQuestion}
                />
              ),
            }}
          />
        )}
      </Await>
    </Suspense>
  );
}

/**
 * An enrolled learner sees the next class session (place or 'Derse Katıl') and the course's leaderboard under the
 * progress, the leaderboard read again after each completion.
 */
const leaderboardOf = (course: CourseWithContents) =>
  course.isEnrolled ? (
    <>
      <NextSession courseId={course.id} />
      <CourseLeaderboard courseId={course.id} refreshKey={course.completedLessons} />
    </>
  ) : null;

/** No access: to the course page with a notice. Any other failure reaches the error screen. */
function LearningLoadFailed({ courseId }: { courseId: string }) {
  const error = useAsyncError();
  const navigate = useNavigate();
  const isNoAccess = error instanceof NoLearningAccess;

  useEffect(() => {
    if (!(error instanceof NoLearningAccess)) return;
    notifyWarning(error.notice);
    navigate(paths.course(courseId), { replace: true });
  }, [error, courseId, navigate]);

  if (!isNoAccess) throw error;
  return <LearningSkeleton />;
}
