import { PublishStatus } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { VersionedCache } from './versioned-cache.ts';

/**
 * The highest list price (lira) among the listed courses, whatever the filters: the web's price slider ends there
 * (docs/decisions, "price slider follows the catalogue"). It changes only with the catalogue, so it is read once
 * per catalogue version (one backward step on `courses_status_price_idx`) and then served from memory; requests
 * that miss together share one read. 0 for an empty catalogue.
 */
export const createHighestListPrice = (db: Database) => {
  const cache = new VersionedCache<number>(1);
  const inFlight = new Map<number, Promise<number>>();

  return (version: number): Promise<number> => {
    const cached = cache.get(version, '');
    if (cached !== undefined) return Promise.resolve(cached);
    let pending = inFlight.get(version);
    if (!pending) {
      pending = queryRows<{ kurus: number | null }>(
        db,
        sql`SELECT max(list_price_kurus)::int AS kurus FROM courses WHERE publish_status = ${PublishStatus.Published}`,
      )
        .then(([row]) => {
          const lira = (row?.kurus ?? 0) / 100;
          cache.set(version, '', lira);
          return lira;
        })
        .finally(() => inFlight.delete(version));
      inFlight.set(version, pending);
    }
    return pending;
  };
};
