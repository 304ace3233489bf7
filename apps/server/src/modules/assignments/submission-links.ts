import type { UrlSigner } from '../media/index.ts';

/** URL path of a submission's file (under the API prefix): a signed link that needs no bearer token. */
export const SUBMISSION_FILE_PATH = '/api/v1/web/media/submissions/';
export const SUBMISSION_FILE_PURPOSE = 'submission-file';

/** The subject a link signs: the submission and its file, so a replaced file's old link stops working. */
export const submissionFileSubject = (submissionId: string, fileKey: string) => `${submissionId}\n${fileKey}`;

/** A link to the submission's file for whoever may read the submission (its learner, the grader), about an hour. */
export const submissionFilePath = (
  signer: UrlSigner,
  submissionId: string,
  fileKey: string | null,
  now: Date = new Date(),
): string | null => {
  if (!fileKey) return null;
  const { exp, sig } = signer.sign(
    SUBMISSION_FILE_PURPOSE,
    submissionFileSubject(submissionId, fileKey),
    now,
  );
  return `${SUBMISSION_FILE_PATH}${submissionId}?exp=${exp}&sig=${sig}`;
};
