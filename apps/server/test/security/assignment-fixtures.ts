import { LectureContentType } from '@kampus/contract';
import { assignmentSubmissions, lectures } from '../../src/db/schema/index.ts';
import { submissionFilePath } from '../../src/modules/assignments/submission-links.ts';
import { createUrlSigner } from '../../src/modules/media/signed-url.ts';
import { storeFile } from '../support/learning.ts';
import type { Fixtures } from './access-fixtures.ts';

/* Throwaway assignment lectures of course A and submissions to them for the access matrix's assignment rows. */

let order = 10_000;

/** A new assignment lecture at the end of course A's second section (each call its own, so grades never collide). */
export const assignmentIn = async (fx: Fixtures): Promise<string> => {
  order += 1;
  const [row] = await fx.t.app.deps.db
    .insert(lectures)
    .values({
      courseId: fx.courseA.id,
      sectionId: fx.courseA.sectionIds[1],
      name: 'Erişim matrisi ödevi',
      contentType: LectureContentType.Assignment,
      contentText: 'Bir program yazın.',
      maxScore: 10,
      orderNumber: order,
    })
    .returning({ id: lectures.id });
  return (row as { id: string }).id;
};

/** The owner student's ungraded submission, with a stored PDF, to a new assignment lecture. */
export const submissionOn = async (fx: Fixtures): Promise<{ id: string; fileKey: string }> => {
  const lectureId = await assignmentIn(fx);
  const fileKey = await storeFile(fx.t, 'submissions', '.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
  const [row] = await fx.t.app.deps.db
    .insert(assignmentSubmissions)
    .values({
      lectureId,
      courseId: fx.courseA.id,
      userId: fx.people.ownerStudent.id,
      text: 'Erişim matrisi teslimi',
      fileKey,
      fileName: 'odev.pdf',
      fileSize: 15,
      fileType: 'application/pdf',
    })
    .returning({ id: assignmentSubmissions.id });
  return { id: (row as { id: string }).id, fileKey };
};

/** The signed link to a submission's file, as its learner's and its grader's views hand it out. */
export const submissionFileUrl = (fx: Fixtures, submission: { id: string; fileKey: string }, now?: Date) =>
  submissionFilePath(
    createUrlSigner(fx.t.app.deps.secrets.jwtSecret),
    submission.id,
    submission.fileKey,
    now,
  ) ?? '';
