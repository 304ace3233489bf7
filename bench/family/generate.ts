import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export type FamilyScale = {
  students: number;
  parents: number;
  /** Courses each student is enrolled in; every course has `lecturesPerCourse` lectures. */
  coursesPerStudent: number;
  /** Completed lectures per enrolled course: students × coursesPerStudent × this = progress rows. */
  completedPerCourse: number;
  courses: number;
  lecturesPerCourse: number;
};

/** The scale: 100,000 students, 60,000 parents, 2,000,000 progress rows. */
export const FULL_SCALE: FamilyScale = {
  students: 100_000,
  parents: 60_000,
  coursesPerStudent: 4,
  completedPerCourse: 5,
  courses: 40,
  lecturesPerCourse: 20,
};

const DAY = 86_400_000;

/**
 * Fills a migrated, empty database with a school's families, all in SQL (generate_series), so 2 million rows take
 * seconds: a lecturer with `courses` published courses of one section each; students (`ogrenci<n>@bench.example`)
 * and parents (`veli<n>@bench.example`) who share one password hash; parent n is linked to student n, and the
 * first `students − parents` parents to a second child too, so every student has exactly one parent; each student
 * is enrolled in `coursesPerStudent` courses and has completed the first `completedPerCourse` lectures of each,
 * spread over the last eight weeks (the digest's week and the progress chart have something to show).
 */
export const generateFamilies = async (
  db: Database,
  scale: FamilyScale,
  passwordHash: string,
  log: (line: string) => void,
): Promise<void> => {
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const since = new Date(Date.now() - 56 * DAY).toISOString();

  await step(
    'eğitmen ve kurslar',
    sql`WITH lecturer AS (
          INSERT INTO users (email, name, surname, identification_number_enc, parent_name, parent_surname,
            parent_identification_number_enc, full_address, password_hash, roles)
          VALUES ('egitmen@bench.example', 'Eğitmen', 'Bir', '', '', '', '', '', ${passwordHash}, '{1}')
          RETURNING id)
        INSERT INTO courses (lecturer_id, name, description, level, price_kurus, publish_status)
        SELECT lecturer.id, 'Kodlama ' || n, 'Çocuklar için adım adım kodlama, bölüm ' || n, n % 3, 0, 1
        FROM lecturer, generate_series(1, ${scale.courses}) AS n`,
  );
  await step(
    'bölümler ve dersler',
    sql`WITH s AS (
          INSERT INTO sections (course_id, name, order_number)
          SELECT id, 'Bölüm 1', 0 FROM courses RETURNING id, course_id)
        INSERT INTO lectures (section_id, course_id, name, content_type, order_number, content_text, duration_minute)
        SELECT s.id, s.course_id, 'Ders ' || n, 1, n - 1, 'Metin', 10
        FROM s, generate_series(1, ${scale.lecturesPerCourse}) AS n`,
  );
  await step(
    `${scale.students.toLocaleString('tr-TR')} öğrenci ve ${scale.parents.toLocaleString('tr-TR')} veli`,
    sql`INSERT INTO users (email, name, surname, identification_number_enc, parent_name, parent_surname,
          parent_identification_number_enc, full_address, password_hash, roles)
        SELECT 'ogrenci' || n || '@bench.example', 'Öğrenci', 'No' || n, '', 'Veli', 'No' || n, '', '',
          ${passwordHash}, '{2}'::integer[]
        FROM generate_series(1, ${scale.students}) AS n
        UNION ALL
        SELECT 'veli' || n || '@bench.example', 'Veli', 'No' || n, '', '', '', '', '', ${passwordHash}, '{3}'::integer[]
        FROM generate_series(1, ${scale.parents}) AS n`,
  );
  await step(
    'aile bağları',
    sql`WITH p AS (SELECT id, substring(email FROM '^veli([0-9]+)@')::int AS n FROM users
          WHERE email LIKE 'veli%@bench.example'),
        c AS (SELECT id, substring(email FROM '^ogrenci([0-9]+)@')::int AS n FROM users
          WHERE email LIKE 'ogrenci%@bench.example')
        INSERT INTO family_links (parent_id, child_id, linked_at)
        SELECT p.id, c.id, ${since}::timestamptz FROM p JOIN c ON c.n = p.n
        UNION ALL
        SELECT p.id, c.id, ${since}::timestamptz FROM p JOIN c ON c.n = p.n + ${scale.parents}`,
  );
  await step(
    'kayıtlar',
    sql`WITH numbered AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM courses),
        students AS (SELECT id, substring(email FROM '^ogrenci([0-9]+)@')::int AS n FROM users
          WHERE email LIKE 'ogrenci%@bench.example')
        INSERT INTO enrolments (user_id, course_id, created_at)
        SELECT students.id, numbered.id, ${since}::timestamptz
        FROM students CROSS JOIN generate_series(0, ${scale.coursesPerStudent - 1}) AS j
        JOIN numbered ON numbered.k = (students.n * 7 + j * 11) % ${scale.courses}`,
  );
  await step(
    'ders ilerlemesi',
    sql`INSERT INTO lecture_progress (user_id, lecture_id, course_id, completed_at, updated_at)
        SELECT e.user_id, l.id, l.course_id, t.at, t.at
        FROM enrolments e
        JOIN lectures l ON l.course_id = e.course_id AND l.order_number < ${scale.completedPerCourse}
        CROSS JOIN LATERAL (SELECT ${since}::timestamptz
          + ((abs(hashtext(e.user_id::text || l.id::text)) % 56) * interval '1 day') AS at) t`,
  );
  await step('VACUUM ANALYZE', sql`VACUUM ANALYZE`);
};
