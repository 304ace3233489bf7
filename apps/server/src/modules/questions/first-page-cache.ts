import type { QuestionItem } from '@kampus/contract';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';

/** A question item without the caller's own marks (`isMine`, `isUpvoted`): the same for every reader. */
export type SharedItem = Omit<QuestionItem, 'isMine' | 'isUpvoted'>;

/** A lecture's first page of questions as every reader sees it, shaped once when it is read. */
export type KeptPage = {
  /** `lecture_question_versions.version` read in the same statement as the page (as text: it is a bigint). */
  version: string;
  total: number;
  /** The page's question ids, comma-separated: the probe asks which of them the caller upvoted. */
  ids: string;
  rows: Array<{ authorId: string; item: SharedItem }>;
};

/** Bytes at most for every lecture's first pages together; titles and bodies are most of an entry. */
const MAX_BYTES = 32 * 1024 * 1024;
const ROW_OVERHEAD = 400;

const caches = new WeakMap<Database, LRUCache<string, KeptPage>>();

/**
 * The first pages of lectures' question lists, kept in memory per database handle under the lecture's version
 * (decision 056). An entry is used only while the version read with the caller's access check equals the one it
 * was read with; the triggers of migration 0020 bump it in the transaction of every change the page shows, so an
 * entry can be old but never served stale, on this instance or another.
 */
export const firstPageCache = (db: Database) => {
  let pages = caches.get(db);
  if (!pages) {
    pages = new LRUCache<string, KeptPage>({
      maxSize: MAX_BYTES,
      sizeCalculation: (page) =>
        page.rows.reduce(
          (bytes, { item }) => bytes + 2 * (item.title.length + item.body.length) + ROW_OVERHEAD,
          64 + page.ids.length,
        ),
    });
    caches.set(db, pages);
  }
  const kept = pages;
  const keyOf = (lectureId: string, sort: string, pageSize: number) => `${lectureId}:${sort}:${pageSize}`;
  return {
    get: (lectureId: string, sort: string, pageSize: number) => kept.get(keyOf(lectureId, sort, pageSize)),
    set: (lectureId: string, sort: string, pageSize: number, page: KeptPage) =>
      kept.set(keyOf(lectureId, sort, pageSize), page),
  };
};
