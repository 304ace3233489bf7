import {
  type AcceptInvitation,
  FAMILY_CONSENT_VERSION,
  type FamilyMember,
  type RegisterParent,
  Role,
} from '@kampus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { familyConsents, familyLinks } from '../../db/schema/families.ts';
import { appError, retryAfter } from '../../lib/app-error.ts';
import { type Announcements, announcing } from '../announcements/index.ts';
import { exceededLimit, type Limit, type LimitCheck, recordEvents, registerLimit } from '../auth/index.ts';
import { recordPrivacyAcceptance } from '../privacy/index.ts';
import { addRole, createUser, namesOf, parentIdentificationMatches } from '../users/index.ts';
import {
  type FamilyDeps,
  type OpenInvitation,
  openInvitation,
  spendInvitation,
} from './invitations.service.ts';

/*
 * A parent joining a child's account (CONTRACT.md §12): with a new account or a signed-in one, proving who they are
 * with the identification number the child registered as the parent's; then the lists and unlinking.
 */

export const MAX_PARENTS_PER_CHILD = 2;

/**
 * Wrong numbers are counted like failed logins (the auth module's limiter, 15-minute window): per child, so a
 * stolen link cannot be used to try numbers one after another, and per address. Right numbers count nothing.
 */
export const parentIdLimits = {
  child: { bucket: 'parent-id-fail:child', max: 5 },
  address: { bucket: 'parent-id-fail:address', max: 50 },
} satisfies Record<string, Limit>;

export type ClientInfo = { ip: string };

/** Checks the number against the child's, within the limits; a wrong one is recorded and refused with 422. */
const proveParent = async (
  deps: FamilyDeps,
  invitation: OpenInvitation,
  identificationNumber: string,
  client: ClientInfo,
) => {
  const checks: LimitCheck[] = [
    { limit: parentIdLimits.child, key: invitation.childId },
    { limit: parentIdLimits.address, key: client.ip },
  ];
  const blocked = await exceededLimit(deps.db, checks);
  if (blocked) {
    deps.log.warn({ event: 'family.join.limited', ip: client.ip }, 'join refused: too many wrong numbers');
    throw appError('TOO_MANY_PARENT_ID_ATTEMPTS', { headers: retryAfter(blocked.retryAfterSeconds) });
  }
  const isMatch = await parentIdentificationMatches(
    deps.db,
    deps.secrets.dataKey,
    invitation.childId,
    identificationNumber,
  );
  if (isMatch) return;
  await recordEvents(deps.db, checks);
  deps.log.warn(
    { event: 'family.join.mismatch', invitationId: invitation.id, ip: client.ip },
    'join refused: parent identification number does not match',
  );
  throw appError('PARENT_ID_MISMATCH');
};

/**
 * Links the parent to the child inside the joining transaction: spends the invitation, keeps a child to two
 * parents (under a lock on the child, so two parents joining at once cannot make three), stores the consent and
 * tells the child. Any refusal rolls the whole join back.
 */
const link = async (
  tx: Tx,
  invitation: OpenInvitation,
  parentId: string,
  client: ClientInfo,
  news: Announcements,
) => {
  if (invitation.childId === parentId) throw appError('INVITATION_OWN');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`family-child\n${invitation.childId}`}))`);
  const existing = await tx
    .select({ parentId: familyLinks.parentId })
    .from(familyLinks)
    .where(eq(familyLinks.childId, invitation.childId));
  if (existing.some((l) => l.parentId === parentId)) throw appError('FAMILY_ALREADY_LINKED');
  if (existing.length >= MAX_PARENTS_PER_CHILD) throw appError('FAMILY_PARENT_LIMIT');
  await spendInvitation(tx, invitation.id, parentId);
  const now = new Date();
  const [row] = await tx
    .insert(familyLinks)
    .values({ parentId, childId: invitation.childId, linkedAt: now })
    .returning({ id: familyLinks.id });
  if (!row) throw new Error('link insert returned no row');
  await tx.insert(familyConsents).values({
    parentId,
    childId: invitation.childId,
    invitationId: invitation.id,
    textVersion: FAMILY_CONSENT_VERSION,
    givenAt: now,
    ipAddress: client.ip,
  });
  await addRole(tx, parentId, Role.Parent);
  const parent = (await namesOf(tx, [parentId])).get(parentId);
  await news.parentJoined(tx, {
    id: row.id,
    childId: invitation.childId,
    parentName: parent ? `${parent.name} ${parent.surname}` : 'Veliniz',
  });
};

/** `POST /families/invitations/accept`: a signed-in account joins as a parent and gains the Parent role. */
export const acceptInvitation = async (
  deps: FamilyDeps,
  userId: string,
  input: AcceptInvitation,
  client: ClientInfo,
): Promise<void> => {
  const invitation = await openInvitation(deps.db, input.token);
  if (invitation.childId === userId) throw appError('INVITATION_OWN');
  await proveParent(deps, invitation, input.identificationNumber, client);
  await announcing(deps.events, (news) =>
    deps.db.transaction((tx) => link(tx, invitation, userId, client, news)),
  );
  deps.log.info({ event: 'family.linked', userId, childId: invitation.childId }, 'parent linked');
};

/**
 * `POST /authentication/register-parent`: a new account holding the Parent role only, linked in the same
 * transaction, so a refused link leaves no account behind. Counts towards the per-address registration limit like
 * every registration.
 */
export const registerParent = async (
  deps: FamilyDeps,
  input: RegisterParent,
  client: ClientInfo,
): Promise<string> => {
  const checks: LimitCheck[] = [
    { limit: registerLimit(deps.config.registerLimitPerAddress), key: client.ip },
  ];
  const blocked = await exceededLimit(deps.db, checks);
  if (blocked) throw appError('TOO_MANY_REGISTRATIONS', { headers: retryAfter(blocked.retryAfterSeconds) });
  await recordEvents(deps.db, checks);
  const invitation = await openInvitation(deps.db, input.token);
  await proveParent(deps, invitation, input.identificationNumber, client);
  const parentId = await announcing(deps.events, (news) =>
    createUser(
      deps.db,
      deps.secrets,
      {
        name: input.name,
        surname: input.surname,
        email: input.email,
        identificationNumber: input.identificationNumber,
        // A parent's own account has no parent and no address of its own to give.
        parentName: '',
        parentSurname: '',
        parentIdentificationNumber: '',
        fullAddress: '',
        password: input.password,
        roles: [Role.Parent],
      },
      async (tx, id) => {
        await recordPrivacyAcceptance(tx, id, client.ip);
        await link(tx, invitation, id, client, news);
      },
    ),
  );
  deps.log.info(
    { event: 'family.parent-registered', userId: parentId, childId: invitation.childId },
    'parent joined',
  );
  return parentId;
};

const members = async (
  deps: FamilyDeps,
  rows: Array<{ id: string; linkedAt: Date }>,
): Promise<FamilyMember[]> => {
  const names = await namesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const person = names.get(r.id);
    return person
      ? [{ id: r.id, name: person.name, surname: person.surname, linkedAt: r.linkedAt.toISOString() }]
      : [];
  });
};

/** `GET /parents/children`: the caller's linked children, in the order they were linked. */
export const listChildren = async (deps: FamilyDeps, parentId: string): Promise<FamilyMember[]> =>
  members(
    deps,
    await deps.db
      .select({ id: familyLinks.childId, linkedAt: familyLinks.linkedAt })
      .from(familyLinks)
      .where(eq(familyLinks.parentId, parentId))
      .orderBy(asc(familyLinks.linkedAt)),
  );

/** `GET /families/parents`: the student's linked parents. */
export const listParents = async (deps: FamilyDeps, childId: string): Promise<FamilyMember[]> =>
  members(
    deps,
    await deps.db
      .select({ id: familyLinks.parentId, linkedAt: familyLinks.linkedAt })
      .from(familyLinks)
      .where(eq(familyLinks.childId, childId))
      .orderBy(asc(familyLinks.linkedAt)),
  );

/**
 * Ends a link from either side; access ends with it, since every parent read asks for the link. Anyone not linked
 * gets the not-found answer of `code`, so the route tells nothing about who exists.
 */
export const unlink = async (
  deps: FamilyDeps,
  parentId: string,
  childId: string,
  code: 'CHILD_NOT_FOUND' | 'PARENT_NOT_FOUND',
): Promise<void> => {
  const removed = await deps.db
    .delete(familyLinks)
    .where(and(eq(familyLinks.parentId, parentId), eq(familyLinks.childId, childId)))
    .returning({ id: familyLinks.id });
  if (removed.length === 0) throw appError(code);
  deps.log.info({ event: 'family.unlinked', parentId, childId }, 'parent and child unlinked');
};
