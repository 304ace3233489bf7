import { inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { TemplateName } from '../mail/index.ts';
import type { Announcement } from './announcements.ts';

/* The events of assignments (modules/assignments, CONTRACT.md §15). */

type Db = Database | Tx;
type Announce = <N extends TemplateName>(tx: Db, a: Announcement<N>) => Promise<void>;

export type AssignmentGraded = {
  /** Submission and grading time: a corrected grade is news of its own. */
  key: string;
  learner: { id: string; name: string; email: string };
  /** "Ayşe Y.", as parents read their child's name in this feature. */
  learnerDisplayName: string;
  parentIds: string[];
  courseName: string;
  lectureName: string;
  score: number;
  maxScore: number;
  passed: boolean;
  path: string;
};

export const assignmentNews = (announce: Announce) => ({
  /**
   * A lecturer graded a submission: the learner (category `learning`) and each linked parent (category `family`)
   * get a mail and a notification, once per grading.
   */
  assignmentGraded: async (tx: Db, g: AssignmentGraded) => {
    const result = `${g.score}/${g.maxScore}`;
    await announce(tx, {
      eventKey: `assignment-graded:${g.key}`,
      userId: g.learner.id,
      email: g.learner.email,
      category: 'learning',
      template: 'assignment-graded',
      data: {
        name: g.learner.name,
        lectureName: g.lectureName,
        courseName: g.courseName,
        score: g.score,
        maxScore: g.maxScore,
        passed: g.passed,
        path: g.path,
      },
      notification: {
        type: 'assignment-graded',
        title: 'Ödeviniz notlandırıldı',
        body: `${g.courseName} kursunun "${g.lectureName}" ödevi ${result} puan aldı${g.passed ? '; ders tamamlandı' : ''}.`,
        link: g.path,
      },
    });
    if (g.parentIds.length === 0) return;
    const parents = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, g.parentIds));
    for (const parent of parents)
      await announce(tx, {
        eventKey: `child-assignment-graded:${g.key}:${parent.id}`,
        userId: parent.id,
        email: parent.email,
        category: 'family',
        template: 'child-assignment-graded',
        data: {
          name: parent.name,
          childName: g.learnerDisplayName,
          lectureName: g.lectureName,
          courseName: g.courseName,
          score: g.score,
          maxScore: g.maxScore,
          passed: g.passed,
        },
        notification: {
          type: 'child-assignment-graded',
          title: 'Ödev notlandırıldı',
          body: `${g.learnerDisplayName}, ${g.courseName} kursunun "${g.lectureName}" ödevinden ${result} puan aldı.`,
          link: `/parent/children/${g.learner.id}`,
        },
      });
  },
});
