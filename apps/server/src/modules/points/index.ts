/** What other modules may use of `points` (README.md); everything else in this folder is internal. */
export { awardLecturePoints, awardLecturePointsSql, pointsTotalOf, pointsTotalSql } from './ledger.ts';
export { erasePoints, pointsForExport } from './personal-data.ts';
export { pointsRoutes } from './points.routes.ts';
