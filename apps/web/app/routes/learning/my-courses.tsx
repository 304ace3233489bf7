import { Suspense } from 'react';
import { Await } from 'react-router';
import { fetchMyCourses } from '../../features/catalogue/catalogue-api.ts';
import { MyCoursesSkeleton, MyCoursesView } from '../../features/catalogue/components/my-courses-view.tsx';
import type { Route } from './+types/my-courses';

export const meta: Route.MetaFunction = () => [{ title: 'Kurslarım | Kampüs' }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  courses: fetchMyCourses(request.signal),
});

export default function MyCoursesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<MyCoursesSkeleton />}>
      <Await resolve={loaderData.courses}>{(courses) => <MyCoursesView courses={courses} />}</Await>
    </Suspense>
  );
}
