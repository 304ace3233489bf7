/* The admin's list and page of accounts (`GET /users/paginated`, `GET /users/:id`), read here by the table's owner. */
import {
  type AdminUser,
  foldForSearch,
  type Paged,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  type UsersQuery,
} from '@kampus/contract';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { likeContains } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  roles: users.roles,
  createdAt: users.createdAt,
  lastActivityAt: users.lastActivityAt,
};
type Row = Pick<typeof users.$inferSelect, keyof typeof columns>;

const toWire = (row: Row): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  surname: row.surname,
  fullName: `${row.name} ${row.surname}`.trim(),
  roles: [...row.roles].sort((a, b) => a - b),
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
});

/**
 * Sort keys of the list. E-mails are compared lower-cased (the unique `lower(email)` index serves that order);
 * names are compared folded the way search folds them, because neither PGlite nor a default PostgreSQL locale
 * has a Turkish collation: `Çelik` sorts with the c's, not after them.
 */
const orderKeys: Record<UsersQuery['orderBy'], SQL> = {
  Email: sql`lower(${users.email})`,
  Name: sql`lower(translate(${users.name} || ' ' || ${users.surname}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO}))`,
  CreatedAt: sql`${users.createdAt}`,
};

/** `GET /users/paginated`: live accounts, searched over e-mail, name and surname in any letter case. */
export const listUsersPage = async (db: Database, query: UsersQuery): Promise<Paged<AdminUser>> => {
  const term = query.search?.trim();
  const where = and(
    isNull(users.deletedAt),
    term ? sql`${users.searchText} LIKE ${likeContains(foldForSearch(term))}` : undefined,
  );
  const direction = query.desc ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(direction(orderKeys[query.orderBy]), direction(users.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const totalItemCount = total?.n ?? 0;
  return {
    items: rows.map(toWire),
    currentPage: query.pageNumber,
    totalPageCount: Math.ceil(totalItemCount / query.pageSize),
    totalItemCount,
    hasNextPage: query.pageNumber * query.pageSize < totalItemCount,
  };
};

/** `GET /users/:id`: a live account; a deleted or unknown one is 404. */
export const getAdminUser = async (db: Database, id: string): Promise<AdminUser> => {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw appError('USER_NOT_FOUND');
  return toWire(row);
};
