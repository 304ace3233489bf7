import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { updateCourse } from '../../features/authoring/authoring-api.ts';
import { authoringTexts } from '../../features/authoring/authoring-texts.ts';
import { CourseForm } from '../../features/authoring/components/course-form.tsx';
import { courseValuesOf } from '../../features/authoring/course-form-values.ts';
import { loadCourseForEdit } from '../../features/authoring/course-loaders.ts';
import type { Route } from './+types/manage-course-info';

const texts = authoringTexts.courseForm;

export const meta: Route.MetaFunction = () => [{ title: 'Kurs Bilgilerini Düzenle | Kampüs' }];

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) =>
  loadCourseForEdit(params.courseId, request.signal);

/** The course form filled with the stored course (`PUT /courses/{id}`); saving returns to the course list. */
export default function LecturerManageCourseInfoPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { record, categories, tags } = loaderData;
  const initialValues = useMemo(() => courseValuesOf(record), [record]);
  return (
    <Stack gap="lg">
      <PageHeader title={texts.editTitle} subtitle={record.name} backTo={paths.lecturer.manageCourses} />
      <CourseForm
        key={record.id}
        mode="edit"
        initialValues={initialValues}
        categories={categories}
        tags={tags}
        currentCoverUrl={record.coverImage?.url ?? record.image}
        keptCertificates={record.isCertified ? 1 : 0}
        send={(form, onProgress, signal) => updateCourse(record.id, form, onProgress, signal)}
        onSaved={() => navigate(paths.lecturer.manageCourses)}
        cancel={{ to: paths.lecturer.manageCourses }}
      />
    </Stack>
  );
}
