import type { CourseRecord, TaxonomyItem } from '@kampus/contract';
import { isApiError, isMissing } from '../../lib/api-client.ts';
import { fetchCategories, fetchCourseRecord, fetchTags } from './authoring-api.ts';
import { authoringTexts } from './authoring-texts.ts';

export type CourseFormData = { categories: TaxonomyItem[]; tags: TaxonomyItem[] };
export type CourseEditData = CourseFormData & { record: CourseRecord };

/** The pickers' lists for the course form. */
export const loadCourseFormData = async (signal?: AbortSignal): Promise<CourseFormData> => {
  const [categories, tags] = await Promise.all([fetchCategories(signal), fetchTags(signal)]);
  return { categories, tags };
};

/** The stored course with the pickers' lists; an unknown (or someone else's) course reads 'Kurs bulunamadı.'. */
export const loadCourseForEdit = async (courseId: string, signal?: AbortSignal): Promise<CourseEditData> => {
  try {
    const [record, lists] = await Promise.all([
      fetchCourseRecord(courseId, signal),
      loadCourseFormData(signal),
    ]);
    return { record, ...lists };
  } catch (error) {
    if (isMissing(error)) throw new Error(authoringTexts.editor.courseNotFound);
    if (isApiError(error) && error.code !== 'UNAUTHENTICATED')
      throw new Error(authoringTexts.courseForm.loadFailed);
    throw error;
  }
};
