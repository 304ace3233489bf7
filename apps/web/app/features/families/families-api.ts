import {
  type AcceptInvitation,
  type ChildOverview,
  type CreateInvitation,
  type FamilyInvitation,
  type FamilyMember,
  familyMessages,
  type InvitationLookup,
  type RegisterParent,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Calls of linking parents and children (CONTRACT.md §12). Refusals show as the API client's notices. */
const p = apiPaths.families;

export const fetchInvitations = (signal?: AbortSignal) =>
  api.get<FamilyInvitation[]>(p.invitations, { signal });

export const fetchLinkedParents = (signal?: AbortSignal) => api.get<FamilyMember[]>(p.parents, { signal });

export const createInvitation = (body: CreateInvitation) =>
  api.post<string>(p.invitations, body, { successMessage: familyMessages.invitationSent });

export const deleteInvitation = (id: string) =>
  api.delete<null>(p.invitation(id), { successMessage: familyMessages.invitationDeleted });

export const unlinkParent = (parentId: string) =>
  api.delete<null>(p.parent(parentId), { successMessage: familyMessages.unlinked });

/** Public: the join page shows its own message for a link that no longer works, so no notice. */
export const lookupInvitation = (token: string, signal?: AbortSignal) =>
  api.get<InvitationLookup>(p.lookup, { query: { token }, auth: false, errorNotice: false, signal });

export const registerParentRequest = (body: RegisterParent) =>
  api.post<string>(p.registerParent, body, { auth: false, successMessage: familyMessages.parentRegistered });

export const acceptInvitationRequest = (body: AcceptInvitation) =>
  api.post<null>(p.accept, body, { successMessage: familyMessages.linked });

/** A parent's calls (CONTRACT.md §12): the linked children and one child's overview. */

export const fetchChildren = (signal?: AbortSignal) =>
  api.get<FamilyMember[]>(apiPaths.parentChildren, { signal, errorNotice: false });

export const fetchChildOverview = (childId: string, signal?: AbortSignal) =>
  api.get<ChildOverview>(apiPaths.parentChildOverview(childId), { signal, errorNotice: false });

export type ChildSummary = { child: FamilyMember; overview: ChildOverview };

/** Every linked child with their overview, for the cards of the parent's home (one call per child, in parallel). */
export const fetchChildSummaries = async (signal?: AbortSignal): Promise<ChildSummary[]> => {
  const children = await fetchChildren(signal);
  return Promise.all(
    children.map(async (child) => ({ child, overview: await fetchChildOverview(child.id, signal) })),
  );
};
