/** What other modules may use of `enrolments` (README.md); everything else in this folder is internal. */
export {
  endEnrolmentsOfOrder,
  enrolledCourseCountSql,
  enrolmentCount,
  enrolmentCountSql,
  enrolmentRows,
  firstEnrolledCourse,
  grantEnrolments,
  hasEnrolments,
  isEnrolled,
  isEnrolledSql,
  lockEnrolment,
} from './enrolments.service.ts';
