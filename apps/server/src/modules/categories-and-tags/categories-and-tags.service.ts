import {
  foldForSearch,
  type Paged,
  type TaxonomyCreate,
  type TaxonomyItem,
  type TaxonomyQuery,
  type TaxonomyUpdate,
} from '@kampus/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courseCategories, courseTags } from '../../db/schema/catalogue.ts';
import { categories, tags } from '../../db/schema/categories-and-tags.ts';
import { likeContains } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { bumpCatalogueVersion } from '../catalogue/index.ts';

export type TaxonomyKind = 'category' | 'tag';

/**
 * Categories and tags are the same thing with different tables: the two tables have identical columns, so one
 * code path serves both and the table is picked per kind.
 */
const kinds = {
  category: {
    table: categories,
    links: { table: courseCategories, column: courseCategories.categoryId },
    notFound: 'CATEGORY_NOT_FOUND' as const,
    titleTaken: 'CATEGORY_TITLE_TAKEN' as const,
  },
  tag: {
    table: tags as unknown as typeof categories,
    links: { table: courseTags, column: courseTags.tagId },
    notFound: 'TAG_NOT_FOUND' as const,
    titleTaken: 'TAG_TITLE_TAKEN' as const,
  },
} as const;

const trCollator = new Intl.Collator('tr');

const columnsOf = (kind: TaxonomyKind) => {
  const t = kinds[kind].table;
  return { id: t.id, title: t.title, description: t.description };
};

/** Turkish alphabetical order (`ç` after `c`, `ı` before `i`), the id breaking ties so pages never overlap. */
const byTitle = (a: TaxonomyItem, b: TaxonomyItem) =>
  trCollator.compare(a.title, b.title) || (a.id < b.id ? -1 : 1);

/** `GET /categories`, `GET /tags`: every entry in Turkish alphabetical order (course forms, pickers). */
export const listAll = async (db: Database, kind: TaxonomyKind): Promise<TaxonomyItem[]> => {
  const rows = await db.select(columnsOf(kind)).from(kinds[kind].table);
  return rows.sort(byTitle);
};

/**
 * `GET /categories/paginated`, `GET /tags/paginated`. The search matches title or description in any letter case
 * and with or without Turkish letters (the generated `search_text` column). Categories and tags are a small,
 * curated vocabulary (tens to a few hundred entries), so the matching rows are ordered here with the Turkish
 * collator, which neither PGlite nor a default PostgreSQL locale provides, and then cut into the page.
 */
export const listPage = async (
  db: Database,
  kind: TaxonomyKind,
  query: TaxonomyQuery,
): Promise<Paged<TaxonomyItem>> => {
  const { table } = kinds[kind];
  const term = query.search?.trim();
  // Creation order comes from the database, whose timestamps are finer than a JavaScript Date's milliseconds.
  const rows = await db
    .select(columnsOf(kind))
    .from(table)
    .where(term ? sql`${table.searchText} LIKE ${likeContains(foldForSearch(term))}` : undefined)
    .orderBy(asc(table.createdAt), asc(table.id));
  if (query.orderBy === 'Title') rows.sort(byTitle);
  if (query.desc) rows.reverse();
  const start = (query.pageNumber - 1) * query.pageSize;
  const totalItemCount = rows.length;
  return {
    items: rows.slice(start, start + query.pageSize),
    currentPage: query.pageNumber,
    totalPageCount: Math.ceil(totalItemCount / query.pageSize),
    totalItemCount,
    hasNextPage: start + query.pageSize < totalItemCount,
  };
};

/** `GET /categories/:id`, `GET /tags/:id`. */
export const getOne = async (db: Database, kind: TaxonomyKind, id: string): Promise<TaxonomyItem> => {
  const [row] = await db.select(columnsOf(kind)).from(kinds[kind].table).where(eq(kinds[kind].table.id, id));
  if (!row) throw appError(kinds[kind].notFound);
  return row;
};

/**
 * Runs a write and maps the unique index on the folded title (`lower(translate(title, …))`) to the kind's 422:
 * 'İleri', 'ileri' and 'ILERI' are one title. The index decides, so two admins racing for one title get one 422.
 */
const withUniqueTitle = async <T>(kind: TaxonomyKind, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw appError(kinds[kind].titleTaken);
    throw error;
  }
};

/** `POST /categories`, `POST /tags` → the new id. A new entry is on no course yet, so the catalogue is unchanged. */
export const create = (db: Database, actor: CurrentUser, kind: TaxonomyKind, input: TaxonomyCreate) =>
  withUniqueTitle(kind, () =>
    db.transaction(async (tx) => {
      const { table } = kinds[kind];
      const [row] = await tx
        .insert(table)
        .values({ title: input.title, description: input.description })
        .returning({ id: table.id });
      if (!row) throw new Error(`${kind} insert returned no row`);
      await audit(tx, actor.id, `${kind}.create`, kind, row.id, { title: input.title });
      return row.id;
    }),
  );

/** `PUT /categories`, `PUT /tags` → the id. Course pages show the titles, so the catalogue version moves on. */
export const update = (db: Database, actor: CurrentUser, kind: TaxonomyKind, input: TaxonomyUpdate) =>
  withUniqueTitle(kind, () =>
    db.transaction(async (tx) => {
      const { table } = kinds[kind];
      const [before] = await tx
        .select({ title: table.title })
        .from(table)
        .where(eq(table.id, input.id))
        .for('update');
      if (!before) throw appError(kinds[kind].notFound);
      await tx
        .update(table)
        .set({ title: input.title, description: input.description })
        .where(eq(table.id, input.id));
      await audit(tx, actor.id, `${kind}.update`, kind, input.id, { from: before.title, to: input.title });
      await bumpCatalogueVersion(tx);
      return input.id;
    }),
  );

/**
 * `DELETE /categories/:id`, `DELETE /tags/:id`. The join rows go with it (foreign keys cascade), which detaches it
 * from every course; filter results change, so the catalogue version moves on.
 */
export const remove = async (db: Database, actor: CurrentUser, kind: TaxonomyKind, id: string) => {
  const { table, links } = kinds[kind];
  await db.transaction(async (tx) => {
    const [linked] = await tx.select({ n: count() }).from(links.table).where(eq(links.column, id));
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning({ title: table.title });
    if (!deleted) throw appError(kinds[kind].notFound);
    await audit(tx, actor.id, `${kind}.delete`, kind, id, {
      title: deleted.title,
      detachedCourseCount: linked?.n ?? 0,
    });
    await bumpCatalogueVersion(tx);
  });
};
