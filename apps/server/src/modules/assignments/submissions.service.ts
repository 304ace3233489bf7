import { isPassingScore, type MySubmission, type SubmissionFields } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignmentSubmissions } from '../../db/schema/assignments.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { StoredUpload } from '../authoring/index.ts';
import { lockEnrolment } from '../enrolments/index.ts';
import type { UrlSigner } from '../media/index.ts';
import { assignmentForLearner } from './submission-access.ts';
import { servedAs } from './submission-file.ts';
import { submissionFilePath } from './submission-links.ts';

/* The learner's side of an assignment: handing work in (replaced until graded) and reading it back with its grade. */

export type NewSubmission = SubmissionFields & { file: StoredUpload | null };

/**
 * `POST /lectures/{id}/submissions`: stores the learner's work, or replaces their earlier submission while it is
 * not graded; a graded one stays as it was graded (422 `SUBMISSION_ALREADY_GRADED`). The learner's enrolment row is
 * locked for the transaction, so two submissions racing replace one another in turn and never both insert.
 * Returns the id and the file the submission no longer uses (deleted by the caller once committed).
 */
export const submitAssignment = async (
  db: Database,
  lectureId: string,
  user: CurrentUser,
  input: NewSubmission,
): Promise<{ id: string; replacedKey: string | null; isReplaced: boolean }> => {
  const assignment = await assignmentForLearner(db, lectureId, user);
  const values = {
    text: input.text ?? null,
    link: input.link ?? null,
    fileKey: input.file?.key ?? null,
    fileName: input.file?.filename ?? null,
    fileSize: input.file?.size ?? null,
    fileType: input.file ? servedAs(input.file.key).mime : null,
  };
  return db.transaction(async (tx) => {
    await lockEnrolment(tx, user.id, assignment.courseId);
    const [existing] = await tx
      .select({
        id: assignmentSubmissions.id,
        gradedAt: assignmentSubmissions.gradedAt,
        fileKey: assignmentSubmissions.fileKey,
      })
      .from(assignmentSubmissions)
      .where(
        and(
          eq(assignmentSubmissions.userId, user.id),
          eq(assignmentSubmissions.lectureId, assignment.lectureId),
        ),
      )
      .for('update');
    if (existing?.gradedAt) throw appError('SUBMISSION_ALREADY_GRADED');
    if (existing) {
      await tx
        .update(assignmentSubmissions)
        .set({ ...values, submittedAt: new Date() })
        .where(eq(assignmentSubmissions.id, existing.id));
      return { id: existing.id, replacedKey: existing.fileKey, isReplaced: true };
    }
    const [row] = await tx
      .insert(assignmentSubmissions)
      .values({ ...values, lectureId: assignment.lectureId, courseId: assignment.courseId, userId: user.id })
      .returning({ id: assignmentSubmissions.id });
    return { id: (row as { id: string }).id, replacedKey: null, isReplaced: false };
  });
};

/** `GET /lectures/{id}/submissions/mine`: the caller's submission with its grade, or null before the first one. */
export const mySubmission = async (
  db: Database,
  signer: UrlSigner,
  lectureId: string,
  user: CurrentUser,
): Promise<MySubmission | null> => {
  const assignment = await assignmentForLearner(db, lectureId, user);
  const [row] = await db
    .select()
    .from(assignmentSubmissions)
    .where(
      and(
        eq(assignmentSubmissions.userId, user.id),
        eq(assignmentSubmissions.lectureId, assignment.lectureId),
      ),
    )
    .limit(1);
  if (!row) return null;
  const maxScore = row.maxScore ?? assignment.maxScore;
  return {
    id: row.id,
    text: row.text,
    link: row.link,
    fileName: row.fileName,
    filePath: submissionFilePath(signer, row.id, row.fileKey),
    fileSize: row.fileSize,
    submittedAt: row.submittedAt.toISOString(),
    score: row.score,
    maxScore,
    feedback: row.gradedAt ? row.feedback : null,
    gradedAt: row.gradedAt?.toISOString() ?? null,
    passed: row.score === null ? null : isPassingScore(row.score, maxScore),
  };
};
