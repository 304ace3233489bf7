import { PublishStatus, Role } from '@kampus/contract';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canAuthor, canLearn, canOpenEveryLecture, canView, standingOf } from './course-access.ts';

const user = (id: string, ...roles: Role[]): CurrentUser => ({
  id,
  sessionId: `s-${id}`,
  roles,
  tokenExpiresAt: new Date(Date.now() + 60_000),
});
const lecturer = user('lecturer', Role.Lecturer);
const otherLecturer = user('other', Role.Lecturer);
const admin = user('admin', Role.Admin);
const learner = user('learner', Role.Student);
const course = (publishStatus: number) => ({ publishStatus, lecturerId: lecturer.id });

describe('canAuthor', () => {
  it('lets an admin and the owning lecturer author a course, and nobody else', () => {
    expect(canAuthor(admin, course(PublishStatus.Draft))).toBe(true);
    expect(canAuthor(lecturer, course(PublishStatus.Draft))).toBe(true);
    expect(canAuthor(otherLecturer, course(PublishStatus.Draft))).toBe(false);
    expect(canAuthor(learner, course(PublishStatus.Published))).toBe(false);
    expect(canAuthor(null, course(PublishStatus.Published))).toBe(false);
  });
});

describe('canView', () => {
  it('shows a Published course to everyone, signed out included', () => {
    expect(
      canView(course(PublishStatus.Published), standingOf(null, course(PublishStatus.Published), false)),
    ).toBe(true);
  });

  it.each([PublishStatus.Draft, PublishStatus.Archived])(
    'shows a course in status %s only to staff and its enrolled learners',
    (status) => {
      const c = course(status);
      expect(canView(c, standingOf(lecturer, c, false))).toBe(true);
      expect(canView(c, standingOf(admin, c, false))).toBe(true);
      expect(canView(c, standingOf(learner, c, true))).toBe(true);
      expect(canView(c, standingOf(learner, c, false))).toBe(false);
      expect(canView(c, standingOf(otherLecturer, c, false))).toBe(false);
      expect(canView(c, standingOf(null, c, false))).toBe(false);
    },
  );
});

describe('canLearn and canOpenEveryLecture', () => {
  it('lets only an enrolled learner of a visible course learn it; staff preview every lecture without learning', () => {
    const c = course(PublishStatus.Archived);
    expect(canLearn(c, standingOf(learner, c, true))).toBe(true);
    expect(canLearn(c, standingOf(lecturer, c, false))).toBe(false);
    expect(canLearn(c, standingOf(admin, c, false))).toBe(false);
    expect(canOpenEveryLecture(standingOf(lecturer, c, false))).toBe(true);
    expect(canOpenEveryLecture(standingOf(learner, c, true))).toBe(true);
    expect(canOpenEveryLecture(standingOf(learner, c, false))).toBe(false);
  });

  it('ignores an enrolment flag for a signed-out caller', () => {
    const c = course(PublishStatus.Draft);
    expect(standingOf(null, c, true)).toEqual({ isStaff: false, isEnrolled: false });
  });
});
