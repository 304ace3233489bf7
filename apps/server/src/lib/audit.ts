import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

/**
 * Records who did what to which record in `audit_log`. Pass the transaction that makes the change, so the row is
 * written exactly when the change commits. `action` is `<target>.<verb>` (e.g. `category.delete`); `details` is
 * stored as JSON text and must never hold secrets or personal numbers.
 */
export const audit = async (
  db: Database | Tx,
  actorId: string | null,
  action: string,
  targetType: string,
  targetId: string | null,
  details?: Record<string, unknown> | string,
): Promise<void> => {
  await db.insert(auditLog).values({
    actorId,
    action,
    targetType,
    targetId,
    details: details === undefined ? null : typeof details === 'string' ? details : JSON.stringify(details),
  });
};

/**
 * Erasure (modules/privacy): replaces each of `values` (an erased account's e-mail) in the details of the audit
 * rows about that account, so the record of what was done stays and the person's data goes.
 */
export const scrubAuditDetails = async (
  db: Database | Tx,
  targetId: string,
  values: string[],
): Promise<void> => {
  for (const value of values) {
    if (value === '') continue;
    await db
      .update(auditLog)
      .set({ details: sql`replace(${auditLog.details}, ${value}, '[silindi]')` })
      .where(and(eq(auditLog.targetId, targetId), sql`strpos(${auditLog.details}, ${value}) > 0`));
  }
};
