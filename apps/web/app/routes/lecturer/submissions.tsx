import { Suspense } from 'react';
import { Await, useRevalidator, useSearchParams } from 'react-router';
import {
  CourseQueueSkeleton,
  courseQueueFilter,
  courseQueueParams,
  loadCourseQueue,
} from '../../components/ui/course-queue-route.tsx';
import { fetchLecturerSubmissions, fetchQueueCourses } from '../../features/assignments/assignments-api.ts';
import { assignmentTexts } from '../../features/assignments/assignments-texts.ts';
import { SubmissionsQueueView } from '../../features/assignments/components/submissions-queue-view.tsx';
import type { Route } from './+types/submissions';

export const meta: Route.MetaFunction = () => [{ title: 'Ödev Teslimleri | Kampüs' }];

const STATUSES = ['all', 'ungraded', 'graded'] as const;

/** Handed over unresolved, so that the page shows its skeleton at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const filter = courseQueueFilter(new URL(request.url).searchParams, STATUSES);
  return {
    filter,
    data: loadCourseQueue(
      fetchLecturerSubmissions(filter, request.signal),
      fetchQueueCourses(request.signal),
      assignmentTexts.queue.loadFailed,
    ),
  };
};

export default function LecturerSubmissionsPage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  return (
    <Suspense fallback={<CourseQueueSkeleton />}>
      <Await resolve={loaderData.data}>
        {([page, courses]) => (
          <SubmissionsQueueView
            page={page}
            courses={courses}
            filter={loaderData.filter}
            onFilter={(filter) => setSearchParams(courseQueueParams(filter, 'all'))}
            onGraded={() => void revalidator.revalidate()}
          />
        )}
      </Await>
    </Suspense>
  );
}
