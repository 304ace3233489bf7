import type { AttendanceEntry, MyAttendance } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { classSessions, sessionAttendance } from '../../db/schema/classes.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canAuthor } from '../course-access/index.ts';
import { enrolmentRows } from '../enrolments/index.ts';
import { visibleCourseStanding } from './course-standing.ts';

type Db = Database | Tx;

/** The session when the caller owns its course (its lecturer or an admin); anyone else: 404 as for an unknown id. */
const ownSession = async (db: Db, sessionId: string, user: CurrentUser) => {
  const [row] = await queryRows<{ id: string; course_id: string; lecturer_id: string }>(
    db,
    sql`SELECT s.id, s.course_id, c.lecturer_id FROM ${classSessions} s JOIN courses c ON c.id = s.course_id
      WHERE s.id = ${sessionId}`,
  );
  if (!row || !canAuthor(user, { lecturerId: row.lecturer_id })) throw appError('SESSION_NOT_FOUND');
  return { id: row.id, courseId: row.course_id };
};

const registerOf = (db: Db, sessionId: string, courseId: string) =>
  queryRows<{ student_id: string; name: string; surname: string; present: boolean | null }>(
    db,
    sql`SELECT u.id AS student_id, u.name, u.surname, a.present
      FROM ${enrolmentRows} e JOIN users u ON u.id = e.user_id
      LEFT JOIN ${sessionAttendance} a ON a.session_id = ${sessionId} AND a.user_id = e.user_id
      WHERE e.course_id = ${courseId}
      ORDER BY lower(u.name), lower(u.surname), u.id`,
  );

/** `GET /sessions/{id}/attendance`: every enrolled learner with their mark (null until the register is saved). */
export const sessionRegister = async (
  db: Db,
  sessionId: string,
  user: CurrentUser,
): Promise<AttendanceEntry[]> => {
  const session = await ownSession(db, sessionId, user);
  const rows = await registerOf(db, session.id, session.courseId);
  return rows.map((r) => ({ studentId: r.student_id, name: r.name, surname: r.surname, present: r.present }));
};

/**
 * `PUT /sessions/{id}/attendance {presentStudentIds}`: the listed learners were there, every other enrolled learner
 * was not. The whole register is written in one statement, so a repeated or retried save gives the same register.
 * An id that is not an enrolled learner of the course is refused (422) and nothing changes.
 */
export const saveRegister = async (
  db: Database,
  sessionId: string,
  user: CurrentUser,
  presentStudentIds: string[],
): Promise<AttendanceEntry[]> =>
  db.transaction(async (tx) => {
    const session = await ownSession(tx, sessionId, user);
    const enrolled = await registerOf(tx, session.id, session.courseId);
    const enrolledIds = new Set(enrolled.map((r) => r.student_id));
    const present = new Set(presentStudentIds);
    for (const id of present) if (!enrolledIds.has(id)) throw appError('ATTENDANCE_NOT_ENROLLED');
    if (enrolled.length > 0) {
      const now = new Date();
      await tx
        .insert(sessionAttendance)
        .values(
          enrolled.map((r) => ({
            sessionId: session.id,
            userId: r.student_id,
            present: present.has(r.student_id),
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [sessionAttendance.sessionId, sessionAttendance.userId],
          set: { present: sql`excluded.present`, updatedAt: sql`excluded.updated_at` },
        });
    }
    return enrolled.map((r) => ({
      studentId: r.student_id,
      name: r.name,
      surname: r.surname,
      present: present.has(r.student_id),
    }));
  });

/** `GET /courses/{id}/my-attendance`: the caller's mark for every session of a course they are enrolled in. */
export const myAttendance = async (db: Db, courseId: string, user: CurrentUser): Promise<MyAttendance> => {
  const { course, standing } = await visibleCourseStanding(db, courseId, user);
  if (!standing.isEnrolled) throw appError('NOT_ENROLLED');
  const rows = await queryRows<{
    id: string;
    title: string;
    starts_at: Date | string;
    ends_at: Date | string;
    present: boolean | null;
  }>(
    db,
    sql`SELECT s.id, s.title, s.starts_at, s.ends_at, a.present FROM ${classSessions} s
      LEFT JOIN ${sessionAttendance} a ON a.session_id = s.id AND a.user_id = ${user.id}
      WHERE s.course_id = ${course.id} ORDER BY s.starts_at, s.id`,
  );
  const items = rows.map((r) => ({
    sessionId: r.id,
    title: r.title,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    present: r.present,
  }));
  return {
    items,
    presentCount: items.filter((i) => i.present === true).length,
    recordedCount: items.filter((i) => i.present !== null).length,
  };
};

/** A learner's recorded attendance in every course, newest first (the parent's overview, modules/families). */
export const attendanceOfLearner = async (db: Db, userId: string) => {
  const rows = await queryRows<{
    course_name: string;
    title: string;
    starts_at: Date | string;
    present: boolean;
  }>(
    db,
    sql`SELECT c.name AS course_name, s.title, s.starts_at, a.present FROM ${sessionAttendance} a
      JOIN ${classSessions} s ON s.id = a.session_id JOIN courses c ON c.id = s.course_id
      WHERE a.user_id = ${userId} ORDER BY s.starts_at DESC, s.id LIMIT 200`,
  );
  return rows.map((r) => ({
    courseName: r.course_name,
    sessionTitle: r.title,
    startsAt: new Date(r.starts_at).toISOString(),
    present: r.present,
  }));
};

/** The recorded marks of several learners for sessions that started in [from, to) (the weekly family digest). */
export const attendanceOfLearnersBetween = async (db: Db, userIds: string[], from: Date, to: Date) => {
  const result = new Map<
    string,
    { courseName: string; sessionTitle: string; startsAt: string; present: boolean }[]
  >();
  if (userIds.length === 0) return result;
  const rows = await queryRows<{
    user_id: string;
    course_name: string;
    title: string;
    starts_at: Date | string;
    present: boolean;
  }>(
    db,
    sql`SELECT a.user_id, c.name AS course_name, s.title, s.starts_at, a.present FROM ${sessionAttendance} a
      JOIN ${classSessions} s ON s.id = a.session_id JOIN courses c ON c.id = s.course_id
      WHERE a.user_id IN (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND s.starts_at >= ${from.toISOString()} AND s.starts_at < ${to.toISOString()}
      ORDER BY s.starts_at, s.id`,
  );
  for (const r of rows) {
    const list = result.get(r.user_id) ?? [];
    list.push({
      courseName: r.course_name,
      sessionTitle: r.title,
      startsAt: new Date(r.starts_at).toISOString(),
      present: r.present,
    });
    result.set(r.user_id, list);
  }
  return result;
};
