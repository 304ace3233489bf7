import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeQuiz, QUIZ_PASS_PERCENT, quizPassPercent } from './rules.ts';

describe('gradeQuiz', () => {
  it('passes 7 of 10 at the default 70 % mark', () => {
    const correct = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1];
    const answers = [0, 1, 2, 3, 0, 1, 2, 0, 1, 0];
    expect(gradeQuiz(correct, answers)).toEqual({
      score: 70,
      passed: true,
      correctCount: 7,
      questionCount: 10,
    });
  });

  it('fails 2 of 3 (66 %) at 70 % and rounds the score down', () => {
    expect(gradeQuiz([1, 1, 1], [1, 1, 0])).toEqual({
      score: 66,
      passed: false,
      correctCount: 2,
      questionCount: 3,
    });
  });

  it('uses the quiz’s own pass mark', () => {
    expect(gradeQuiz([1, 1, 1], [1, 1, 0], 60).passed).toBe(true);
    expect(gradeQuiz([1, 1], [1, 1], 100).passed).toBe(true);
    expect(gradeQuiz([1, 1], [1, 0], 100).passed).toBe(false);
  });

  it('never passes a quiz without questions', () => {
    expect(gradeQuiz([], [])).toEqual({ score: 0, passed: false, correctCount: 0, questionCount: 0 });
  });

  it('passes exactly when the rounded-down score reaches the mark', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 1, max: 100 }),
        (correct, answers, mark) => {
          const grade = gradeQuiz(correct, answers.slice(0, correct.length), mark);
          expect(grade.passed).toBe(grade.score >= mark);
          expect(grade.score).toBeGreaterThanOrEqual(0);
          expect(grade.score).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('quizPassPercent', () => {
  it('keeps a whole percentage from 1 to 100', () => {
    expect(quizPassPercent(85)).toBe(85);
    expect(quizPassPercent(100)).toBe(100);
  });

  it.each([undefined, null, 0, 101, 72.5, '80'])('falls back to the default for %s', (value) => {
    expect(quizPassPercent(value)).toBe(QUIZ_PASS_PERCENT);
  });
});
