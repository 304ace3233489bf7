import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';

/** A lecture's first page of questions as every reader sees it: the caller's own marks (`isUpvoted`) come apart. */
export type SharedPage<Row> = {
  /** `lecture_question_versions.version` read in the same statement as the page (as text: it is a bigint). */
  version: string;
  total: number;
  items: Row[];
};

/** Bytes at most for every lecture's first pages together; titles and bodies are most of an entry. */
const MAX_BYTES = 32 * 1024 * 1024;
const ROW_OVERHEAD = 400;

type TextRow = { title: string; body: string };
const caches = new WeakMap<Database, LRUCache<string, SharedPage<TextRow>>>();

/**
 * The first pages of lectures' question lists, kept in memory per database handle under the lecture's version
 * (decision 056). An entry is used only while the version read with the caller's access check equals the one it
 * was read with; the triggers of migration 0020 bump it in the transaction of every change the page shows, so an
 * entry can be old but never served stale, on this instance or another.
 */
export const firstPageCache = <Row extends TextRow>(db: Database) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, SharedPage<TextRow>>({
      maxSize: MAX_BYTES,
      sizeCalculation: (page) =>
        page.items.reduce(
          (bytes, row) => bytes + 2 * (row.title.length + row.body.length) + ROW_OVERHEAD,
          64,
        ),
    });
    caches.set(db, cache);
  }
  const pages = cache as unknown as LRUCache<string, SharedPage<Row>>;
  const keyOf = (lectureId: string, sort: string, pageSize: number) => `${lectureId}:${sort}:${pageSize}`;
  return {
    get: (lectureId: string, sort: string, pageSize: number) => pages.get(keyOf(lectureId, sort, pageSize)),
    set: (lectureId: string, sort: string, pageSize: number, page: SharedPage<Row>) =>
      pages.set(keyOf(lectureId, sort, pageSize), page),
  };
};
