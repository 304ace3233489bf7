import type { CourseWithContents, LearningLecture, LearningSection } from '@kampus/contract';

/** Which lecture the learning screen shows (default selection). */

export type LectureEntry = { lecture: LearningLecture; section: LearningSection };

/** Every lecture in the course's order: section by section, lecture by lecture. */
export const lectureEntriesOf = (course: Pick<CourseWithContents, 'sections'>): LectureEntry[] =>
  course.sections.flatMap((section) => section.lectures.map((lecture) => ({ lecture, section })));

/**
 * The first lecture not yet completed, otherwise the first lecture of the first section. Locked
 * lectures are skipped, since they cannot be opened; null for a course without lectures.
 */
export const defaultLectureId = (course: Pick<CourseWithContents, 'sections'>): string | null => {
  const entries = lectureEntriesOf(course).filter(({ lecture }) => !lecture.isLocked);
  const open = entries.find(({ lecture }) => !lecture.isCompleted);
  return (open ?? entries[0])?.lecture.id ?? null;
};

/** The lecture named in the address when the course has it (and it can be opened), else the default one. */
export const selectedLectureId = (
  course: Pick<CourseWithContents, 'sections'>,
  requested: string | null | undefined,
): string | null => {
  const named = requested
    ? lectureEntriesOf(course).find(({ lecture }) => lecture.id === requested && !lecture.isLocked)
    : undefined;
  return named ? named.lecture.id : defaultLectureId(course);
};

/** The lectures before and after one, across section borders, for the 'previous' and 'next' buttons. */
export const neighboursOf = (
  course: Pick<CourseWithContents, 'sections'>,
  lectureId: string | null,
): { previous: LectureEntry | null; next: LectureEntry | null } => {
  const entries = lectureEntriesOf(course).filter(({ lecture }) => !lecture.isLocked);
  const at = entries.findIndex(({ lecture }) => lecture.id === lectureId);
  if (at < 0) return { previous: null, next: null };
  return { previous: entries[at - 1] ?? null, next: entries[at + 1] ?? null };
};

export const findLecture = (
  course: Pick<CourseWithContents, 'sections'>,
  lectureId: string | null,
): LectureEntry | null => lectureEntriesOf(course).find(({ lecture }) => lecture.id === lectureId) ?? null;
