import { PublishStatus } from '../common/enums.ts';
import { authoringMessages as m } from './messages.ts';

/**
 * Rules of the lecturer area shared by the server (which enforces them) and the web (which explains them before
 * a request is sent): publish transitions, upload types and limits, ordering, video durations.
 */

const MIB = 1_048_576;

/** Upload limits per kind of file; the server's UPLOAD_LIMIT_BYTES caps every one of them (decision 010). */
export const COVER_IMAGE_MAX_BYTES = 10 * MIB;
export const CERTIFICATE_MAX_BYTES = 10 * MIB;
export const HTML_LECTURE_MAX_BYTES = 5 * MIB;
/** Certificates one course form may carry. */
export const MAX_CERTIFICATE_FILES = 10;

/** What the file pickers accept; the server checks the bytes too, not only these names. */
export const COVER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const CERTIFICATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'html'] as const;
export const HTML_LECTURE_EXTENSIONS = ['html'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'] as const;

/**
 * Where a course may go from each status: Draft → Published, Published ↔ Archived,
 * Archived → Draft. Publishing (from Draft or Archived) needs at least one lecture.
 */
export const PUBLISH_TRANSITIONS: Record<PublishStatus, readonly PublishStatus[]> = {
  [PublishStatus.Draft]: [PublishStatus.Published],
  [PublishStatus.Published]: [PublishStatus.Archived],
  [PublishStatus.Archived]: [PublishStatus.Published, PublishStatus.Draft],
};

/** Why a course may not move from `from` to `to`, or null when it may. */
export const publishTransitionProblem = (
  from: PublishStatus,
  to: PublishStatus,
  lectureCount: number,
): string | null => {
  if (from === to) return m.publishSameStatus(to);
  if (!PUBLISH_TRANSITIONS[from].includes(to)) return m.publishTransition(from, to);
  if (to === PublishStatus.Published && lectureCount < 1) return m.publishNeedsLecture;
  return null;
};

/**
 * `items` with the one at `fromIndex` moved to `toIndex`, the others keeping their relative order. Moving one
 * step swaps two neighbours ("Reorder swaps the order values of the two moved items").
 */
export const moveToIndex = <T>(items: readonly T[], fromIndex: number, toIndex: number): T[] => {
  const out = [...items];
  const [moved] = out.splice(fromIndex, 1);
  if (moved === undefined) return [...items];
  out.splice(Math.max(0, Math.min(toIndex, out.length)), 0, moved);
  return out;
};

/** A video's length in whole minutes: rounded, and at least 1 for any video that plays at all. */
export const videoSecondsToMinutes = (seconds: number): number =>
  Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
