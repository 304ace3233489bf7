import {
  assignmentMessages,
  type GradeResult,
  type MySubmission,
  type Paged,
  type PickerCourse,
  type SubmissionDetail,
  type SubmissionItem,
  type SubmissionStatus,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Calls of assignments (CONTRACT.md §15). */
const p = apiPaths.assignments;

export const fetchMySubmission = (lectureId: string, signal?: AbortSignal) =>
  api.get<MySubmission | null>(p.mine(lectureId), { signal, errorNotice: false });

/** Multipart with upload progress; the server tells a first submission from a replacement in its message. */
export const sendSubmission = (
  lectureId: string,
  body: FormData,
  onProgress: (percent: number) => void,
  isReplacing: boolean,
) =>
  api.upload<string>(p.submissions(lectureId), body, {
    onProgress,
    errorNotice: false,
    successMessage: isReplacing ? assignmentMessages.resubmitted : assignmentMessages.submitted,
  });

export const fetchLecturerSubmissions = (
  query: { status: SubmissionStatus; courseId?: string; pageNumber: number },
  signal?: AbortSignal,
) =>
  api.get<Paged<SubmissionItem>>(p.lecturerQueue, {
    query: { ...query, pageSize: 20 },
    signal,
    errorNotice: false,
  });

export const fetchSubmission = (id: string, signal?: AbortSignal) =>
  api.get<SubmissionDetail>(p.submission(id), { signal, errorNotice: false });

export const gradeSubmission = (id: string, body: { score: number; feedback: string }) =>
  api.post<GradeResult>(p.grade(id), body, { successMessage: assignmentMessages.graded, errorNotice: false });

/** The course filter of the queue: the lecturer's own courses. */
export const fetchQueueCourses = (signal?: AbortSignal) =>
  api.get<PickerCourse[]>(apiPaths.lecturer.discountCodeCourses, { signal, errorNotice: false });
