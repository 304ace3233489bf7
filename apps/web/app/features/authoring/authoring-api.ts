import {
  authoringMessages,
  type CourseContents,
  type CourseDeleteResult,
  type CourseRecord,
  type LecturerCourse,
  type LecturerFinance,
  type PublishStatus,
  type TaxonomyItem,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api, type UploadOptions } from '../../lib/api-client.ts';
import { authoringTexts } from './authoring-texts.ts';

/**
 * Calls of course authoring: courses, sections, lectures, the pickers' lists and the finance panel.
 * Pages that show a failure themselves (lists, forms, the editor's overlays) ask for no second
 * notice; successful writes say what happened.
 */

const p = apiPaths.lecturer;

// Courses

export type LecturerCoursesQuery = { search: string; status: string };

export const fetchLecturerCourses = ({ search, status }: LecturerCoursesQuery, signal?: AbortSignal) =>
  api.get<LecturerCourse[]>(p.courses, {
    query: { search: search || undefined, status: status && status !== 'all' ? status : undefined },
    signal,
    errorNotice: false,
  });

export const fetchCourseRecord = (courseId: string, signal?: AbortSignal) =>
  api.get<CourseRecord>(p.course(courseId), { signal, errorNotice: false });

export const fetchCourseContents = (courseId: string, signal?: AbortSignal) =>
  api.get<CourseContents>(p.courseContents(courseId), { signal, errorNotice: false });

/** Seed 001 §7: the course form posts multipart with upload progress; the page says how it went. */
export const createCourse = (form: FormData, onProgress: UploadOptions['onProgress'], signal?: AbortSignal) =>
  api.upload<string>(p.createCourse, form, {
    onProgress,
    signal,
    successMessage: authoringMessages.courseCreated,
    errorNotice: false,
  });

export const updateCourse = (
  courseId: string,
  form: FormData,
  onProgress: UploadOptions['onProgress'],
  signal?: AbortSignal,
) =>
  api.upload<string>(p.course(courseId), form, {
    method: 'PUT',
    onProgress,
    signal,
    successMessage: authoringTexts.courseForm.updated,
    errorNotice: false,
  });

/** The server refuses a transition it does not allow (422 with the reason); the notice says it. */
export const setPublishStatus = (courseId: string, publishStatus: PublishStatus) =>
  api.put<null>(
    p.publishStatus(courseId),
    { publishStatus },
    { successMessage: authoringTexts.publish.changed(publishStatus) },
  );

/** A course with buyers is archived instead; the caller says which of the two happened. */
export const deleteCourse = (courseId: string) =>
  api.delete<CourseDeleteResult>(p.course(courseId), { successMessage: false, errorNotice: false });

// Pickers of the course form

export const fetchCategories = (signal?: AbortSignal) => api.get<TaxonomyItem[]>(p.categories, { signal });
export const fetchTags = (signal?: AbortSignal) => api.get<TaxonomyItem[]>(p.tags, { signal });

// Sections

export type SectionInput = { name: string; description: string };

export const createSection = (courseId: string, body: SectionInput) =>
  api.post<string>(
    p.sections,
    { courseId, ...body },
    { successMessage: authoringTexts.editor.sectionCreated },
  );

export const updateSection = (id: string, body: SectionInput) =>
  api.put<string>(p.sections, { id, ...body }, { successMessage: authoringTexts.editor.sectionUpdated });

export const moveSection = (id: string, orderNumber: number) =>
  api.put<null>(p.moveSection, { id, orderNumber }, { successMessage: false, errorNotice: false });

export const deleteSection = (id: string) =>
  api.delete<null>(p.section(id), {
    successMessage: authoringTexts.editor.sectionDeleted,
    errorNotice: false,
  });

// Lectures

export const createLecture = (
  form: FormData,
  onProgress: UploadOptions['onProgress'],
  signal?: AbortSignal,
) =>
  api.upload<string>(p.lectures, form, {
    onProgress,
    signal,
    successMessage: authoringMessages.lectureCreated,
    errorNotice: false,
  });

export const updateLecture = (
  form: FormData,
  onProgress: UploadOptions['onProgress'],
  signal?: AbortSignal,
) =>
  api.upload<string>(p.lectures, form, {
    method: 'PUT',
    onProgress,
    signal,
    successMessage: authoringMessages.lectureUpdated,
    errorNotice: false,
  });

export const reorderLecture = (sectionId: string, id: string, targetIndex: number) =>
  api.put<null>(
    p.reorderLecture,
    { sectionId, id, targetIndex },
    { successMessage: false, errorNotice: false },
  );

export const deleteLecture = (id: string) =>
  api.delete<null>(p.lecture(id), {
    successMessage: authoringTexts.editor.lectureDeleted,
    errorNotice: false,
  });

// Finance

export const fetchFinance = (signal?: AbortSignal) =>
  api.get<LecturerFinance>(p.finance, { signal, errorNotice: false });
