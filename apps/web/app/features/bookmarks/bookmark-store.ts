import type { Bookmark } from '@kampus/contract';
import { useSyncExternalStore } from 'react';
import { isMissing, isRuleRefusal } from '../../lib/api-client.ts';
import { createBookmark, deleteBookmark, fetchBookmarks } from './bookmarks-api.ts';

/**
 * The bookmark state shared by every bookmark button on the screen. Course cards and the course page come with
 * the caller's `bookmarkId`; what the user changes afterwards (here, on another card of the same course, or on the
 * bookmarks page) is kept here and wins over that older answer, so every button of a course tells the same. A
 * button without a `bookmarkId` from the server asks for the list (`GET /bookmarks`) once. The store belongs to
 * one user: another user signing in on the same tab starts from an empty store.
 */

type BookmarkSnapshot = {
  /** Whose bookmarks these are. */
  ownerId: string | null;
  /** courseId → bookmarkId (null: not bookmarked), for what changed in this session or came with the list. */
  known: ReadonlyMap<string, string | null>;
  /** The whole list has been loaded: a course missing from `known` is not bookmarked. */
  isListLoaded: boolean;
  /** Courses with an add or remove on its way. */
  pending: ReadonlySet<string>;
};

const EMPTY: BookmarkSnapshot = { ownerId: null, known: new Map(), isListLoaded: false, pending: new Set() };

let ownerId: string | null = null;
let snapshot: BookmarkSnapshot = EMPTY;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const publish = (next: BookmarkSnapshot) => {
  snapshot = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Drops what belonged to someone else. */
const claimFor = (userId: string) => {
  if (ownerId === userId) return;
  ownerId = userId;
  loading = null;
  publish({ ...EMPTY, ownerId: userId });
};

const withKnown = (courseId: string, bookmarkId: string | null) =>
  new Map(snapshot.known).set(courseId, bookmarkId);

const withPending = (courseId: string, isPending: boolean) => {
  const pending = new Set(snapshot.pending);
  if (isPending) pending.add(courseId);
  else pending.delete(courseId);
  return pending;
};

/** Takes a list the page just loaded (the bookmarks page does) as the truth. */
export const setBookmarks = (userId: string, bookmarks: Pick<Bookmark, 'id' | 'courseId'>[]) => {
  claimFor(userId);
  const known = new Map<string, string | null>();
  // Courses known as not bookmarked stay so; the list names the bookmarked ones.
  for (const [courseId] of snapshot.known) known.set(courseId, null);
  for (const bookmark of bookmarks) known.set(bookmark.courseId, bookmark.id);
  publish({ ...snapshot, known, isListLoaded: true });
};

/** Loads the user's bookmarks once; a failure leaves the list unloaded, so a later button asks again. */
export const ensureBookmarksLoaded = (userId: string): Promise<void> => {
  claimFor(userId);
  if (snapshot.isListLoaded) return Promise.resolve();
  if (loading) return loading;
  const request: Promise<void> = fetchBookmarks()
    .then((bookmarks) => {
      if (ownerId === userId && loading === request) setBookmarks(userId, bookmarks);
    })
    .catch(() => undefined)
    .finally(() => {
      if (loading === request) loading = null;
    });
  loading = request;
  return request;
};

/** A bookmark removed elsewhere (the bookmarks page's own remove button). */
export const forgetBookmark = (userId: string, courseId: string) => {
  if (ownerId !== userId) return;
  publish({ ...snapshot, known: withKnown(courseId, null) });
};

/**
 * Adds the bookmark of a course, or removes `currentBookmarkId`. The server's notice says what happened; on a
 * refusal the state stays. A 422 (already bookmarked) or 404 (already removed), e.g. after a change in another
 * tab, reloads the list so the button tells the truth.
 */
export const toggleBookmark = async (
  userId: string,
  courseId: string,
  currentBookmarkId: string | null,
): Promise<void> => {
  claimFor(userId);
  if (snapshot.pending.has(courseId)) return;
  publish({ ...snapshot, pending: withPending(courseId, true) });
  try {
    if (currentBookmarkId) {
      await deleteBookmark(currentBookmarkId);
      if (ownerId === userId) publish({ ...snapshot, known: withKnown(courseId, null) });
    } else {
      const id = await createBookmark(courseId);
      if (ownerId === userId) publish({ ...snapshot, known: withKnown(courseId, id) });
    }
  } catch (error) {
    if ((isRuleRefusal(error) || isMissing(error)) && ownerId === userId) {
      const known = new Map(snapshot.known);
      known.delete(courseId);
      loading = null;
      publish({ ...snapshot, known, isListLoaded: false });
      await ensureBookmarksLoaded(userId);
    }
  } finally {
    if (ownerId === userId) publish({ ...snapshot, pending: withPending(courseId, false) });
  }
};

export type BookmarkState = {
  /** Whether the state is known at all (from the server's answer, a change here, or the list). */
  isKnown: boolean;
  bookmarkId: string | null;
  isPending: boolean;
};

/**
 * The state of one course: what changed here first, else what the server said with the course
 * (`fromServer`, undefined when the caller has nothing), else the loaded list.
 */
export const bookmarkStateOf = (
  snapshotOfStore: BookmarkSnapshot,
  userId: string,
  courseId: string,
  fromServer: string | null | undefined,
): BookmarkState => {
  // What another user left behind on this tab says nothing about this one.
  const state = snapshotOfStore.ownerId === userId ? snapshotOfStore : EMPTY;
  const isPending = state.pending.has(courseId);
  if (state.known.has(courseId))
    return { isKnown: true, bookmarkId: state.known.get(courseId) ?? null, isPending };
  if (fromServer !== undefined) return { isKnown: true, bookmarkId: fromServer, isPending };
  return { isKnown: state.isListLoaded, bookmarkId: null, isPending };
};

/** The whole snapshot; components pick their course with `bookmarkStateOf`. */
export const useBookmarkSnapshot = (): BookmarkSnapshot =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );

/** For tests: start from nothing. */
export const resetBookmarkStore = () => {
  ownerId = null;
  loading = null;
  publish(EMPTY);
};
