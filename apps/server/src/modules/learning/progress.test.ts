import { learningMessages as m, PublishStatus, Role } from '@kampus/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import {
  call,
  type LearningCourse,
  makeLearningCourse,
  QUIZ_ANSWERS,
} from '../../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { certificates, lectureProgress, lectures, rateLimitEvents, users } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: TestUser;
let admin: TestUser;
let outsider: TestUser;
let course: LearningCourse;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  admin = await makeUser(t, { roles: [Role.Admin] });
  outsider = await makeUser(t);
  course = await makeLearningCourse(t, { lecturerId: lecturer.id });
});

afterAll(async () => {
  await t.close();
});

/** A fresh learner enrolled in `courseId`, so each test starts from no progress. */
const newLearner = async (courseId = course.id) => {
  const user = await makeUser(t, { name: 'Ayşe Yılmaz', surname: 'Çağrı Işık' });
  await enrol(t, user.id, courseId);
  return user;
};
const complete = (lectureId: string, token: string) =>
  call(t, 'POST', `/lectures/${lectureId}/complete`, { token });
const uncomplete = (lectureId: string, token: string) =>
  call(t, 'DELETE', `/lectures/${lectureId}/complete`, { token });
const attempt = (lectureId: string, answers: unknown, token: string) =>
  call(t, 'POST', `/lectures/${lectureId}/quiz-attempts`, { token, body: { answers } });
const certificatesOf = (userId: string) =>
  t.app.deps.db.select().from(certificates).where(eq(certificates.userId, userId));
const progressRow = async (userId: string, lectureId: string) => {
  const [row] = await t.app.deps.db
    .select()
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lectureId)));
  return row;
};

describe('POST /lectures/:id/complete', () => {
  it('marks the lecture completed and answers the course progress, rounded down', async () => {
    const learner = await newLearner();
    const res = await complete(course.video, learner.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      completedLessons: 1,
      totalLessons: 4,
      progressPercent: 25,
      certificateId: null,
    });
    expect(res.body.message).toBe(m.lectureCompleted);
    const second = await complete(course.text, learner.token);
    expect(second.body.data).toMatchObject({ completedLessons: 2, progressPercent: 50 });
  });

  it('is idempotent: completing twice counts once and keeps the first completion time', async () => {
    const learner = await newLearner();
    await complete(course.text, learner.token);
    const first = await progressRow(learner.id, course.text);
    const again = await complete(course.text, learner.token);
    expect(again.body.data.completedLessons).toBe(1);
    expect((await progressRow(learner.id, course.text))?.completedAt).toEqual(first?.completedAt);
  });

  it('agrees with the catalogue’s progress of the same learner', async () => {
    const learner = await newLearner();
    await complete(course.video, learner.token);
    await complete(course.html, learner.token);
    await complete(course.text, learner.token);
    const detail = await call(t, 'GET', `/courses/${course.id}/detail`, { token: learner.token });
    const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
    expect(contents.body.data.progressPercent).toBe(75);
    expect(detail.body.data.progressPercent).toBe(contents.body.data.progressPercent);
    expect(detail.body.data.completedLessons).toBe(contents.body.data.completedLessons);
  });

  it('records the learner’s last activity', async () => {
    const learner = await newLearner();
    await complete(course.video, learner.token);
    const [row] = await t.app.deps.db
      .select({ at: users.lastActivityAt })
      .from(users)
      .where(eq(users.id, learner.id));
    expect(row?.at).toBeInstanceOf(Date);
    const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
    expect(contents.body.data.lastActivityAt).not.toBeNull();
  });

  it('refuses a signed-in user who is not enrolled, the lecturer and an admin with 403 and stores nothing', async () => {
    for (const user of [outsider, lecturer, admin]) {
      const res = await complete(course.video, user.token);
      expect(res.status).toBe(403);
      expect(res.body.error.errorMessage).toBe(m.notEnrolled);
      expect(await progressRow(user.id, course.video)).toBeUndefined();
    }
  });

  it('requires a session', async () => {
    expect((await call(t, 'POST', `/lectures/${course.video}/complete`)).status).toBe(401);
  });

  it('answers 404 for an unknown lecture and for a draft course the caller did not buy', async () => {
    const learner = await newLearner();
    const missing = await complete('5f1c1c8e-8d7a-4b5e-9c1d-0a0a0a0a0a0a', learner.token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.errorMessage).toBe(m.lectureNotFound);
    const draft = await makeLearningCourse(t, {
      lecturerId: lecturer.id,
      publishStatus: PublishStatus.Draft,
    });
    expect((await complete(draft.video, learner.token)).status).toBe(404);
  });

  it('lets a buyer keep completing lectures of a course taken back to draft', async () => {
    const draft = await makeLearningCourse(t, {
      lecturerId: lecturer.id,
      publishStatus: PublishStatus.Draft,
    });
    const learner = await newLearner(draft.id);
    expect((await complete(draft.text, learner.token)).status).toBe(200);
  });

  it('lets a buyer keep completing lectures of an archived course', async () => {
    const archived = await makeLearningCourse(t, {
      lecturerId: lecturer.id,
      publishStatus: PublishStatus.Archived,
    });
    const learner = await newLearner(archived.id);
    expect((await complete(archived.text, learner.token)).status).toBe(200);
  });

  it('refuses to complete a quiz lecture directly (422): a quiz completes by passing', async () => {
    const learner = await newLearner();
    const res = await complete(course.quiz, learner.token);
    expect(res.status).toBe(422);
    expect(res.body.error.errorMessage).toBe(m.quizCompletesByAttempt);
  });
});

describe('DELETE /lectures/:id/complete', () => {
  it('un-completes the lecture and answers the lower progress', async () => {
    const learner = await newLearner();
    await complete(course.video, learner.token);
    await complete(course.text, learner.token);
    const res = await uncomplete(course.video, learner.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      completedLessons: 1,
      totalLessons: 4,
      progressPercent: 25,
      certificateId: null,
    });
    const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
    const [video] = contents.body.data.sections[0].lectures;
    expect(video.isCompleted).toBe(false);
  });

  it('keeps the saved video position', async () => {
    const learner = await newLearner();
    await call(t, 'PUT', `/lectures/${course.video}/position`, {
      token: learner.token,
      body: { positionSeconds: 42 },
    });
    await complete(course.video, learner.token);
    await uncomplete(course.video, learner.token);
    expect((await progressRow(learner.id, course.video))?.positionSeconds).toBe(42);
  });

  it('refuses a user who is not enrolled', async () => {
    expect((await uncomplete(course.video, outsider.token)).status).toBe(403);
  });

  it('refuses to un-complete a passed quiz (422) and keeps it completed', async () => {
    const learner = await newLearner();
    await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    const res = await uncomplete(course.quiz, learner.token);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('QUIZ_COMPLETION_STAYS');
    expect(res.body.error.errorMessage).toBe(m.quizCompletionStays);
    expect((await progressRow(learner.id, course.quiz))?.completedAt).toBeInstanceOf(Date);
  });
});

describe('PUT /lectures/:id/position', () => {
  const put = (lectureId: string, body: unknown, token: string) =>
    call(t, 'PUT', `/lectures/${lectureId}/position`, { token, body });

  it('saves and overwrites the position, shown again in the course contents', async () => {
    const learner = await newLearner();
    expect((await put(course.video, { positionSeconds: 30 }, learner.token)).status).toBe(200);
    expect((await put(course.video, { positionSeconds: 75 }, learner.token)).body).toMatchObject({
      success: true,
      data: null,
    });
    const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
    expect(contents.body.data.sections[0].lectures[0].positionSeconds).toBe(75);
    expect(contents.body.data.completedLessons).toBe(0);
  });

  it.each([-1, 1.5, 86_401, '10', null])(
    'rejects the position %s with the field message',
    async (positionSeconds) => {
      const learner = await newLearner();
      const res = await put(course.video, { positionSeconds }, learner.token);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ positionSeconds: m.positionSeconds });
    },
  );

  it('refuses a user who is not enrolled (403), an unknown lecture (404) and a lecture that is not a video (422)', async () => {
    expect((await put(course.video, { positionSeconds: 5 }, outsider.token)).status).toBe(403);
    expect(await progressRow(outsider.id, course.video)).toBeUndefined();
    const learner = await newLearner();
    expect(
      (await put('5f1c1c8e-8d7a-4b5e-9c1d-0a0a0a0a0a0a', { positionSeconds: 5 }, learner.token)).status,
    ).toBe(404);
    const text = await put(course.text, { positionSeconds: 5 }, learner.token);
    expect(text.status).toBe(422);
    expect(text.body.error.errorMessage).toBe(m.notAVideo);
  });
});

describe('POST /lectures/:id/quiz-attempts', () => {
  it('refuses a fourth attempt at one quiz within the hour with 429 and Retry-After, per learner and quiz', async () => {
    const learner = await newLearner();
    // Changing one answer at a time and watching the score finds every answer; three attempts do not.
    for (const answers of [
      [0, 0, 0],
      [1, 0, 0],
      [2, 0, 0],
    ])
      expect((await attempt(course.quiz, answers, learner.token)).status).toBe(200);
    const before = await progressRow(learner.id, course.quiz);
    const fourth = await t.app.inject({
      method: 'POST',
      url: `/api/v1/web/lectures/${course.quiz}/quiz-attempts`,
      headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' },
      payload: { answers: QUIZ_ANSWERS },
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toEqual({
      code: 'QUIZ_ATTEMPTS_EXCEEDED',
      errorMessage: m.quizAttemptsExceeded,
    });
    const seconds = Number(fourth.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3_500);
    expect(seconds).toBeLessThanOrEqual(3_600);
    // Nothing of the refused attempt was graded or stored.
    expect(await progressRow(learner.id, course.quiz)).toEqual(before);

    // Another learner, and this learner's other quizzes, are not held back.
    expect((await attempt(course.quiz, QUIZ_ANSWERS, (await newLearner()).token)).status).toBe(200);
    const other = await makeLearningCourse(t, { lecturerId: lecturer.id });
    await enrol(t, learner.id, other.id);
    expect((await attempt(other.quiz, QUIZ_ANSWERS, learner.token)).status).toBe(200);

    // Once the oldest attempt is an hour old, one more may be sent.
    await t.app.deps.db
      .update(rateLimitEvents)
      .set({ createdAt: sql`${rateLimitEvents.createdAt} - interval '61 minutes'` })
      .where(eq(rateLimitEvents.key, `${learner.id}:${course.quiz}`));
    const later = await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    expect(later.status).toBe(200);
    expect(later.body.data.passed).toBe(true);
  });

  it('grades on the server: all correct passes with 100 and completes the lecture', async () => {
    const learner = await newLearner();
    const res = await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      score: 100,
      passed: true,
      correctCount: 3,
      questionCount: 3,
      passPercent: 70,
      bestScore: 100,
      progress: { completedLessons: 1, totalLessons: 4, progressPercent: 25, certificateId: null },
      // Passed: every question with the learner's answer and, now, the right one.
      questions: QUIZ_ANSWERS.map((correct) => ({
        answer: correct,
        isCorrect: true,
        correctAnswer: correct,
      })),
    });
    expect(res.body.message).toBe(m.quizPassed);
    expect((await progressRow(learner.id, course.quiz))?.completedAt).toBeInstanceOf(Date);
  });

  it('fails 2 of 3 (66 %) below the 70 % mark without completing, and keeps the best score', async () => {
    const learner = await newLearner();
    const wrongLast = [QUIZ_ANSWERS[0], QUIZ_ANSWERS[1], (Number(QUIZ_ANSWERS[2]) + 1) % 4];
    const res = await attempt(course.quiz, wrongLast, learner.token);
    expect(res.body.data).toMatchObject({
      score: 66,
      passed: false,
      correctCount: 2,
      questionCount: 3,
      bestScore: 66,
    });
    expect(res.body.message).toBe(m.quizFailed(70));
    expect((await progressRow(learner.id, course.quiz))?.completedAt).toBeNull();
    const worse = await attempt(course.quiz, [3, 3, 3], learner.token);
    expect(worse.body.data).toMatchObject({ score: 0, bestScore: 66 });
    const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
    expect(contents.body.data.sections[1].lectures[1].quiz.bestScore).toBe(66);
  });

  it('says per question whether it was right, but never sends the right answers before a pass', async () => {
    const learner = await newLearner();
    const wrongLast = [QUIZ_ANSWERS[0], QUIZ_ANSWERS[1], (Number(QUIZ_ANSWERS[2]) + 1) % 4];
    const failed = await attempt(course.quiz, wrongLast, learner.token);
    expect(failed.body.data.passed).toBe(false);
    expect(failed.body.data.questions).toEqual([
      { answer: QUIZ_ANSWERS[0], isCorrect: true, correctAnswer: null },
      { answer: QUIZ_ANSWERS[1], isCorrect: true, correctAnswer: null },
      { answer: wrongLast[2], isCorrect: false, correctAnswer: null },
    ]);
    // Nowhere else in the answer either: not under another name, not in the course contents.
    expect(JSON.stringify(failed.body)).not.toMatch(/correctAnswer":\d/);
    const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
    expect(JSON.stringify(contents.body)).not.toContain('correctAnswer');

    // After a pass, even a later failed attempt shows the right answers: the learner has earned them.
    await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    const later = await attempt(course.quiz, [3, 3, 3], learner.token);
    expect(later.body.data.passed).toBe(false);
    expect(later.body.data.questions).toEqual(
      // No right answer of the quiz is D (3).
      QUIZ_ANSWERS.map((correct) => ({ answer: 3, isCorrect: false, correctAnswer: correct })),
    );
  });

  it('never un-completes a passed quiz on a later failed attempt', async () => {
    const learner = await newLearner();
    await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    const failed = await attempt(course.quiz, [3, 3, 3], learner.token);
    expect(failed.body.data.progress.completedLessons).toBe(1);
    expect((await progressRow(learner.id, course.quiz))?.completedAt).toBeInstanceOf(Date);
  });

  it('uses the quiz’s own pass mark', async () => {
    const strict = await makeLearningCourse(t, { lecturerId: lecturer.id, passPercent: 100 });
    const learner = await newLearner(strict.id);
    const twoOfThree = [QUIZ_ANSWERS[0], QUIZ_ANSWERS[1], (Number(QUIZ_ANSWERS[2]) + 1) % 4];
    const res = await attempt(strict.quiz, twoOfThree, learner.token);
    expect(res.body.data).toMatchObject({ passed: false, passPercent: 100 });
    expect(res.body.message).toBe(m.quizFailed(100));
  });

  it('rejects a wrong number of answers with 400 naming the question count', async () => {
    const learner = await newLearner();
    for (const answers of [
      [0, 1],
      [0, 1, 2, 3],
    ]) {
      const res = await attempt(course.quiz, answers, learner.token);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ answers: m.answerCount(3) });
    }
    expect(await progressRow(learner.id, course.quiz)).toBeUndefined();
  });

  it.each([[[0, 1, 4]], [[0, -1, 2]], [[0, 'a', 2]], ['0,1,2'], [null]])(
    'rejects the answers %j',
    async (answers) => {
      const learner = await newLearner();
      const res = await attempt(course.quiz, answers, learner.token);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)[0]).toMatch(/^answers/);
    },
  );

  it('refuses a lecture that is not a quiz (422) and a user who is not enrolled (403)', async () => {
    const learner = await newLearner();
    const notQuiz = await attempt(course.text, [0], learner.token);
    expect(notQuiz.status).toBe(422);
    expect(notQuiz.body.error.errorMessage).toBe(m.notAQuiz);
    expect((await attempt(course.quiz, QUIZ_ANSWERS, outsider.token)).status).toBe(403);
    expect((await attempt(course.quiz, QUIZ_ANSWERS, lecturer.token)).status).toBe(403);
  });

  it('refuses a quiz without questions with 422', async () => {
    const empty = await makeLearningCourse(t, { lecturerId: lecturer.id });
    await t.app.deps.db
      .update(lectures)
      .set({ quiz: { questions: [] } })
      .where(eq(lectures.id, empty.quiz));
    const learner = await newLearner(empty.id);
    const res = await attempt(empty.quiz, [], learner.token);
    expect(res.status).toBe(422);
    expect(res.body.error.errorMessage).toBe(m.quizWithoutQuestions);
  });
});

describe('certificate on completing the course', () => {
  const finishAllButQuiz = async (learner: TestUser) => {
    for (const id of [course.video, course.text, course.html]) await complete(id, learner.token);
  };

  it('is issued exactly once when the last lesson is completed, with a snapshot of the names', async () => {
    const learner = await newLearner();
    await finishAllButQuiz(learner);
    expect(await certificatesOf(learner.id)).toHaveLength(0);
    const passed = await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    expect(passed.body.message).toBe(m.courseCompleted);
    expect(passed.body.data.progress).toMatchObject({
      completedLessons: 4,
      totalLessons: 4,
      progressPercent: 100,
    });
    const [issued, ...rest] = await certificatesOf(learner.id);
    expect(rest).toHaveLength(0);
    expect(passed.body.data.progress.certificateId).toBe(issued?.id);
    expect(issued).toMatchObject({
      courseId: course.id,
      learnerName: 'Ayşe Yılmaz Çağrı Işık',
      courseName: 'Sıfırdan JavaScript',
      lecturerName: 'Deniz Yıldız',
    });
    expect(issued?.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    // Un-completing and completing again neither revokes nor re-issues it.
    const down = await uncomplete(course.text, learner.token);
    expect(down.body.data).toMatchObject({ progressPercent: 75, certificateId: issued?.id });
    const up = await complete(course.text, learner.token);
    expect(up.body.message).toBe(m.lectureCompleted);
    expect(up.body.data.certificateId).toBe(issued?.id);
    expect(await certificatesOf(learner.id)).toHaveLength(1);
    const contents = await call(t, 'GET', `/courses/${course.id}/with-contents`, { token: learner.token });
    expect(contents.body.data.certificateId).toBe(issued?.id);
  });

  it('is issued once when the last two lessons are completed at the same moment', async () => {
    const learner = await newLearner();
    await complete(course.video, learner.token);
    await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    const [a, b] = await Promise.all([
      complete(course.text, learner.token),
      complete(course.html, learner.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const issued = await certificatesOf(learner.id);
    expect(issued).toHaveLength(1);
    // Exactly one of the two answers saw the course finished by its own completion.
    expect([a.body.message, b.body.message].sort()).toEqual([m.courseCompleted, m.lectureCompleted].sort());
    expect([a.body.data.completedLessons, b.body.data.completedLessons].sort()).toEqual([3, 4]);
  });

  it('is issued once when the same last lesson is completed twice in parallel', async () => {
    const learner = await newLearner();
    await complete(course.video, learner.token);
    await complete(course.text, learner.token);
    await attempt(course.quiz, QUIZ_ANSWERS, learner.token);
    const results = await Promise.all([1, 2, 3].map(() => complete(course.html, learner.token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await certificatesOf(learner.id)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.data.certificateId)).size).toBe(1);
  });
});
