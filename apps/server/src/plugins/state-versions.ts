import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { catalogueState } from '../db/schema/catalogue.ts';
import { learnerState } from '../db/schema/learner-state.ts';

/**
 * What a signed-in request needs to know is still current, read in one primary-key statement: the catalogue's
 * version (the key of every cached page and count) and the user's two counters of `learner_state` (decision 049).
 * A visitor's catalogue request reads the catalogue version anyway; a signed-in one reads these three instead, so
 * the session check and the learner's card marks cost no further round trip while they are unchanged.
 */
export type StateVersions = { catalogue: number; auth: number; learner: number };

/** The reader for one database handle, with the statement prepared once (it runs on every signed-in request). */
export const stateVersionsReader = (db: Database): ((userId: string) => Promise<StateVersions>) => {
  const statement = db
    .select({
      catalogue: catalogueState.version,
      auth: learnerState.authVersion,
      learner: learnerState.learnerVersion,
    })
    .from(catalogueState)
    .leftJoin(learnerState, eq(learnerState.userId, sql.placeholder('userId')))
    .where(eq(catalogueState.id, 1))
    .prepare('state_versions');
  return async (userId) => {
    const [row] = await statement.execute({ userId });
    return { catalogue: row?.catalogue ?? 0, auth: row?.auth ?? 0, learner: row?.learner ?? 0 };
  };
};
