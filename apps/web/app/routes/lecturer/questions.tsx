import { Suspense } from 'react';
import { Await, useRevalidator, useSearchParams } from 'react-router';
import {
  CourseQueueSkeleton,
  courseQueueFilter,
  courseQueueParams,
  loadCourseQueue,
} from '../../components/ui/course-queue-route.tsx';
import { LecturerInboxView } from '../../features/questions/components/lecturer-inbox-view.tsx';
import { fetchInboxCourses, fetchLecturerQuestions } from '../../features/questions/questions-api.ts';
import { questionTexts } from '../../features/questions/questions-texts.ts';
import type { Route } from './+types/questions';

export const meta: Route.MetaFunction = () => [{ title: 'Öğrenci Soruları | Kampüs' }];

const STATUSES = ['all', 'unanswered'] as const;

/** Handed over unresolved, so that the page shows its skeleton at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const filter = courseQueueFilter(new URL(request.url).searchParams, STATUSES);
  return {
    filter,
    data: loadCourseQueue(
      fetchLecturerQuestions(filter, request.signal),
      fetchInboxCourses(request.signal),
      questionTexts.inbox.loadFailed,
    ),
  };
};

export default function LecturerQuestionsPage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  return (
    <Suspense fallback={<CourseQueueSkeleton />}>
      <Await resolve={loaderData.data}>
        {([page, courses]) => (
          <LecturerInboxView
            page={page}
            courses={courses}
            filter={loaderData.filter}
            onFilter={(filter) => setSearchParams(courseQueueParams(filter, 'all'))}
            onAnswered={() => void revalidator.revalidate()}
          />
        )}
      </Await>
    </Suspense>
  );
}
