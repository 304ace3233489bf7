import { createHash, randomBytes } from 'node:crypto';
import { childDisplayName, type FamilyInvitation, type InvitationLookup } from '@kampus/contract';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Secrets } from '../../config/secrets.ts';
import type { Database, Tx } from '../../db/client.ts';
import { familyInvitations } from '../../db/schema/families.ts';
import { appError } from '../../lib/app-error.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { findById } from '../users/index.ts';

/*
 * A student's invitations of parents (CONTRACT.md §12): created with their mail, listed, withdrawn and looked up by
 * token. Joining with one is linking.service.ts.
 */

type Db = Database | Tx;

/** What the families operations need; `log` is the request's logger, so events carry its id. */
export type FamilyDeps = {
  db: Database;
  secrets: Pick<Secrets, 'dataKey'>;
  config: Pick<Config, 'publicUrl' | 'registerLimitPerAddress'>;
  events: Events;
  log: FastifyBaseLogger;
};

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Enough for two parents and a mistyped address or two; more would let an account mail strangers. */
export const MAX_PENDING_INVITATIONS = 5;

export const tokenHash = (token: string) => createHash('sha256').update(token.trim()).digest('hex');

const pending = (now: Date) =>
  and(isNull(familyInvitations.acceptedAt), gt(familyInvitations.expiresAt, now));

/** `POST /families/invitations`: stores the invitation and queues its mail in one transaction → id. */
export const createInvitation = async (deps: FamilyDeps, childId: string, email: string): Promise<string> => {
  const { db, config } = deps;
  const child = await findById(db, childId);
  if (!child || child.deletedAt) throw appError('USER_NOT_FOUND');
  const address = email.trim();
  if (address.toLowerCase() === child.email.trim().toLowerCase()) throw appError('INVITATION_OWN_EMAIL');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const id = await announcing(deps.events, (news) =>
    db.transaction(async (tx) => {
      // Serialises one student's invitations, so two sent at once cannot both take the last free place.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`family-invite\n${childId}`}))`);
      const [open] = await tx
        .select({ n: count() })
        .from(familyInvitations)
        .where(and(eq(familyInvitations.childId, childId), pending(now)));
      if (Number(open?.n ?? 0) >= MAX_PENDING_INVITATIONS) throw appError('INVITATION_LIMIT');
      const [row] = await tx
        .insert(familyInvitations)
        .values({ childId, email: address, tokenHash: tokenHash(token), createdAt: now, expiresAt })
        .returning({ id: familyInvitations.id });
      if (!row) throw new Error('invitation insert returned no row');
      await news.familyInvitation(tx, {
        id: row.id,
        email: address,
        childName: childDisplayName(child.name, child.surname),
        joinUrl: `${config.publicUrl}/family/join?token=${token}`,
        expiresAt,
      });
      return row.id;
    }),
  );
  deps.log.info({ event: 'family.invitation.created', userId: childId, invitationId: id }, 'parent invited');
  return id;
};

/** `GET /families/invitations`: the student's invitations still waiting, newest first. */
export const listInvitations = async (db: Db, childId: string): Promise<FamilyInvitation[]> => {
  const rows = await db
    .select({
      id: familyInvitations.id,
      email: familyInvitations.email,
      createdAt: familyInvitations.createdAt,
      expiresAt: familyInvitations.expiresAt,
    })
    .from(familyInvitations)
    .where(and(eq(familyInvitations.childId, childId), pending(new Date())))
    .orderBy(desc(familyInvitations.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
};

/** `DELETE /families/invitations/{id}`: withdraws a waiting invitation of the caller; its link stops working. */
export const deleteInvitation = async (db: Db, childId: string, invitationId: string): Promise<void> => {
  const removed = await db
    .delete(familyInvitations)
    .where(
      and(
        eq(familyInvitations.id, invitationId),
        eq(familyInvitations.childId, childId),
        isNull(familyInvitations.acceptedAt),
      ),
    )
    .returning({ id: familyInvitations.id });
  if (removed.length === 0) throw appError('INVITATION_NOT_FOUND');
};

export type OpenInvitation = { id: string; childId: string; email: string; expiresAt: Date };

/** The invitation of a token while it can still be used (not spent, not expired, its student live), else 404. */
export const openInvitation = async (db: Db, token: string, now = new Date()): Promise<OpenInvitation> => {
  const [row] = await db
    .select({
      id: familyInvitations.id,
      childId: familyInvitations.childId,
      email: familyInvitations.email,
      expiresAt: familyInvitations.expiresAt,
    })
    .from(familyInvitations)
    .where(and(eq(familyInvitations.tokenHash, tokenHash(token)), pending(now)))
    .limit(1);
  if (!row) throw appError('INVITATION_NOT_FOUND');
  return row;
};

/** `GET /families/invitations/lookup?token=`: what the join page shows before anyone signs in. */
export const lookupInvitation = async (db: Db, token: string): Promise<InvitationLookup> => {
  const invitation = await openInvitation(db, token);
  const child = await findById(db, invitation.childId);
  if (!child || child.deletedAt) throw appError('INVITATION_NOT_FOUND');
  return {
    childName: childDisplayName(child.name, child.surname),
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
  };
};

/**
 * Spends the invitation inside the joining transaction: one conditional update, so two parents racing with one
 * link cannot both join with it.
 */
export const spendInvitation = async (tx: Tx, invitationId: string, parentId: string): Promise<void> => {
  const spent = await tx
    .update(familyInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: parentId })
    .where(and(eq(familyInvitations.id, invitationId), pending(new Date())))
    .returning({ id: familyInvitations.id });
  if (spent.length === 0) throw appError('INVITATION_NOT_FOUND');
};
