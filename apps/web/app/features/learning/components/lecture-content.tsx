import {
  type CourseWithContents,
  type LearningLecture,
  LectureContentType,
  learningMessages,
  type QuizAttemptResult,
} from '@kampus/contract';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HtmlLecture } from './html-lecture.tsx';
import { QuizLecture } from './quiz-lecture.tsx';
import { TextLecture } from './text-lecture.tsx';
import { captionsOf, VideoPlayer } from './video-player.tsx';

export type LectureContentProps = {
  course: CourseWithContents;
  lecture: LearningLecture;
  startAt: number;
  onSubmitQuiz: (answers: number[]) => Promise<QuizAttemptResult>;
  onSavePosition: ((seconds: number) => void) | undefined;
  onRenewLinks: () => void;
  /** Assignments: the submission form and grade under the instructions (given by the page). */
  renderAssignment?: ((lecture: LearningLecture, course: CourseWithContents) => ReactNode) | undefined;
  /** Video: playback reached 90 % or the end. */
  onVideoWatched: () => void;
  /** Video: played to its end. */
  onVideoEnded: () => void;
  /** Video: playback started (again). */
  onVideoPlay: () => void;
};

/** The lecture's own content, by its type: video, HTML page, text, quiz or assignment. */
export function LectureContent({
  course,
  lecture,
  startAt,
  onSubmitQuiz,
  onSavePosition,
  onRenewLinks,
  renderAssignment,
  onVideoWatched,
  onVideoEnded,
  onVideoPlay,
}: LectureContentProps) {
  switch (lecture.lectureContentType) {
    case LectureContentType.Video:
      return lecture.contentPath ? (
        <VideoPlayer
          src={lecture.contentPath}
          poster={lecture.posterPath}
          title={lecture.name}
          captions={captionsOf(lecture)}
          startAt={startAt}
          onSavePosition={onSavePosition}
          onSourceFailed={onRenewLinks}
          onWatched={onVideoWatched}
          onEnded={onVideoEnded}
          onPlay={onVideoPlay}
        />
      ) : (
        <Text c="dimmed">Bu dersin videosu henüz yüklenmedi.</Text>
      );
    case LectureContentType.Html:
      return lecture.contentPath ? (
        <HtmlLecture src={lecture.contentPath} title={lecture.name} onReload={onRenewLinks} />
      ) : (
        <Text c="dimmed">Bu dersin sayfası henüz yüklenmedi.</Text>
      );
    case LectureContentType.Text:
      return <TextLecture content={lecture.content ?? ''} />;
    case LectureContentType.Quiz:
      return lecture.quiz ? (
        <QuizLecture
          quiz={lecture.quiz}
          isCompleted={lecture.isCompleted}
          canSubmit={course.isEnrolled}
          onSubmit={onSubmitQuiz}
        />
      ) : (
        <Text c="dimmed">{learningMessages.quizWithoutQuestions}</Text>
      );
    case LectureContentType.Assignment:
      return (
        <Stack gap="md">
          <TextLecture content={lecture.content ?? ''} />
          {renderAssignment?.(lecture, course)}
        </Stack>
      );
    default:
      // Another type shows the lecture's name and its type number (the seeds' learning screen does so).
      return <Text>{`${lecture.name} (içerik türü ${lecture.lectureContentType})`}</Text>;
  }
}
