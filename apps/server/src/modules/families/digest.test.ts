import { LectureContentType, Role } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '../../../test/support/catalogue.ts';
import { api, makePerson } from '../../../test/support/commerce-fixtures.ts';
import { linkedFamily } from '../../../test/support/families.ts';
import { makeLearningCourse, QUIZ_ANSWERS } from '../../../test/support/learning.ts';
import { deliverQueuedMail } from '../../../test/support/mail.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  assignmentSubmissions,
  classSessions,
  lectureProgress,
  lectures,
  mailOutbox,
  sessionAttendance,
} from '../../db/schema/index.ts';
import type { TemplateData } from '../mail/index.ts';
import { digestWeek, sendWeeklyDigest } from './digest.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Monday 23 November 2026, 09:00 in Turkey: the digest of 16–22 November. */
const MONDAY = new Date('2026-11-23T06:00:00.000Z');
const IN_WEEK = new Date('2026-11-18T10:00:00.000Z');
const WEEK_BEFORE = new Date('2026-11-12T10:00:00.000Z');

const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};

const run = () =>
  sendWeeklyDigest(
    {
      db: t.app.deps.db,
      events: {
        jobs: t.app.jobs,
        publicUrl: t.app.deps.config.publicUrl,
        dataKey: t.app.deps.secrets.dataKey,
        hub: t.app.deps.notificationHub,
      },
    },
    MONDAY,
    // One parent a page, so the run crosses page boundaries as a school with thousands of parents does.
    1,
  );

const digestsOf = (userId: string) =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, 'family-digest')));

/** Moves the stored completion (and last activity) of lectures to a given moment. */
const doneAt = async (userId: string, lectureIds: string[], at: Date) => {
  await t.app.deps.db
    .update(lectureProgress)
    .set({ completedAt: at, updatedAt: at })
    .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.lectureId, lectureIds)));
};

describe('weekly family digest', () => {
  it('names the week before the Monday in Turkey’s time', () => {
    const week = digestWeek(MONDAY);
    expect(week.from.toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect([week.weekStart, week.weekEnd]).toEqual(['2026-11-16', '2026-11-22']);
    // Sunday 23:30 in Turkey still belongs to the week before it.
    expect(digestWeek(new Date('2026-11-22T20:30:00.000Z')).weekStart).toBe('2026-11-09');
  });

  it('mails each parent the week’s lessons, quizzes, assignments and progress once; none with family off or without a child', async () => {
    const { child, parent } = await linkedFamily(t);
    const lecturer = await makePerson(t, [Role.Lecturer]);
    const http = api(t);
    const course = await makeLearningCourse(t, { lecturerId: lecturer.id, name: 'Sıfırdan JavaScript' });
    await enrol(t, child.id, course.id);
    for (const id of [course.video, course.text, course.html])
      ok(await http.post(`/lectures/${id}/complete`, {}, child.token));
    ok(await http.post(`/lectures/${course.quiz}/quiz-attempts`, { answers: QUIZ_ANSWERS }, child.token));
    await doneAt(child.id, [course.video, course.text, course.quiz], IN_WEEK);
    await doneAt(child.id, [course.html], WEEK_BEFORE);
    // The register of a class session in the week (absent) and of one the week before (present).
    const sessionRows = await t.app.deps.db
      .insert(classSessions)
      .values(
        [IN_WEEK, WEEK_BEFORE].map((at, i) => ({
          courseId: course.id,
          title: `${i + 1}. oturum`,
          startsAt: at,
          endsAt: new Date(at.getTime() + 3_600_000),
          location: 'B203',
        })),
      )
      .returning({ id: classSessions.id });
    await t.app.deps.db.insert(sessionAttendance).values([
      { sessionId: sessionRows[0]?.id as string, userId: child.id, present: false },
      { sessionId: sessionRows[1]?.id as string, userId: child.id, present: true },
    ]);
    // Three assignments: one graded in the week and failed, one graded in the week and passed, one graded the week
    // before. Their rows are written as grading writes them; the three lectures count in the course's lessons (4 of 7).
    const [quizRow] = await t.app.deps.db
      .select({ sectionId: lectures.sectionId })
      .from(lectures)
      .where(eq(lectures.id, course.quiz));
    const tasks = await t.app.deps.db
      .insert(lectures)
      .values(
        ['Hesap makinesi ödevi', 'Dizi ödevi', 'İlk ödev'].map((name, i) => ({
          courseId: course.id,
          sectionId: quizRow?.sectionId as string,
          name,
          contentType: LectureContentType.Assignment,
          maxScore: 20,
          orderNumber: 10 + i,
          durationMinute: 30,
        })),
      )
      .returning({ id: lectures.id });
    await t.app.deps.db.insert(assignmentSubmissions).values(
      (
        [
          [7, new Date(IN_WEEK.getTime() + 3_600_000)],
          [15, IN_WEEK],
          [20, WEEK_BEFORE],
        ] as const
      ).map(([score, gradedAt], i) => ({
        lectureId: tasks[i]?.id as string,
        courseId: course.id,
        userId: child.id,
        text: 'Çözümüm ektedir.',
        submittedAt: WEEK_BEFORE,
        score,
        maxScore: 20,
        gradedAt,
        gradedBy: lecturer.id,
      })),
    );

    // A second parent of their own child who turned family mail off, and a parent with no child.
    const quiet = await linkedFamily(t);
    ok(
      await http.put(
        '/notifications/preferences',
        { email: { orders: true, learning: true, family: false, reminders: true, marketing: false } },
        quiet.parent.token,
      ),
    );
    const alone = await makePerson(t, [Role.Parent]);

    expect(await run()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await digestsOf(parent.id);
    expect(more).toHaveLength(0);
    expect(mail?.toAddress).toBe(parent.email);
    expect(mail?.category).toBe('family');
    expect(mail?.eventKey).toBe(`family-digest:${parent.id}:2026-11-16`);
    const data = mail?.data as TemplateData<'family-digest'>;
    expect([data.weekStart, data.weekEnd]).toEqual(['2026-11-16', '2026-11-22']);
    expect(data.children).toHaveLength(1);
    const [digest] = data.children;
    // The two lessons of the week (the quiz is listed with its result); the lesson of the week before is not.
    expect(digest?.lessons.map((l) => l.lectureName).sort()).toEqual(['Değişkenler', 'Tanışma videosu']);
    expect(digest?.quizzes).toEqual([
      { courseName: 'Sıfırdan JavaScript', lectureName: 'Bölüm sonu quizi', score: 100, passed: true },
    ]);
    // The week's grades, latest first, with the pass the learner was told (at least half the score).
    expect(digest?.assignments).toEqual([
      {
        courseName: 'Sıfırdan JavaScript',
        lectureName: 'Hesap makinesi ödevi',
        score: 7,
        maxScore: 20,
        passed: false,
      },
      { courseName: 'Sıfırdan JavaScript', lectureName: 'Dizi ödevi', score: 15, maxScore: 20, passed: true },
    ]);
    expect(digest?.attendance).toEqual([
      { courseName: 'Sıfırdan JavaScript', sessionTitle: '1. oturum', present: false },
    ]);
    expect(digest?.courses).toEqual([
      { name: 'Sıfırdan JavaScript', progressPercent: 57, completedLessons: 4, totalLessons: 7 },
    ]);

    // Sent as every category mail: HTML and text, and a one-click unsubscribe for `family`.
    await deliverQueuedMail(t);
    const [sent, ...again] = (await readOutbox(t.dataDir)).filter((m) =>
      m.headers.to?.includes(parent.email),
    );
    expect(again).toHaveLength(0);
    expect(sent?.subject).toContain('haftalık veli özeti: 16 Kasım 2026 – 22 Kasım 2026');
    expect(sent?.text).toContain('Değişkenler (Sıfırdan JavaScript)');
    expect(sent?.text).not.toContain('Etkileşimli sayfa');
    expect(sent?.text).toContain('Bölüm sonu quizi (Sıfırdan JavaScript): 100 puan, geçti');
    expect(sent?.text).toContain('1. oturum (Sıfırdan JavaScript): gelmedi');
    expect(sent?.text).toContain('Hesap makinesi ödevi (Sıfırdan JavaScript): 7/20 puan, geçemedi');
    expect(sent?.text).toContain('Dizi ödevi (Sıfırdan JavaScript): 15/20 puan, geçti');
    expect(sent?.text).not.toContain('İlk ödev');
    expect(sent?.html).toContain('Tanışma videosu');
    expect(sent?.headers['list-unsubscribe']).toContain('/notifications/unsubscribe?token=');
    expect(sent?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    expect(await digestsOf(quiet.parent.id)).toHaveLength(0);
    expect(await digestsOf(alone.id)).toHaveLength(0);

    // The same week again, as a retried job or `digest send-now` would: nothing more.
    expect(await run()).toBe(0);
    expect(await digestsOf(parent.id)).toHaveLength(1);
  });
});
