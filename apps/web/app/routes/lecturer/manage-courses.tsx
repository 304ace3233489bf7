import { ManageCoursesPage } from '../../features/lecturer/components/manage-courses-view.tsx';
import { fetchLecturerCourses } from '../../features/lecturer/lecturer-api.ts';
import { lecturerTexts } from '../../features/lecturer/lecturer-texts.ts';
import { courseListQueryOf } from '../../features/lecturer/list-query.ts';
import type { Route } from './+types/manage-courses';

export const meta: Route.MetaFunction = () => [{ title: 'Kurs Yönetimi | Kampüs' }];

/** Search and status live in the address; the list is handed over unresolved so the skeleton shows at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const query = courseListQueryOf(new URL(request.url));
  return {
    query,
    courses: fetchLecturerCourses(query, request.signal).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new Error(lecturerTexts.courses.loadFailed);
    }),
  };
};

export default function LecturerManageCoursesPage({ loaderData }: Route.ComponentProps) {
  return <ManageCoursesPage query={loaderData.query} courses={loaderData.courses} />;
}
