/** What other modules may use of `families` (README.md); everything else in this folder is internal. */

export { addDigestCommands } from './cli-commands.ts';
export { type DigestWeek, digestWeek, sendWeeklyDigest } from './digest.service.ts';
export { familyRoutes } from './families.routes.ts';
export { isLinked, linkedChildIds, linkedParentIds } from './links.ts';
export { eraseFamily, familyForExport } from './personal-data.ts';
