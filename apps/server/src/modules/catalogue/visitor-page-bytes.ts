import { type CourseQuery, envelopeSchema, type PagedCourses, PagedCoursesSchema } from '@kampus/contract';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { VersionedCache } from './versioned-cache.ts';

/**
 * The visitors' page as the bytes of its answer, kept per catalogue version: a visitor's request then costs the
 * version read and a lookup, not the response serializer (zod's encode and JSON) nor the text-to-bytes conversion,
 * which a profile showed were most of a cached page's time. The bytes are what the route's serializer would write
 * (the same schema's encode, then JSON). A page that shows limited seats is never kept as bytes: seats change with
 * sales, which keep the version, so that page is built again with its seats read fresh (decision 049).
 */
export const createVisitorPageBytes = (
  readVersion: () => Promise<number>,
  visitorPage: (query: CourseQuery, version: number) => Promise<PagedCourses>,
  maxEntries = 1_000,
) => {
  const pages = new VersionedCache<Buffer>(maxEntries);
  const schema = envelopeSchema(PagedCoursesSchema);
  return async (query: CourseQuery): Promise<Buffer> => {
    const version = await readVersion();
    const key = JSON.stringify(query);
    const kept = pages.get(version, key);
    if (kept) return kept;
    const page = await visitorPage(query, version);
    const bytes = Buffer.from(JSON.stringify(z.encode(schema, ok(page))));
    if (page.items.every((item) => item.seatsLeft === null)) pages.set(version, key, bytes);
    return bytes;
  };
};
