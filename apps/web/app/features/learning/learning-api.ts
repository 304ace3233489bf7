import type { CourseProgress, CourseWithContents, QuizAttemptResult } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Calls of the learning screen. */

/** The screen decides what a refusal means (back to the course page with a notice), so no notice here. */
export const fetchCourseWithContents = (courseId: string, signal?: AbortSignal) =>
  api.get<CourseWithContents>(apiPaths.courseWithContents(courseId), { signal, errorNotice: false });

/** The server's own notice ('Ders tamamlandı.', or the certificate news) is shown by the screen. */
export const completeLecture = (lectureId: string) =>
  api.post<CourseProgress>(apiPaths.lectureComplete(lectureId), undefined, { successMessage: false });

export const uncompleteLecture = (lectureId: string) =>
  api.delete<CourseProgress>(apiPaths.lectureComplete(lectureId), { successMessage: false });

/**
 * Saved every few seconds while a video plays: silent on success, and silent on failure too (a missed save
 * costs a few seconds of position, a notice every five seconds would cost the lesson).
 */
export const saveLecturePosition = (lectureId: string, positionSeconds: number) =>
  api.put<null>(
    apiPaths.lecturePosition(lectureId),
    { positionSeconds },
    // keepalive: the save on page hide must reach the server even though the tab is closing.
    { successMessage: false, errorNotice: false, keepSessionOn401: true, keepalive: true },
  );

/** The result is shown in the quiz itself; a refusal (e.g. not enrolled) raises the usual notice. */
export const submitQuizAttempt = (lectureId: string, answers: number[]) =>
  api.post<QuizAttemptResult>(
    apiPaths.lectureQuizAttempts(lectureId),
    { answers },
    { successMessage: false },
  );
