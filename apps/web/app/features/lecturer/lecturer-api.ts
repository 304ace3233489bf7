import {
  authoringMessages,
  type CourseContents,
  type CourseDeleteResult,
  type CourseRecord,
  type DiscountCode,
  type LecturerCourse,
  type LecturerDiscountCodeCreate,
  type LecturerDiscountCodeUpdate,
  type LecturerFinance,
  type Paged,
  type PickerCourse,
  type PublishStatus,
  type TaxonomyItem,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api, type UploadOptions } from '../../lib/api-client.ts';
import { lecturerTexts } from './lecturer-texts.ts';

/**
 * Calls of the lecturer area (seed 001 §7; CONTRACT.md §8, §10). Pages that show a failure themselves (lists, forms,
 * the editor's overlays) ask for no second notice; successful writes say what happened.
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
    successMessage: lecturerTexts.courseForm.updated,
    errorNotice: false,
  });

/** The server refuses a transition it does not allow (422 with the reason); the notice says it. */
export const setPublishStatus = (courseId: string, publishStatus: PublishStatus) =>
  api.put<null>(
    p.publishStatus(courseId),
    { publishStatus },
    { successMessage: lecturerTexts.publish.changed(publishStatus) },
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
    { successMessage: lecturerTexts.editor.sectionCreated },
  );

export const updateSection = (id: string, body: SectionInput) =>
  api.put<string>(p.sections, { id, ...body }, { successMessage: lecturerTexts.editor.sectionUpdated });

export const moveSection = (id: string, orderNumber: number) =>
  api.put<null>(p.moveSection, { id, orderNumber }, { successMessage: false, errorNotice: false });

export const deleteSection = (id: string) =>
  api.delete<null>(p.section(id), {
    successMessage: lecturerTexts.editor.sectionDeleted,
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
    successMessage: lecturerTexts.editor.lectureDeleted,
    errorNotice: false,
  });

// Finance

export const fetchFinance = (signal?: AbortSignal) =>
  api.get<LecturerFinance>(p.finance, { signal, errorNotice: false });

// Discount codes

/** Seed 001 §7, §9: ten codes a page, ordered by code. */
export const DISCOUNT_CODE_PAGE_SIZE = 10;

export const fetchDiscountCodePage = (
  { page, search }: { page: number; search: string },
  signal?: AbortSignal,
) =>
  api.get<Paged<DiscountCode>>(p.discountCodesPaginated, {
    query: {
      pageNumber: page,
      pageSize: DISCOUNT_CODE_PAGE_SIZE,
      search: search || undefined,
      orderBy: 'Code',
    },
    signal,
    errorNotice: false,
  });

export const fetchDiscountCode = (id: string, signal?: AbortSignal) =>
  api.get<DiscountCode>(p.discountCode(id), { signal, errorNotice: false });

export const fetchDiscountCodeCourses = (signal?: AbortSignal) =>
  api.get<PickerCourse[]>(p.discountCodeCourses, { signal, errorNotice: false });

export const createDiscountCode = (body: LecturerDiscountCodeCreate) =>
  api.post<string>(p.discountCodes, body, {
    successMessage: lecturerTexts.discountCodes.created,
    errorNotice: false,
  });

export const updateDiscountCode = (body: LecturerDiscountCodeUpdate) =>
  api.put<string>(p.discountCodes, body, {
    successMessage: lecturerTexts.discountCodes.updated,
    errorNotice: false,
  });

export const deleteDiscountCode = (id: string) =>
  api.delete<null>(p.discountCode(id), {
    successMessage: lecturerTexts.discountCodes.deleted,
    errorNotice: false,
  });
