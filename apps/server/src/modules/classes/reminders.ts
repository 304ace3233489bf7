import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { classSessions } from '../../db/schema/classes.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { enrolledLearners } from './course-standing.ts';

/** Reminders go out this long before a session (CONTRACT.md §11, §16). */
export const REMINDER_HOURS = 24;

/**
 * The `classes.session-reminders` job (every 10 minutes): every session starting within the next 24 hours whose
 * reminders have not gone out gets one mail (category `reminders`) and one notification per enrolled learner, in
 * one transaction per session that also marks it reminded. The event key `session-reminder:<session>:<learner>`
 * makes it once per session and learner even if a run is repeated or the session is moved and swept again.
 * → how many sessions were handled.
 */
export const sendSessionReminders = async (
  db: Database,
  events: Events,
  now = new Date(),
): Promise<number> => {
  const horizon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000);
  const due = await db
    .select({ id: classSessions.id })
    .from(classSessions)
    .where(
      and(
        gt(classSessions.startsAt, now),
        lte(classSessions.startsAt, horizon),
        isNull(classSessions.remindedAt),
      ),
    )
    .orderBy(classSessions.startsAt)
    .limit(500);
  let handled = 0;
  for (const { id } of due) {
    await announcing(events, (news) =>
      db.transaction(async (tx) => {
        // Locked and checked again: two sweeps (two instances) never both remind one session.
        const [row] = await tx
          .select({ session: classSessions, courseName: courses.name })
          .from(classSessions)
          .innerJoin(courses, eq(courses.id, classSessions.courseId))
          .where(and(eq(classSessions.id, id), isNull(classSessions.remindedAt)))
          .for('update', { of: classSessions });
        if (!row) return;
        const s = row.session;
        const facts = {
          id: s.id,
          courseId: s.courseId,
          courseName: row.courseName,
          title: s.title,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          location: s.location,
          onlineUrl: s.onlineUrl,
        };
        for (const learner of await enrolledLearners(tx, s.courseId))
          await news.sessionReminder(tx, facts, learner);
        await tx.update(classSessions).set({ remindedAt: now }).where(eq(classSessions.id, id));
        handled += 1;
      }),
    );
  }
  return handled;
};
