import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { familyConsents, familyInvitations, familyLinks } from '../../db/schema/families.ts';
import { familyInvitationMailKey } from '../announcements/index.ts';

/*
 * The family part of a data export and of an erasure (modules/privacy). Consents are kept after an erasure: they
 * are the record that a parent agreed while a link lasted, and hold ids, a version, a time and an address only.
 */

/** Links (as parent and as child), the invitations the user sent or received, and the consents that name them. */
export const familyForExport = async (db: Database, userId: string, email: string) => ({
  links: await db
    .select({
      parentId: familyLinks.parentId,
      childId: familyLinks.childId,
      linkedAt: familyLinks.linkedAt,
    })
    .from(familyLinks)
    .where(or(eq(familyLinks.parentId, userId), eq(familyLinks.childId, userId)))
    .orderBy(asc(familyLinks.linkedAt)),
  invitations: await db
    .select({
      id: familyInvitations.id,
      childId: familyInvitations.childId,
      email: familyInvitations.email,
      createdAt: familyInvitations.createdAt,
      expiresAt: familyInvitations.expiresAt,
      acceptedAt: familyInvitations.acceptedAt,
    })
    .from(familyInvitations)
    .where(
      or(
        eq(familyInvitations.childId, userId),
        sql`lower(${familyInvitations.email}) = lower(${email})`,
        eq(familyInvitations.acceptedBy, userId),
      ),
    )
    .orderBy(asc(familyInvitations.createdAt)),
  consents: await db
    .select({
      parentId: familyConsents.parentId,
      childId: familyConsents.childId,
      textVersion: familyConsents.textVersion,
      givenAt: familyConsents.givenAt,
      ipAddress: familyConsents.ipAddress,
    })
    .from(familyConsents)
    .where(or(eq(familyConsents.parentId, userId), eq(familyConsents.childId, userId)))
    .orderBy(asc(familyConsents.givenAt)),
});

/**
 * Erasure: every link ends (a parent loses the child's pages at once, as on unlinking) and every invitation the
 * user sent, or that was sent to their address, goes with the address it holds. Answers the event keys of the
 * invitation mails, for the mail module to drop.
 */
export const eraseFamily = async (tx: Tx, userId: string, email: string): Promise<string[]> => {
  await tx.delete(familyLinks).where(or(eq(familyLinks.parentId, userId), eq(familyLinks.childId, userId)));
  const gone = await tx
    .delete(familyInvitations)
    .where(
      or(
        eq(familyInvitations.childId, userId),
        eq(familyInvitations.acceptedBy, userId),
        sql`lower(${familyInvitations.email}) = lower(${email})`,
      ),
    )
    .returning({ id: familyInvitations.id });
  // The invitation mail (to the parent's address, naming the child) goes with its invitation.
  return gone.map((i) => familyInvitationMailKey(i.id));
};
