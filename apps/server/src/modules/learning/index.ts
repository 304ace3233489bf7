/** What other modules may use of `learning` (README.md); everything else in this folder is internal. */
export {
  type LearnerCourse,
  type LearnerQuizResult,
  learnerCourses,
  learnerCoursesOf,
  learnerQuizResults,
} from './learner-summary.ts';
export {
  type CompletedLesson,
  type LearnerWeek,
  learnerWeeklyProgress,
  learnerWeeksOf,
  PROGRESS_WEEKS,
  type WeeklyProgress,
} from './learner-week.ts';
export { learningRoutes } from './learning.routes.ts';
export { eraseProgress, progressForExport } from './personal-data.ts';
export { completeGradedAssignment } from './progress.service.ts';
