import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Await, useRevalidator, useSearchParams } from 'react-router';
import {
  type InboxFilter,
  LecturerInboxView,
} from '../../features/questions/components/lecturer-inbox-view.tsx';
import { fetchInboxCourses, fetchLecturerQuestions } from '../../features/questions/questions-api.ts';
import { questionTexts } from '../../features/questions/questions-texts.ts';
import type { Route } from './+types/questions';

export const meta: Route.MetaFunction = () => [{ title: 'Öğrenci Soruları | Kampüs' }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter of the address: `?status=unanswered&courseId=…&page=2`; anything unreadable is the default. */
const filterOf = (params: URLSearchParams): InboxFilter => {
  const courseId = params.get('courseId');
  const page = Number(params.get('page'));
  return {
    status: params.get('status') === 'unanswered' ? 'unanswered' : 'all',
    courseId: courseId && UUID.test(courseId) ? courseId : undefined,
    pageNumber: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

/** Handed over unresolved, so that the page shows its skeleton at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const filter = filterOf(new URL(request.url).searchParams);
  const failed = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(questionTexts.inbox.loadFailed);
  };
  return {
    filter,
    data: Promise.all([
      fetchLecturerQuestions(filter, request.signal),
      fetchInboxCourses(request.signal).catch(() => []),
    ]).catch(failed),
  };
};

export default function LecturerQuestionsPage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const onFilter = (filter: InboxFilter) => {
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
          <LecturerInboxView
            page={page}
            courses={courses}
            filter={loaderData.filter}
            onFilter={onFilter}
            onAnswered={() => void revalidator.revalidate()}
          />
        )}
      </Await>
    </Suspense>
  );
}
