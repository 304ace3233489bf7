import { asc, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { familyLinks } from '../../db/schema/families.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { certificatesOf } from '../certificates/index.ts';
import { learnerCourses, learnerWeek } from '../learning/index.ts';
import type { TemplateData } from '../mail/index.ts';
import { wantsMail } from '../notifications/index.ts';
import { namesOf } from '../users/index.ts';

/*
 * The weekly family digest (CONTRACT.md §12; README.md): every Monday 09:00 Turkey's time one mail per parent with a
 * linked child, about the week that ended at the Monday's midnight. Parents are read in batches, so thousands of
 * them never sit in memory at once; each mail is queued in its own transaction, so a failure later in a run keeps
 * the mails already queued, and the event key (parent and week) makes a second run of the week queue nothing.
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

const childDigest = async (db: Database, childId: string, name: string, week: DigestWeek): Promise<Child> => {
  const [done, courses, certificates] = await Promise.all([
    learnerWeek(db, childId, week.from, week.to),
    learnerCourses(db, childId),
    certificatesOf(db, childId),
  ]);
  const inWeek = (iso: string) => iso >= week.from.toISOString() && iso < week.to.toISOString();
  return {
    name,
    lessons: done.lessons.map((l) => ({ courseName: l.courseName, lectureName: l.lectureName })),
    courses: courses.map((c) => ({
      name: c.name,
      progressPercent: c.progressPercent,
      completedLessons: c.completedLessons,
      totalLessons: c.totalLessons,
    })),
    certificates: certificates
      .filter((c) => inWeek(c.issuedAt))
      .map((c) => ({ courseName: c.courseName, verificationCode: c.verificationCode })),
    quizzes: done.quizzes.map((q) => ({
      courseName: q.courseName,
      lectureName: q.lectureName,
      score: q.score,
      passed: q.passed,
    })),
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
    const parentIds = parents.map((p) => p.parentId);
    const links = await db
      .select({ parentId: familyLinks.parentId, childId: familyLinks.childId })
      .from(familyLinks)
      .where(inArray(familyLinks.parentId, parentIds))
      .orderBy(asc(familyLinks.linkedAt), asc(familyLinks.childId));
    const people = await namesOf(db, [...new Set([...parentIds, ...links.map((l) => l.childId)])]);
    for (const parentId of parentIds) {
      const parent = people.get(parentId);
      // A deleted account, or a parent who turned family mail off, is skipped before their children are read.
      if (!parent || !(await wantsMail(db, parentId, 'family'))) continue;
      const children: Child[] = [];
      for (const link of links.filter((l) => l.parentId === parentId)) {
        const child = people.get(link.childId);
        if (child) children.push(await childDigest(db, link.childId, `${child.name} ${child.surname}`, week));
      }
      if (children.length === 0) continue;
      const data = { parentName: parent.name, weekStart: week.weekStart, weekEnd: week.weekEnd, children };
      const sent = await announcing(deps.events, (news) =>
        db.transaction((tx) => news.familyDigest(tx, { parentId, email: parent.email, data })),
      );
      if (sent) queued += 1;
    }
  }
};
