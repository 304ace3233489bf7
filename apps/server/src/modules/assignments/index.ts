/** What other modules may use of `assignments` (README.md); everything else in this folder is internal. */
export { assignmentRoutes } from './assignments.routes.ts';
export {
  assignmentResultsOfLearnersBetween,
  eraseSubmissions,
  learnerAssignmentResults,
  submissionsForExport,
} from './personal-data.ts';
