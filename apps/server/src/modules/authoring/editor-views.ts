import type { EditorLecture, EditorSection } from '@kampus/contract';
import type { LectureRow, SectionRow } from './access.ts';

/** The owner's view of a lecture: the text of Text lectures and quizzes with their correct answers. */
export const toEditorLecture = (row: LectureRow): EditorLecture => ({
  id: row.id,
  courseId: row.courseId,
  sectionId: row.sectionId,
  name: row.name,
  description: row.description,
  lectureContentType: row.contentType,
  lectureType: row.lectureType,
  orderNumber: row.orderNumber,
  isPublic: row.isPublic,
  durationMinute: row.durationMinute,
  rewardPoints: row.rewardPoints,
  maxScore: row.maxScore ?? null,
  contentFileName: row.contentKey ? (row.contentFileName ?? null) : null,
  content: row.contentText ?? null,
  quiz: row.quiz
    ? {
        questions: row.quiz.questions.map((q) => ({
          question: q.question,
          options: [...q.options],
          correctAnswer: q.correctAnswer,
        })),
        passPercent: row.quiz.passPercent ?? null,
      }
    : null,
  processingStatus: row.videoStatus ?? null,
  processingReason: row.videoStatus === 'Failed' ? (row.videoFailure ?? null) : null,
  updatedAt: row.updatedAt.toISOString(),
});

export const toEditorSection = (row: SectionRow, lectureRows: LectureRow[]): EditorSection => {
  const lectures = lectureRows.map(toEditorLecture);
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    description: row.description,
    orderNumber: row.orderNumber,
    durationMinute: lectures.reduce((sum, l) => sum + l.durationMinute, 0),
    lectures,
  };
};
