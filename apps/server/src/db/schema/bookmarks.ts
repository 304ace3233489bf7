import { pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './catalogue.ts';
import { users } from './users.ts';

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bookmarks_user_course_uq').on(t.userId, t.courseId)],
);
