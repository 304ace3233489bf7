import { Skeleton, Stack } from '@mantine/core';

/*
 * What the lecturer's queues (student questions, assignment submissions) share as pages: a filter kept in the
 * address (`?status=…&courseId=…&page=2`), a loader that hands the page and the course picker over unresolved, and
 * the skeleton shown meanwhile. Each queue keeps its own statuses, calls and view.
 */

export type CourseQueueFilter<S extends string> = { status: S; courseId?: string; pageNumber: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter of the address; anything unreadable is the default (the first status, every course, page 1). */
export const courseQueueFilter = <S extends string>(
  params: URLSearchParams,
  statuses: readonly [S, ...S[]],
): CourseQueueFilter<S> => {
  const courseId = params.get('courseId');
  const page = Number(params.get('page'));
  return {
    status: statuses.find((s) => s === params.get('status')) ?? statuses[0],
    courseId: courseId && UUID.test(courseId) ? courseId : undefined,
    pageNumber: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** The address of a filter: the defaults are left out, so the plain page stays `/lecturer/…`. */
export const courseQueueParams = <S extends string>(filter: CourseQueueFilter<S>, defaultStatus: S) => {
  const next = new URLSearchParams();
  if (filter.status !== defaultStatus) next.set('status', filter.status);
  if (filter.courseId) next.set('courseId', filter.courseId);
  if (filter.pageNumber > 1) next.set('page', String(filter.pageNumber));
  return next;
};

/**
 * The queue's page and the courses of its picker, unresolved (the page shows its skeleton at once). The picker is
 * not worth failing the page for; a failed page reads `failedText` (an abort stays an abort).
 */
export const loadCourseQueue = <P, C>(
  page: Promise<P>,
  courses: Promise<C[]>,
  failedText: string,
): Promise<[P, C[]]> =>
  Promise.all([page, courses.catch(() => [] as C[])]).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(failedText);
  });

export const CourseQueueSkeleton = () => (
  <Stack gap="md" aria-busy="true">
    <Skeleton height={36} width="40%" />
    <Skeleton height={140} />
    <Skeleton height={140} />
  </Stack>
);
