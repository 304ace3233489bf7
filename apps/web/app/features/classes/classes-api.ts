import {
  type AttendanceEntry,
  type CalendarSession,
  type ClassSession,
  type ClassSessionInput,
  classMessages,
  type FeedUrl,
  type MyAttendance,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Calls of class sessions, the register and the calendar (CONTRACT.md §16). */

const p = apiPaths.classes;

export const fetchCourseSessions = (courseId: string, signal?: AbortSignal) =>
  api.get<ClassSession[]>(p.courseSessions(courseId), { signal, errorNotice: false });

export const addSession = (courseId: string, input: ClassSessionInput) =>
  api.post<string>(p.courseSessions(courseId), input, {
    successMessage: classMessages.sessionAdded,
    errorNotice: false,
  });

export const updateSession = (sessionId: string, input: ClassSessionInput) =>
  api.put<null>(p.session(sessionId), input, {
    successMessage: classMessages.sessionUpdated,
    errorNotice: false,
  });

export const cancelSession = (sessionId: string) =>
  api.delete<null>(p.session(sessionId), { successMessage: classMessages.sessionCancelled });

export const fetchRegister = (sessionId: string, signal?: AbortSignal) =>
  api.get<AttendanceEntry[]>(p.attendance(sessionId), { signal, errorNotice: false });

/** One save of the whole register; the register page retries it itself, so no notices here. */
export const saveRegister = (sessionId: string, presentStudentIds: string[], signal?: AbortSignal) =>
  api.put<AttendanceEntry[]>(
    p.attendance(sessionId),
    { presentStudentIds },
    { signal, successMessage: false, errorNotice: false, timeoutMs: 10_000 },
  );

export const fetchMyAttendance = (courseId: string, signal?: AbortSignal) =>
  api.get<MyAttendance>(p.myAttendance(courseId), { signal, errorNotice: false });

export const fetchCalendarSessions = (range: { from: string; to: string }, signal?: AbortSignal) =>
  api.get<CalendarSession[]>(p.calendarSessions, { query: range, signal, errorNotice: false });

export const fetchFeedUrl = (signal?: AbortSignal) =>
  api.get<FeedUrl>(p.feedUrl, { signal, errorNotice: false });
