import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

/*
 * Outbox rows change hands in whole batches (decision 026): one UPDATE … RETURNING claims a batch, one UPDATE marks
 * the sent ones. Before, each mail cost its own read and its own update, and on PGlite every statement runs on the
 * server's thread (docs/performance.md, mail drain).
 */

/**
 * How long a claim keeps other senders off a row: twice the `mail.send` job's expiry (60 s), so a job that pg-boss
 * hands out again because its first run outlasted the expiry still finds the row held while that run sends. A
 * sender that died leaves the row claimable once this has passed.
 */
export const CLAIM_SECONDS = 120;

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * Claims the rows of `ids` that are not sent and not held by another sender, in one statement. The rows are locked
 * with SKIP LOCKED first: a row another sender is claiming at this moment (two instances on one PostgreSQL) is
 * skipped rather than waited for, so two overlapping claims neither wait on nor deadlock each other, and each row is
 * claimed by one sender at a time.
 */
export const claimMail = async (db: Database, ids: string[]): Promise<ClaimedMail[]> => {
  if (ids.length === 0) return [];
  const claimable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.id, ids),
        ne(mailOutbox.status, 'sent'),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(inArray(mailOutbox.id, claimable))
    .returning();
};

/** Why rows were not claimed: sent already, held by another sender, or gone. */
export const unclaimedStatus = async (db: Database, ids: string[]) =>
  new Map(
    (ids.length === 0
      ? []
      : await db
          .select({ id: mailOutbox.id, status: mailOutbox.status })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, ids))
    ).map((r) => [r.id, r.status === 'sent' ? ('sent' as const) : ('held' as const)]),
  );

/** Marks sent rows in one statement and lets go of them. */
export const markSent = async (db: Database, ids: string[]) => {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      claimedUntil: null,
    })
    .where(inArray(mailOutbox.id, ids));
};

/** Counts a failed attempt on a row and lets go of it, so its retry may claim it. */
export const recordFailure = async (db: Database, id: string, error: unknown, isLastAttempt: boolean) => {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      status: isLastAttempt ? 'failed' : 'pending',
      claimedUntil: null,
    })
    .where(eq(mailOutbox.id, id));
};

/** Sent rows marked in one statement; also how many mails a crash can repeat (with their Message-IDs). */
const MARK_GROUP = 10;

/**
 * Marks rows sent in groups of MARK_GROUP as their sends finish, and the rest when the batch settles: a few
 * statements per batch, where marking each mail as it went cost one statement per mail on the connection requests
 * share. A crash repeats at most one group's mails (at-least-once with a stable Message-ID, decisions 026 and 030).
 */
export const sentMarker = (db: Database) => {
  let waiting: string[] = [];
  let running: Promise<void> | null = null;
  const failed = new Map<string, unknown>();
  const flush = async () => {
    while (waiting.length > 0) {
      const ids = waiting;
      waiting = [];
      try {
        await markSent(db, ids);
      } catch (error) {
        for (const id of ids) failed.set(id, error);
      }
    }
  };
  const kick = () => {
    running ??= flush().finally(() => {
      running = null;
    });
  };
  return {
    add: (id: string) => {
      waiting.push(id);
      if (waiting.length >= MARK_GROUP) kick();
    },
    /** Marks what is left and waits for every mark; answers the rows whose update failed, with the error. */
    settle: async () => {
      while (running || waiting.length > 0) {
        if (!running) kick();
        await running;
      }
      return failed;
    },
  };
};
