import { isPassingScore } from '@kampus/contract';
import { asc, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { familyLinks } from '../../db/schema/families.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { assignmentResultsOfLearnersBetween } from '../assignments/index.ts';
import { certificatesOfLearners } from '../certificates/index.ts';
import { attendanceOfLearnersBetween } from '../classes/index.ts';
import { learnerCoursesOf, learnerWeeksOf } from '../learning/index.ts';
import type { TemplateData } from '../mail/index.ts';
import { usersWantingMail } from '../notifications/index.ts';
import { namesOf } from '../users/index.ts';

/*
 * The weekly family digest (CONTRACT.md §12; README.md): every Monday 09:00 Turkey's time one mail per parent with a
 * linked child, about the week that ended at the Monday's midnight. Parents are read a hundred at a time, so
 * thousands of them never sit in memory at once, and each batch costs a handful of statements whatever its size
 * (the children's weeks, courses and certificates are read for the whole batch at once).
 */

export type DigestDeps = { db: Database; events: Events };

/** Turkey keeps UTC+3 all year (no summer time since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export type DigestWeek = { from: Date; to: Date; weekStart: string; weekEnd: string };

/** The last whole Monday-to-Sunday week in Turkey before `now`: `[from, to)` and its first and last day. */
export const digestWeek = (now: Date): DigestWeek => {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const thisMonday = midnight - sinceMonday * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    from: new Date(thisMonday - 7 * DAY_MS - ISTANBUL_OFFSET_MS),
    to: new Date(thisMonday - ISTANBUL_OFFSET_MS),
    weekStart: day(thisMonday - 7 * DAY_MS),
    weekEnd: day(thisMonday - DAY_MS),
  };
};

type Child = TemplateData<'family-digest'>['children'][number];

/** What one batch of children did in the week: five statements, whatever the batch's size. */
const childDigests = async (db: Database, childIds: string[], week: DigestWeek) => {
  const [weeks, courses, certificates, attendance, assignments] = await Promise.all([
    learnerWeeksOf(db, childIds, week.from, week.to),
    learnerCoursesOf(db, childIds),
    certificatesOfLearners(db, childIds),
    attendanceOfLearnersBetween(db, childIds, week.from, week.to),
    assignmentResultsOfLearnersBetween(db, childIds, week.from, week.to),
  ]);
  const inWeek = (iso: string) => iso >= week.from.toISOString() && iso < week.to.toISOString();
  return (childId: string, name: string): Child => {
    const done = weeks.get(childId) ?? { lessons: [], quizzes: [] };
    return {
      name,
      lessons: done.lessons.map((l) => ({ courseName: l.courseName, lectureName: l.lectureName })),
      courses: (courses.get(childId) ?? []).map((c) => ({
        name: c.name,
        progressPercent: c.progressPercent,
        completedLessons: c.completedLessons,
        totalLessons: c.totalLessons,
      })),
      certificates: (certificates.get(childId) ?? [])
        .filter((c) => inWeek(c.issuedAt))
        .map((c) => ({ courseName: c.courseName, verificationCode: c.verificationCode })),
      quizzes: done.quizzes.map((q) => ({
        courseName: q.courseName,
        lectureName: q.lectureName,
        score: q.score,
        passed: q.passed,
      })),
      attendance: (attendance.get(childId) ?? []).map((a) => ({
        courseName: a.courseName,
        sessionTitle: a.sessionTitle,
        present: a.present,
      })),
      // Graded in the week, passed as the learner was told (at least half the score, CONTRACT.md §15).
      assignments: (assignments.get(childId) ?? []).map((a) => ({
        courseName: a.courseName,
        lectureName: a.lectureName,
        score: a.score,
        maxScore: a.maxScore,
        passed: isPassingScore(a.score, a.maxScore),
      })),
    };
  };
};

/** Queues the digest of the week before `now` for every parent; → how many mails were queued this time. */
export const sendWeeklyDigest = async (deps: DigestDeps, now: Date, batchSize = 100): Promise<number> => {
  const { db } = deps;
  const week = digestWeek(now);
  let queued = 0;
  let after = '';
  for (;;) {
    const parents = await db
      .selectDistinct({ parentId: familyLinks.parentId })
      .from(familyLinks)
      .where(after ? gt(familyLinks.parentId, after) : undefined)
      .orderBy(asc(familyLinks.parentId))
      .limit(batchSize);
    if (parents.length === 0) return queued;
    after = parents[parents.length - 1]?.parentId ?? after;
    // A parent who turned family mail off is skipped before their children are read.
    const wanting = await usersWantingMail(
      db,
      parents.map((p) => p.parentId),
      'family',
    );
    const parentIds = [...wanting];
    if (parentIds.length === 0) continue;
    const links = await db
      .select({ parentId: familyLinks.parentId, childId: familyLinks.childId })
      .from(familyLinks)
      .where(inArray(familyLinks.parentId, parentIds))
      .orderBy(asc(familyLinks.linkedAt), asc(familyLinks.childId));
    const people = await namesOf(db, [...new Set([...parentIds, ...links.map((l) => l.childId)])]);
    // Deleted accounts drop out here: namesOf knows live accounts only.
    const childIds = [...new Set(links.map((l) => l.childId))].filter((id) => people.has(id));
    const digestOf = await childDigests(db, childIds, week);
    const digests = parentIds.flatMap((parentId) => {
      const parent = people.get(parentId);
      const children = links
        .filter((l) => l.parentId === parentId && people.has(l.childId))
        .map((l) => {
          const child = people.get(l.childId) as { name: string; surname: string };
          return digestOf(l.childId, `${child.name} ${child.surname}`);
        });
      if (!parent || children.length === 0) return [];
      const data = { parentName: parent.name, weekStart: week.weekStart, weekEnd: week.weekEnd, children };
      return [{ parentId, email: parent.email, data }];
    });
    // One transaction per batch: a failure later in the run keeps the batches queued before it, and the event key
    // (parent and week) makes a second run of the week queue only what is missing.
    queued += await announcing(deps.events, (news) =>
      db.transaction((tx) => news.familyDigests(tx, digests)),
    );
  }
};
