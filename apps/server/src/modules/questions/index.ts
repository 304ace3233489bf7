/** What other modules may use of `questions` (README.md); everything else in this folder is internal. */

export { eraseQuestionTexts, questionsForExport } from './personal-data.ts';
export { questionRoutes } from './questions.routes.ts';
