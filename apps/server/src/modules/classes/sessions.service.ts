import type { ClassSession, ClassSessionInput } from '@kampus/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { classSessions } from '../../db/schema/classes.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { announcing, type Events, type SessionFacts } from '../announcements/index.ts';
import { enrolledLearners, lockAuthoredCourse, visibleCourseStanding } from './course-standing.ts';
import { type SessionRow, sessionView } from './session-views.ts';

type Db = Database | Tx;

/** `GET /courses/{id}/sessions`: every session of a visible course, in time order, as the caller may see it. */
export const listSessions = async (
  db: Db,
  courseId: string,
  user: CurrentUser | null,
  now = new Date(),
): Promise<ClassSession[]> => {
  const { course, standing } = await visibleCourseStanding(db, courseId, user);
  const rows = await db
    .select()
    .from(classSessions)
    .where(eq(classSessions.courseId, course.id))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  return rows.map((row) => sessionView(row, standing, now));
};

const columnsOf = (input: ClassSessionInput) => ({
  title: input.title,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  location: input.location,
  onlineUrl: input.onlineUrl,
});

/** `POST /courses/{id}/sessions` (the course's lecturer or an admin) → the new session's id. */
export const addSession = async (
  db: Database,
  courseId: string,
  user: CurrentUser,
  input: ClassSessionInput,
): Promise<string> =>
  db.transaction(async (tx) => {
    await lockAuthoredCourse(tx, courseId, user);
    const [row] = await tx
      .insert(classSessions)
      .values({ courseId, ...columnsOf(input) })
      .returning({ id: classSessions.id });
    return row?.id as string;
  });

/**
 * A session the caller may change, with its course locked (the lecturer or an admin; anyone else: 404, as for an
 * unknown id). A session that has ended is history (its register is kept): 422 `SESSION_IN_PAST`.
 */
const lockOwnSession = async (tx: Tx, sessionId: string, user: CurrentUser, now: Date) => {
  const [found] = await tx
    .select({ courseId: classSessions.courseId })
    .from(classSessions)
    .where(eq(classSessions.id, sessionId))
    .limit(1);
  if (!found) throw appError('SESSION_NOT_FOUND');
  const course = await lockAuthoredCourse(tx, found.courseId, user).catch(() => {
    throw appError('SESSION_NOT_FOUND');
  });
  const [row] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId)).for('update');
  if (!row) throw appError('SESSION_NOT_FOUND');
  if (row.endsAt <= now) throw appError('SESSION_IN_PAST');
  return { row, course };
};

const factsOf = (row: SessionRow, courseName: string): SessionFacts => ({
  id: row.id,
  courseId: row.courseId,
  courseName,
  title: row.title,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  location: row.location,
  onlineUrl: row.onlineUrl,
});

/**
 * `PUT /sessions/{id}`: moves or edits a coming session. When its time, place or link changed, every enrolled
 * learner is mailed and notified in the same transaction (a title-only fix tells no one).
 */
export const updateSession = async (
  db: Database,
  events: Events,
  sessionId: string,
  user: CurrentUser,
  input: ClassSessionInput,
  now = new Date(),
): Promise<void> => {
  await announcing(events, (news) =>
    db.transaction(async (tx) => {
      const { row, course } = await lockOwnSession(tx, sessionId, user, now);
      const next = columnsOf(input);
      const isRescheduled = row.startsAt.getTime() !== next.startsAt.getTime();
      const [updated] = await tx
        .update(classSessions)
        .set({ ...next, updatedAt: now, ...(isRescheduled ? { remindedAt: null } : {}) })
        .where(eq(classSessions.id, sessionId))
        .returning();
      const isMoved =
        row.startsAt.getTime() !== next.startsAt.getTime() ||
        row.endsAt.getTime() !== next.endsAt.getTime() ||
        row.location !== next.location ||
        row.onlineUrl !== next.onlineUrl;
      if (updated && isMoved)
        await news.sessionChanged(
          tx,
          factsOf(updated, course.name),
          row.startsAt,
          await enrolledLearners(tx, row.courseId),
          now,
        );
    }),
  );
};

/** `DELETE /sessions/{id}`: cancels a coming session; every enrolled learner is mailed and notified. */
export const cancelSession = async (
  db: Database,
  events: Events,
  sessionId: string,
  user: CurrentUser,
  now = new Date(),
): Promise<void> => {
  await announcing(events, (news) =>
    db.transaction(async (tx) => {
      const { row, course } = await lockOwnSession(tx, sessionId, user, now);
      await tx.delete(classSessions).where(eq(classSessions.id, sessionId));
      await news.sessionCancelled(tx, factsOf(row, course.name), await enrolledLearners(tx, row.courseId));
    }),
  );
};
