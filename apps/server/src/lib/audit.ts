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
