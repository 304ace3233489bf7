import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './catalogue.ts';
import { users } from './users.ts';

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    verificationCode: text('verification_code').notNull().unique(),
    /** Snapshot of the names printed on the certificate. */
    learnerName: text('learner_name').notNull(),
    courseName: text('course_name').notNull(),
    lecturerName: text('lecturer_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_course_uq').on(t.userId, t.courseId)],
);
