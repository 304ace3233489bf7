import type { ChildOverview, FamilyMember } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

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
