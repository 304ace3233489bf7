/** The course access policy other modules use (README.md). */
export {
  canAuthor,
  canAuthorSql,
  canLearn,
  canOpenEveryLecture,
  canView,
  canViewSql,
  type Standing,
  standingOf,
} from './course-access.ts';
