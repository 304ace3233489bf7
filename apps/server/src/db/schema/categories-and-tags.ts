import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchFold } from './search-fold.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    searchText: text('search_text').generatedAlwaysAs(sql.raw(searchFold(`title || ' ' || description`))),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [uniqueIndex('categories_title_fold_uq').on(sql.raw(searchFold('title')))],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    searchText: text('search_text').generatedAlwaysAs(sql.raw(searchFold(`title || ' ' || description`))),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [uniqueIndex('tags_title_fold_uq').on(sql.raw(searchFold('title')))],
);
