import type { CourseWithContents, LearningLecture, LearningSection } from '@kampus/contract';

/** A course with contents as the server sends it, for the learning screen's tests. */

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export const lecture = (overrides: Partial<LearningLecture> = {}): LearningLecture => ({
  id: uuid(),
  name: 'Ders',
  description: '',
  durationMinute: 10,
  isCompleted: false,
  lectureContentType: 1,
  isPublic: false,
  isLocked: false,
  contentPath: null,
  posterPath: null,
  content: 'Metin dersi.',
  maxScore: null,
  quiz: null,
  positionSeconds: 0,
  ...overrides,
});

export const section = (
  name: string,
  lectures: LearningLecture[],
  overrides: Partial<LearningSection> = {},
): LearningSection => ({
  id: uuid(),
  name,
  description: '',
  isExpanded: false,
  durationMinute: lectures.reduce((sum, l) => sum + l.durationMinute, 0),
  durationText: '20 dakika',
  lectures,
  ...overrides,
});

export const courseWith = (
  sections: LearningSection[],
  overrides: Partial<CourseWithContents> = {},
): CourseWithContents => {
  const all = sections.flatMap((s) => s.lectures);
  const completed = all.filter((l) => l.isCompleted).length;
  return {
    id: uuid(),
    name: 'React ile Modern Arayüzler',
    description: 'Bileşenler, hook’lar ve yönlendirme.',
    language: 'Türkçe',
    level: 1,
    image: null,
    lecturerName: 'Ahmet Yılmaz',
    publishStatus: 1,
    updatedAt: '2026-11-01T09:00:00.000Z',
    lastActivityAt: '2026-11-20T09:00:00.000Z',
    durationMinute: 60,
    durationText: '1 saat',
    completedLessons: completed,
    totalLessons: all.length,
    progressPercent: all.length ? Math.floor((completed / all.length) * 100) : 0,
    isEnrolled: true,
    hasFullAccess: true,
    currentLectureId: null,
    certificateId: null,
    bookmarkId: null,
    sections,
    ...overrides,
  };
};
