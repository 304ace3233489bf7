import { fetchLecturerCourses } from '../../features/authoring/authoring-api.ts';
import { authoringTexts } from '../../features/authoring/authoring-texts.ts';
import { ManageCoursesPage } from '../../features/authoring/components/manage-courses-view.tsx';
import { courseListQueryOf } from '../../features/authoring/course-list-query.ts';
import type { Route } from './+types/manage-courses';

export const meta: Route.MetaFunction = () => [{ title: 'Kurs Yönetimi | Kampüs' }];

/** Search and status live in the address; the list is handed over unresolved so the skeleton shows at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const query = courseListQueryOf(new URL(request.url));
  return {
    query,
    courses: fetchLecturerCourses(query, request.signal).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new Error(authoringTexts.courses.loadFailed);
    }),
  };
};

export default function LecturerManageCoursesPage({ loaderData }: Route.ComponentProps) {
  return <ManageCoursesPage query={loaderData.query} courses={loaderData.courses} />;
}
