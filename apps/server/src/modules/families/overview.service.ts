import type { ChildOverview } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { familyLinks } from '../../db/schema/families.ts';
import { appError } from '../../lib/app-error.ts';
import { learnerAssignmentResults } from '../assignments/index.ts';
import { certificatesOf } from '../certificates/index.ts';
import { attendanceOfLearner } from '../classes/index.ts';
import { learnerCourses, learnerQuizResults, learnerWeeklyProgress } from '../learning/index.ts';
import { expireOverdueTransfers, ordersOfBuyer } from '../orders/index.ts';
import { pointsTotalOf } from '../points/index.ts';
import { namesOf } from '../users/index.ts';
import type { FamilyDeps } from './invitations.service.ts';

/*
 * What a parent sees of a linked child (CONTRACT.md §12). Each part is read by the module that owns it; this module
 * only decides who may see it. Assignments are the child's graded ones (modules/assignments); attendance is the
 * recorded marks of the child's class sessions (modules/classes), newest first.
 */

/** `GET /parents/children/{childId}/overview`: 404 `CHILD_NOT_FOUND` unless the caller is linked to a live child. */
export const childOverview = async (
  deps: FamilyDeps,
  parentId: string,
  childId: string,
  now: Date = new Date(),
): Promise<ChildOverview> => {
  const { db } = deps;
  const [link] = await db
    .select({ id: familyLinks.id })
    .from(familyLinks)
    .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))
    .limit(1);
  const person = link ? (await namesOf(db, [childId])).get(childId) : undefined;
  if (!person) throw appError('CHILD_NOT_FOUND');
  // As in the child's own order list: an overdue bank transfer is cancelled before it is shown.
  await expireOverdueTransfers(db, deps.events, { userId: childId });
  const [courses, weeklyProgress, certificates, orders, quizzes, assignments, points, attendance] =
    await Promise.all([
      learnerCourses(db, childId),
      learnerWeeklyProgress(db, childId, now),
      certificatesOf(db, childId),
      ordersOfBuyer(db, childId),
      learnerQuizResults(db, childId),
      learnerAssignmentResults(db, childId),
      pointsTotalOf(db, childId),
      attendanceOfLearner(db, childId),
    ]);
  return {
    child: { id: childId, name: person.name, surname: person.surname },
    courses,
    weeklyProgress,
    certificates,
    orders,
    quizzes,
    assignments,
    attendance,
    points,
  };
};
