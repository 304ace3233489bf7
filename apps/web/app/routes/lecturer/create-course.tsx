import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { createCourse } from '../../features/authoring/authoring-api.ts';
import { authoringTexts } from '../../features/authoring/authoring-texts.ts';
import { CourseForm } from '../../features/authoring/components/course-form.tsx';
import { newCourseValues } from '../../features/authoring/course-form-values.ts';
import { loadCourseFormData } from '../../features/authoring/course-loaders.ts';
import type { Route } from './+types/create-course';

const texts = authoringTexts.courseForm;

export const meta: Route.MetaFunction = () => [{ title: 'Kurs Oluştur | Kampüs' }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadCourseFormData(request.signal);

/** Seed 001 §2 "Course creation": on success the new course opens in the content editor. */
export default function LecturerCreateCoursePage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [initialValues] = useState(newCourseValues);
  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.createTitle}
        subtitle={texts.createSubtitle}
        backTo={paths.lecturer.manageCourses}
      />
      <CourseForm
        mode="create"
        initialValues={initialValues}
        categories={loaderData.categories}
        tags={loaderData.tags}
        send={createCourse}
        onSaved={(id) => navigate(paths.lecturer.manageCourse(id))}
        cancel={{ to: paths.lecturer.manageCourses }}
      />
    </Stack>
  );
}
