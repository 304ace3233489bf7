import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { CourseForm } from '../../features/lecturer/components/course-form.tsx';
import { PageHeader } from '../../features/lecturer/components/page-header.tsx';
import { courseValuesOf } from '../../features/lecturer/course-form-values.ts';
import { loadCourseForEdit } from '../../features/lecturer/course-loaders.ts';
import { updateCourse } from '../../features/lecturer/lecturer-api.ts';
import { lecturerTexts } from '../../features/lecturer/lecturer-texts.ts';
import type { Route } from './+types/manage-course-info';

const texts = lecturerTexts.courseForm;

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
