import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Await, useRevalidator, useSearchParams } from 'react-router';
import { fetchLecturerSubmissions, fetchQueueCourses } from '../../features/assignments/assignments-api.ts';
import { assignmentTexts } from '../../features/assignments/assignments-texts.ts';
import {
  type QueueFilter,
  SubmissionsQueueView,
} from '../../features/assignments/components/submissions-queue-view.tsx';
import type { Route } from './+types/submissions';

export const meta: Route.MetaFunction = () => [{ title: 'Ödev Teslimleri | Kampüs' }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUSES = ['all', 'ungraded', 'graded'] as const;

/** The filter of the address: `?status=ungraded&courseId=…&page=2`; anything unreadable is the default. */
const filterOf = (params: URLSearchParams): QueueFilter => {
  const courseId = params.get('courseId');
  const page = Number(params.get('page'));
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'all';
  return {
    status,
    courseId: courseId && UUID.test(courseId) ? courseId : undefined,
    pageNumber: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** Handed over unresolved, so that the page shows its skeleton at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const filter = filterOf(new URL(request.url).searchParams);
  const failed = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(assignmentTexts.queue.loadFailed);
  };
  return {
    filter,
    data: Promise.all([
      fetchLecturerSubmissions(filter, request.signal),
      fetchQueueCourses(request.signal).catch(() => []),
    ]).catch(failed),
  };
};

export default function LecturerSubmissionsPage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const onFilter = (filter: QueueFilter) => {
    const next = new URLSearchParams();
    if (filter.status !== 'all') next.set('status', filter.status);
    if (filter.courseId) next.set('courseId', filter.courseId);
    if (filter.pageNumber > 1) next.set('page', String(filter.pageNumber));
    setSearchParams(next);
  };
  return (
    <Suspense
      fallback={
        <Stack gap="md" aria-busy="true">
          <Skeleton height={36} width="40%" />
          <Skeleton height={140} />
          <Skeleton height={140} />
        </Stack>
      }
    >
      <Await resolve={loaderData.data}>
        {([page, courses]) => (
          <SubmissionsQueueView
            page={page}
            courses={courses}
            filter={loaderData.filter}
            onFilter={onFilter}
            onGraded={() => void revalidator.revalidate()}
          />
        )}
      </Await>
    </Suspense>
  );
}
