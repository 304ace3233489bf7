import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { Ledger } from './learners.ts';

/**
 * After the run, with the server stopped: SQL against the run's database. Structural checks hold for every row
 * (the demo data's included); ledger checks compare what the learners saw acknowledged with what is stored.
 * Every check is a count of offending rows, so 0 means consistent.
 */

export type Check = { name: string; description: string; offending: number };

export type ConsistencyReport = {
  checks: Check[];
  /** Row counts of this run's learners, for the report. */
  counts: Record<string, number>;
  isConsistent: boolean;
};

const rows = async <T>(db: Database, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const count = async (db: Database, statement: ReturnType<typeof sql>) => {
  const [row] = await rows<{ n: number | string }>(db, statement);
  return Number(row?.n ?? 0);
};

// OrderStatus: Pending 0, Completed 1, Cancelled 2; PaymentType.Free 3.
const STRUCTURAL: Array<{ name: string; description: string; statement: ReturnType<typeof sql> }> = [
  {
    name: 'çift sipariş',
    description: 'a learner with two live (pending or completed) order lines for one course',
    statement: sql`SELECT count(*) AS n FROM (
      SELECT o.user_id, oi.course_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE o.status IN (0, 1) GROUP BY o.user_id, oi.course_id HAVING count(*) > 1) d`,
  },
  {
    name: 'kaydı olmayan tamamlanmış sipariş',
    description: 'a line of a completed order without the enrolment it granted (same user, course and order)',
    statement: sql`SELECT count(*) AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE o.status = 1 AND NOT EXISTS (SELECT 1 FROM enrolments e
        WHERE e.user_id = o.user_id AND e.course_id = oi.course_id AND e.order_id = o.id)`,
  },
  {
    name: 'siparişi olmayan kayıt',
    description: 'an enrolment without a completed order of that user holding that course',
    statement: sql`SELECT count(*) AS n FROM enrolments e WHERE NOT EXISTS (
      SELECT 1 FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.id = e.order_id AND o.status = 1 AND o.user_id = e.user_id AND oi.course_id = e.course_id)`,
  },
  {
    name: 'ücretli ücretsiz sipariş',
    // Lines keep their payable before a basket-wide code, so their sum must be 0 only without one.
    description:
      'a free order whose payable total is not 0, or without a basket code whose lines do not sum to 0',
    statement: sql`SELECT count(*) AS n FROM orders o WHERE o.payment_type = 3 AND (o.total_discounted_price_kurus <> 0
      OR (o.discount_code IS NULL
        AND (SELECT coalesce(sum(oi.payable_price_kurus), 0) FROM order_items oi WHERE oi.order_id = o.id) <> 0))`,
  },
  {
    name: 'boş sipariş',
    description: 'an order without lines',
    statement: sql`SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id)`,
  },
  {
    name: 'sipariş/sepet durumu',
    description: "an order whose basket is not marked 'ordered', or an 'ordered' basket without an order",
    statement: sql`SELECT
      (SELECT count(*) FROM orders o JOIN baskets b ON b.id = o.basket_id WHERE b.status <> 'ordered')
      + (SELECT count(*) FROM baskets b WHERE b.status = 'ordered' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.basket_id = b.id))
      AS n`,
  },
  {
    name: 'satın alınmış kurs açık sepette',
    description: 'an item of an open basket for a course its user is already enrolled in',
    statement: sql`SELECT count(*) AS n FROM basket_items bi JOIN baskets b ON b.id = bi.basket_id
      WHERE b.status = 'open' AND EXISTS (SELECT 1 FROM enrolments e WHERE e.user_id = b.user_id AND e.course_id = bi.course_id)`,
  },
  {
    name: 'kayıtsız ilerleme',
    description:
      'a completed lecture of a course the learner is not enrolled in, or of another course than its own',
    statement: sql`SELECT count(*) AS n FROM lecture_progress p JOIN lectures l ON l.id = p.lecture_id
      WHERE p.completed_at IS NOT NULL AND (l.course_id <> p.course_id OR NOT EXISTS (
        SELECT 1 FROM enrolments e WHERE e.user_id = p.user_id AND e.course_id = p.course_id))`,
  },
  {
    name: 'canlı siparişi olmayan kod kullanımı',
    description: 'a discount redemption whose order is cancelled or belongs to someone else',
    statement: sql`SELECT count(*) AS n FROM discount_redemptions r JOIN orders o ON o.id = r.order_id
      WHERE o.status = 2 OR o.user_id <> r.user_id`,
  },
];

export const checkConsistency = async (
  db: Database,
  options: { runTag: string; ledger: Ledger },
): Promise<ConsistencyReport> => {
  const checks: Check[] = [];
  for (const check of STRUCTURAL)
    checks.push({
      name: check.name,
      description: check.description,
      offending: await count(db, check.statement),
    });

  const emailPattern = `yuk.${options.runTag}.%`;
  const learnerIds = sql`(SELECT id FROM users WHERE email LIKE ${emailPattern})`;
  const { ledger } = options;

  // Orders: every acknowledged one stored, completed, for that course; nothing stored that nobody saw.
  const stored = await rows<{ id: string; user_id: string; course_id: string; status: number }>(
    db,
    sql`SELECT o.id, o.user_id, oi.course_id, o.status FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.user_id IN ${learnerIds}`,
  );
  const storedByOrder = new Map(stored.map((r) => [`${r.id}:${r.user_id}:${r.course_id}`, r]));
  const acknowledged = new Set(ledger.orders.map((o) => `${o.orderId}:${o.userId}:${o.courseId}`));
  checks.push({
    name: 'kayıp sipariş',
    description: 'an order the learner saw acknowledged that is not stored as completed with that course',
    offending: ledger.orders.filter(
      (o) => Number(storedByOrder.get(`${o.orderId}:${o.userId}:${o.courseId}`)?.status) !== 1,
    ).length,
  });
  checks.push({
    name: 'habersiz sipariş',
    description: 'an order line of a learner that no answer acknowledged',
    offending: stored.filter((r) => !acknowledged.has(`${r.id}:${r.user_id}:${r.course_id}`)).length,
  });

  // Progress: every acknowledged completion stored, no completion nobody saw, the last saved position kept.
  const progress = await rows<{
    user_id: string;
    lecture_id: string;
    completed: boolean;
    position_seconds: number;
  }>(
    db,
    sql`SELECT user_id, lecture_id, completed_at IS NOT NULL AS completed, position_seconds FROM lecture_progress
      WHERE user_id IN ${learnerIds}`,
  );
  const progressByKey = new Map(progress.map((p) => [`${p.user_id}:${p.lecture_id}`, p]));
  const completions = new Set(ledger.completions.map((c) => `${c.userId}:${c.lectureId}`));
  checks.push({
    name: 'kayıp ilerleme',
    description: 'a lecture completion the learner saw acknowledged that is not stored as completed',
    offending: [...completions].filter((key) => progressByKey.get(key)?.completed !== true).length,
  });
  checks.push({
    name: 'habersiz ilerleme',
    description: 'a completed lecture of a learner that no answer acknowledged',
    offending: progress.filter((p) => p.completed && !completions.has(`${p.user_id}:${p.lecture_id}`)).length,
  });
  checks.push({
    name: 'kayıp video konumu',
    description: 'a lecture whose stored position is not the last one the learner saw saved',
    offending: [...ledger.positions.entries()].filter(
      ([key, p]) => Number(progressByKey.get(key)?.position_seconds) !== p.positionSeconds,
    ).length,
  });
  checks.push({
    name: 'istemci/sunucu çelişkisi',
    description: 'an answer that contradicted what the learner knew (see the samples)',
    offending: ledger.divergenceCount,
  });

  const counts = {
    öğrenci: await count(db, sql`SELECT count(*) AS n FROM users WHERE email LIKE ${emailPattern}`),
    sipariş: await count(db, sql`SELECT count(*) AS n FROM orders WHERE user_id IN ${learnerIds}`),
    'sipariş satırı': stored.length,
    kayıt: await count(db, sql`SELECT count(*) AS n FROM enrolments WHERE user_id IN ${learnerIds}`),
    'tamamlanan ders': progress.filter((p) => p.completed).length,
    'ilerleme satırı': progress.length,
    'kod kullanımı': await count(
      db,
      sql`SELECT count(*) AS n FROM discount_redemptions WHERE user_id IN ${learnerIds}`,
    ),
    'açık sepet kalemi': await count(
      db,
      sql`SELECT count(*) AS n FROM basket_items bi JOIN baskets b ON b.id = bi.basket_id
        WHERE b.status = 'open' AND b.user_id IN ${learnerIds}`,
    ),
    'defter: sipariş': ledger.orders.length,
    'defter: tamamlama': completions.size,
    'defter: video konumu': ledger.positions.size,
    'çift gönderim': ledger.doubleSubmissions,
  };
  return { checks, counts, isConsistent: checks.every((c) => c.offending === 0) };
};
