import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { signAccessToken } from '../../apps/server/src/lib/access-token.ts';
import { queryRows } from './ceiling.ts';

/**
 * The signed-in shape's learner: a student who owns a few courses (one half done), has two in the open basket and
 * bookmarks two, all among the newest published courses, so that the first pages of the default order carry
 * every kind of mark and the exactness check can see them.
 */
export type BenchLearner = {
  userId: string;
  sessionId: string;
  owned: Set<string>;
  inBasket: Set<string>;
  bookmarkIds: Map<string, string>;
};

/** A JWT secret for the benchmark's server, so the benchmark can sign its learner's access token. */
export const benchJwtSecret = () => randomBytes(32).toString('hex');

/** A PostgreSQL array literal of ids: drizzle would send a JavaScript array as a row of parameters. */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

export const createBenchLearner = async (db: Database): Promise<BenchLearner> => {
  const newest = (
    await queryRows<{ id: string }>(
      db,
      'SELECT id FROM courses WHERE publish_status = 1 ORDER BY created_at DESC, id DESC LIMIT 12',
    )
  ).map((r) => r.id);
  const [owned1, owned2, owned3, basket1, basket2, mark1, mark2] = [0, 2, 4, 1, 6, 3, 8].map(
    (i) => newest[i] as string,
  );
  const [user] = await queryRows<{ id: string }>(
    db,
    `INSERT INTO users (email, name, surname, identification_number_enc, parent_name, parent_surname,
       parent_identification_number_enc, full_address, password_hash, roles)
     VALUES ('bench-learner@kampus.test', 'Deniz', 'Yıldız', 'bench', 'Veli', 'Yıldız', 'bench',
       'Moda Caddesi 1, Kadıköy, İstanbul', 'bench', '{2}') RETURNING id`,
  );
  const userId = user?.id as string;
  const [session] = await queryRows<{ id: string }>(
    db,
    `INSERT INTO sessions (user_id, expires_at) VALUES ('${userId}', now() + interval '1 day') RETURNING id`,
  );
  const owned = [owned1, owned2, owned3] as string[];
  await db.execute(
    sql`INSERT INTO enrolments (user_id, course_id) SELECT ${userId}, unnest(${uuidArray(owned)}::uuid[])`,
  );
  // Half of the first owned course's lectures completed.
  await db.execute(sql`
    INSERT INTO lecture_progress (user_id, lecture_id, course_id, completed_at)
    SELECT ${userId}, l.id, l.course_id, now() FROM (
      SELECT id, course_id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
      FROM lectures WHERE course_id = ${owned1}
    ) l WHERE l.n * 2 <= l.total`);
  const [basket] = await queryRows<{ id: string }>(
    db,
    `INSERT INTO baskets (user_id, status) VALUES ('${userId}', 'open') RETURNING id`,
  );
  const inBasket = [basket1, basket2] as string[];
  await db.execute(
    sql`INSERT INTO basket_items (basket_id, course_id) SELECT ${basket?.id}, unnest(${uuidArray(inBasket)}::uuid[])`,
  );
  const { rows: marks } = (await db.execute(
    sql`INSERT INTO bookmarks (user_id, course_id) SELECT ${userId}, unnest(${uuidArray([mark1, mark2] as string[])}::uuid[])
        RETURNING id, course_id`,
  )) as unknown as { rows: Array<{ id: string; course_id: string }> };
  return {
    userId,
    sessionId: session?.id as string,
    owned: new Set(owned),
    inBasket: new Set(inBasket),
    bookmarkIds: new Map(marks.map((m) => [m.course_id, m.id])),
  };
};

/** A fresh access token (15 minutes) for the learner, signed with the server's secret. */
export const learnerToken = (learner: BenchLearner, jwtSecret: string) =>
  signAccessToken(new TextEncoder().encode(jwtSecret), {
    userId: learner.userId,
    sessionId: learner.sessionId,
  });

type Card = { id: string; isCoursePurchased: boolean; isInTheBasket: boolean; bookmarkId: string | null };

/** The cards whose marks differ from what the learner has (an empty list when every mark is exact). */
export const wrongMarks = (learner: BenchLearner, items: Card[]): string[] =>
  items
    .filter(
      (c) =>
        c.isCoursePurchased !== learner.owned.has(c.id) ||
        c.isInTheBasket !== learner.inBasket.has(c.id) ||
        c.bookmarkId !== (learner.bookmarkIds.get(c.id) ?? null),
    )
    .map((c) => c.id);

/** How many cards are marked owned and in the basket. */
export const marksSeen = (items: Card[]) => ({
  owned: items.filter((c) => c.isCoursePurchased).length,
  inBasket: items.filter((c) => c.isInTheBasket).length,
});
