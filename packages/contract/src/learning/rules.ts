/** Quiz grading shared by the server (which grades) and the web (which explains the pass mark). */

/** Pass mark of a quiz that does not set its own `passPercent`. */
export const QUIZ_PASS_PERCENT = 70;

export type QuizGrade = { score: number; passed: boolean; correctCount: number; questionCount: number };

/**
 * Grades answers (one option index per question) against the correct indexes. `score` is the percentage of
 * correct answers rounded down; `passed` compares the exact share, so 7 of 10 passes a 70 % mark and 2 of 3
 * (66,67 %) does not. The caller checks that there is one answer per question.
 */
export const gradeQuiz = (
  correctAnswers: readonly number[],
  answers: readonly number[],
  passPercent: number = QUIZ_PASS_PERCENT,
): QuizGrade => {
  const questionCount = correctAnswers.length;
  const correctCount = correctAnswers.filter((correct, i) => answers[i] === correct).length;
  const score = questionCount === 0 ? 0 : Math.floor((correctCount * 100) / questionCount);
  return {
    score,
    passed: questionCount > 0 && correctCount * 100 >= passPercent * questionCount,
    correctCount,
    questionCount,
  };
};

/** The quiz's own pass mark when it sets a whole percentage from 1 to 100, else the default. */
export const quizPassPercent = (passPercent: unknown): number =>
  typeof passPercent === 'number' && Number.isInteger(passPercent) && passPercent >= 1 && passPercent <= 100
    ? passPercent
    : QUIZ_PASS_PERCENT;
