import {
  type CourseWithContents,
  durationText,
  type LearnerQuiz,
  type LearningLecture,
  LectureContentType,
  progressPercent,
  quizPassPercent,
} from '@kampus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lectures, type QuizContent, sections } from '../../db/schema/catalogue.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { queryRows } from '../../db/sql.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { lectureFilesOf } from '../authoring/index.ts';
import { coverImageUrl } from '../catalogue/index.ts';
import { canOpenEveryLecture } from '../course-access/index.ts';
import type { UrlSigner } from '../media/index.ts';
import {
  isStoredContentType,
  lectureContentPath,
  masterPlaylistPath,
  streamFilePath,
} from '../media/index.ts';
import { loadCourseForLearning } from './course-loaders.ts';

/** The quiz's questions as stored, tolerating a malformed document (no questions rather than a 500). */
export const questionsOf = (quiz: QuizContent | null) =>
  Array.isArray(quiz?.questions) ? quiz.questions : [];

/** Questions and options only: the correct answers never leave the server. */
const learnerQuiz = (quiz: QuizContent | null, bestScore: number | null): LearnerQuiz => ({
  questions: questionsOf(quiz).map((q) => ({
    question: String(q.question ?? ''),
    options: Array.isArray(q.options) ? q.options.map(String) : [],
  })),
  passPercent: quizPassPercent(quiz?.passPercent),
  bestScore,
});

/** `GET /courses/{id}/with-contents`. */
export const getCourseWithContents = async (
  db: Database,
  signer: UrlSigner,
  courseId: string,
  user: CurrentUser | null,
  /** `MEDIA_ORIGIN`: HTML lecture links are built on it (media module README). */
  mediaOrigin?: string,
): Promise<CourseWithContents> => {
  const { course, lecturerName, standing } = await loadCourseForLearning(db, courseId, user);
  const hasFullAccess = canOpenEveryLecture(standing);
  const [sectionRows, lectureRows, progressRows, [own]] = await Promise.all([
    db
      .select({ id: sections.id, name: sections.name, description: sections.description })
      .from(sections)
      .where(eq(sections.courseId, course.id))
      .orderBy(asc(sections.orderNumber), asc(sections.createdAt)),
    db
      .select({
        id: lectures.id,
        sectionId: lectures.sectionId,
        name: lectures.name,
        description: lectures.description,
        durationMinute: lectures.durationMinute,
        contentType: lectures.contentType,
        isPublic: lectures.isPublic,
        contentText: lectures.contentText,
        contentKey: lectures.contentKey,
        videoStream: lectures.videoStream,
        quiz: lectures.quiz,
        maxScore: lectures.maxScore,
      })
      .from(lectures)
      .where(eq(lectures.courseId, course.id))
      .orderBy(asc(lectures.orderNumber), asc(lectures.createdAt)),
    standing.isEnrolled && user
      ? db
          .select({
            lectureId: lectureProgress.lectureId,
            completedAt: lectureProgress.completedAt,
            positionSeconds: lectureProgress.positionSeconds,
            bestQuizScore: lectureProgress.bestQuizScore,
            updatedAt: lectureProgress.updatedAt,
          })
          .from(lectureProgress)
          .where(and(eq(lectureProgress.userId, user.id), eq(lectureProgress.courseId, course.id)))
      : Promise.resolve([]),
    user
      ? queryRows<{ certificate_id: string | null; bookmark_id: string | null }>(
          db,
          sql`
            SELECT
              (SELECT id FROM certificates WHERE user_id = ${user.id} AND course_id = ${course.id}) AS certificate_id,
              (SELECT id FROM bookmarks WHERE user_id = ${user.id} AND course_id = ${course.id}) AS bookmark_id`,
        )
      : Promise.resolve([{ certificate_id: null, bookmark_id: null }]),
  ]);

  const openIds = lectureRows.filter((l) => hasFullAccess || l.isPublic).map((l) => l.id);
  const files = await lectureFilesOf(db, signer, openIds);
  const progress = new Map(progressRows.map((p) => [p.lectureId, p]));
  let lastActivity: Date | null = null;
  for (const p of progressRows) if (!lastActivity || p.updatedAt > lastActivity) lastActivity = p.updatedAt;
  const now = new Date();

  const toLecture = (l: (typeof lectureRows)[number]): LearningLecture => {
    const mine = progress.get(l.id);
    const isOpen = hasFullAccess || l.isPublic;
    // A transcoded video streams as HLS; one not (yet) transcoded plays its uploaded file.
    const stream = isOpen && l.contentType === LectureContentType.Video ? l.videoStream : null;
    return {
      id: l.id,
      name: l.name,
      description: l.description,
      durationMinute: l.durationMinute,
      isCompleted: Boolean(mine?.completedAt),
      lectureContentType: l.contentType,
      isPublic: l.isPublic,
      isLocked: !isOpen,
      contentPath: stream
        ? masterPlaylistPath(signer, l.id, now)
        : isOpen && isStoredContentType(l.contentType) && l.contentKey
          ? `${l.contentType === LectureContentType.Html ? (mediaOrigin ?? '') : ''}${lectureContentPath(signer, l.id, l.contentKey, now)}`
          : null,
      posterPath: stream ? streamFilePath(signer, l.id, stream.posterKey, now) : null,
      content:
        isOpen &&
        (l.contentType === LectureContentType.Text || l.contentType === LectureContentType.Assignment)
          ? (l.contentText ?? '')
          : null,
      maxScore: l.contentType === LectureContentType.Assignment ? (l.maxScore ?? null) : null,
      quiz:
        isOpen && l.contentType === LectureContentType.Quiz
          ? learnerQuiz(l.quiz, mine?.bestQuizScore ?? null)
          : null,
      positionSeconds: mine?.positionSeconds ?? 0,
      captions: l.contentType === LectureContentType.Video ? (files.get(l.id)?.captions ?? []) : [],
      resources: files.get(l.id)?.resources ?? [],
    };
  };

  const outline = sectionRows.map((s) => ({
    ...s,
    lectures: lectureRows.filter((l) => l.sectionId === s.id).map(toLecture),
  }));
  const ordered = outline.flatMap((s) => s.lectures);
  const openable = ordered.filter((l) => !l.isLocked);
  // The seed's default selection: the first lecture not yet completed, otherwise the first one; among the
  // lectures the caller may open, so a visitor starts on a preview.
  const current = openable.find((l) => !l.isCompleted) ?? openable[0] ?? ordered[0] ?? null;
  const expandedSectionId =
    outline.find((s) => s.lectures.some((l) => l.id === current?.id))?.id ?? outline[0]?.id ?? null;

  const totalLessons = lectureRows.length;
  const completedLessons = standing.isEnrolled ? ordered.filter((l) => l.isCompleted).length : 0;
  const durationMinute = lectureRows.reduce((sum, l) => sum + l.durationMinute, 0);
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    language: course.language,
    level: course.level,
    image: coverImageUrl(course.coverImageKey),
    lecturerName,
    publishStatus: course.publishStatus,
    updatedAt: course.updatedAt.toISOString(),
    lastActivityAt: lastActivity?.toISOString() ?? null,
    durationMinute,
    durationText: durationText(durationMinute),
    completedLessons,
    totalLessons,
    progressPercent: standing.isEnrolled ? progressPercent(completedLessons, totalLessons) : 0,
    isEnrolled: standing.isEnrolled,
    hasFullAccess,
    currentLectureId: current?.id ?? null,
    certificateId: own?.certificate_id ?? null,
    bookmarkId: own?.bookmark_id ?? null,
    sections: outline.map((s) => {
      const minutes = s.lectures.reduce((sum, l) => sum + l.durationMinute, 0);
      return {
        id: s.id,
        name: s.name,
        description: s.description,
        isExpanded: s.id === expandedSectionId,
        durationMinute: minutes,
        durationText: durationText(minutes),
        lectures: s.lectures,
      };
    }),
  };
};
