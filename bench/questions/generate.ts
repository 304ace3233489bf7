import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export type QuestionScale = {
  lecturers: number;
  courses: number;
  lecturesPerCourse: number;
  students: number;
  /** Courses each student is enrolled in. */
  coursesPerStudent: number;
  questions: number;
  answersPerQuestion: number;
};

/** The issue's scale: 1,000,000 questions and 3,000,000 answers over 10,000 lectures. */
export const FULL_SCALE: QuestionScale = {
  lecturers: 50,
  courses: 200,
  lecturesPerCourse: 50,
  students: 10_000,
  coursesPerStudent: 10,
  questions: 1_000_000,
  answersPerQuestion: 3,
};

/**
 * Ids derived from a kind and a number, so rows can point at each other without a join: md5 as a uuid, with the
 * version (4) and variant (8) digits a valid uuid has (the API's schemas check them).
 */
const id = (kind: string, n: ReturnType<typeof sql> | string) =>
  sql`overlay(overlay(md5(${kind} || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Fills a migrated, empty database, all in set-based SQL (generate_series): `lecturers` lecturers
 * (`egitmen<n>@bench.example`), each with `courses / lecturers` published courses of one section of
 * `lecturesPerCourse` lectures; students (`ogrenci<n>@bench.example`), each enrolled in `coursesPerStudent` courses;
 * `questions` questions spread evenly over the lectures and the last 180 days, each asked by a student, with
 * `answersPerQuestion` answers; a third of the questions have their first answer by the course's lecturer, a tenth
 * an accepted answer, and upvotes vary. Counts on each question agree with its answers, as the app keeps them.
 */
/** For each student, the lectures of the first course they are enrolled in (the list's requests read these). */
export const lecturesOfStudents = async (db: Database, studentNumbers: number[], scale: QuestionScale) => {
  const out = new Map<number, string[]>();
  for (const n of studentNumbers) {
    const course = (n * 7) % scale.courses;
    const rows = (await db.execute(
      sql`SELECT ${id('l', sql`l::text`)} AS id
          FROM generate_series(${course * scale.lecturesPerCourse}::int, ${(course + 1) * scale.lecturesPerCourse - 1}::int) AS l`,
    )) as unknown as { rows?: Array<{ id: string }> } | Array<{ id: string }>;
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    out.set(
      n,
      list.map((r) => r.id),
    );
  }
  return out;
};

export const generateQuestions = async (
  db: Database,
  scale: QuestionScale,
  passwordHash: string,
  log: (line: string) => void,
): Promise<void> => {
  // Foreign keys are checked by a trigger per row; the rows here are made to fit, so the bulk inserts skip them
  // (session_replication_role = replica, for this transaction only), which makes 3 million answers a matter of
  // seconds rather than minutes.
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(statement);
    });
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const lectures = scale.courses * scale.lecturesPerCourse;
  const userColumns = sql`(id, email, name, surname, identification_number_enc, parent_name, parent_surname,
    parent_identification_number_enc, full_address, password_hash, roles)`;

  await step(
    `${scale.lecturers} eğitmen, ${scale.students.toLocaleString('tr-TR')} öğrenci`,
    sql`INSERT INTO users ${userColumns}
        SELECT ${id('t', sql`n::text`)}, 'egitmen' || n || '@bench.example', 'Eğitmen', 'No' || n, '', '', '', '', '',
          ${passwordHash}, '{1}'::integer[]
        FROM generate_series(1, ${scale.lecturers}) AS n
        UNION ALL
        SELECT ${id('s', sql`n::text`)}, 'ogrenci' || n || '@bench.example', 'Öğrenci', 'No' || n, '', 'Veli', 'No', '', '',
          ${passwordHash}, '{2}'::integer[]
        FROM generate_series(1, ${scale.students}) AS n`,
  );
  await step(
    `${scale.courses} kurs, ${lectures.toLocaleString('tr-TR')} ders`,
    sql`WITH c AS (
          INSERT INTO courses (id, lecturer_id, name, description, level, price_kurus, publish_status)
          SELECT ${id('c', sql`n::text`)}, ${id('t', sql`(n % ${scale.lecturers} + 1)::text`)}, 'Kodlama ' || n,
            'Soru-cevap ölçümü için bir kurs', 0, 0, 1
          FROM generate_series(0, ${scale.courses - 1}) AS n RETURNING id),
        s AS (
          INSERT INTO sections (id, course_id, name, order_number)
          SELECT ${id('b', sql`n::text`)}, ${id('c', sql`n::text`)}, 'Bölüm 1', 0
          FROM generate_series(0, ${scale.courses - 1}) AS n WHERE EXISTS (SELECT 1 FROM c) RETURNING id)
        INSERT INTO lectures (id, section_id, course_id, name, content_type, order_number, content_text, duration_minute)
        SELECT ${id('l', sql`l::text`)}, ${id('b', sql`(l / ${scale.lecturesPerCourse})::text`)},
          ${id('c', sql`(l / ${scale.lecturesPerCourse})::text`)}, 'Ders ' || l, 1, l % ${scale.lecturesPerCourse}, 'Metin', 10
        FROM generate_series(0, ${lectures - 1}) AS l WHERE EXISTS (SELECT 1 FROM s)`,
  );
  await step(
    'kayıtlar',
    sql`INSERT INTO enrolments (user_id, course_id)
        SELECT ${id('s', sql`n::text`)}, ${id('c', sql`((n * 7 + j * 13) % ${scale.courses})::text`)}
        FROM generate_series(1, ${scale.students}) AS n, generate_series(0, ${scale.coursesPerStudent - 1}) AS j
        ON CONFLICT DO NOTHING`,
  );
  // Question q is on lecture q % lectures, asked by student (q * 31) % students + 1, at a time spread over 180 days.
  await step(
    `${scale.questions.toLocaleString('tr-TR')} soru`,
    sql`INSERT INTO questions (id, lecture_id, course_id, author_id, lecturer_id, title, body, answer_count, upvote_count,
          lecturer_answer_count, has_accepted_answer, created_at)
        SELECT ${id('q', sql`q::text`)}, ${id('l', sql`(q % ${lectures})::text`)},
          ${id('c', sql`((q % ${lectures}) / ${scale.lecturesPerCourse})::text`)},
          ${id('s', sql`((q * 31) % ${scale.students} + 1)::text`)},
          ${id('t', sql`(((q % ${lectures}) / ${scale.lecturesPerCourse}) % ${scale.lecturers} + 1)::text`)},
          'Soru ' || q || ': döngü neden bitmiyor?',
          'Şunu yazdım ama döngü bitmiyor. Soru numarası ' || q || '.',
          ${scale.answersPerQuestion}, (q * 7919) % 23, CASE WHEN q % 3 = 0 THEN 1 ELSE 0 END, q % 10 = 0,
          now() - ((q * 104729) % 15552000) * interval '1 second'
        FROM generate_series(0::bigint, ${scale.questions - 1}) AS q`,
  );
  await step(
    `${(scale.questions * scale.answersPerQuestion).toLocaleString('tr-TR')} cevap`,
    sql`INSERT INTO answers (question_id, author_id, body, is_lecturer, is_accepted, created_at)
        SELECT ${id('q', sql`q::text`)},
          CASE WHEN k = 1 AND q % 3 = 0
            THEN ${id('t', sql`(((q % ${lectures}) / ${scale.lecturesPerCourse}) % ${scale.lecturers} + 1)::text`)}
            ELSE ${id('s', sql`((q * 17 + k) % ${scale.students} + 1)::text`)} END,
          'Koşulu kontrol edin; cevap ' || k || '.', k = 1 AND q % 3 = 0, k = 2 AND q % 10 = 0,
          now() - ((q * 104729) % 15552000) * interval '1 second' + k * interval '1 hour'
        FROM generate_series(0::bigint, ${scale.questions - 1}) AS q, generate_series(1, ${scale.answersPerQuestion}) AS k`,
  );
  const started = performance.now();
  await db.execute(sql`VACUUM ANALYZE`);
  log(`VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * The plans of the two reads as the app words them (lecture's first page by votes; a lecturer's inbox, unanswered
 * first), so a run shows whether they are index scans in order (`Index Scan using questions_…`) or a sort of many rows.
 */
export const explainReads = async (db: Database, scale: QuestionScale): Promise<string[]> => {
  const plan = async (statement: ReturnType<typeof sql>) => {
    const result = (await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`)) as unknown as
      | { rows?: Array<Record<string, string>> }
      | Array<Record<string, string>>;
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return rows.map((r) => Object.values(r)[0] ?? '');
  };
  const lecture = id('l', sql`${String(Math.floor(scale.lecturesPerCourse / 2))}::text`);
  const lecturer = id('t', sql`'1'`);
  return [
    ...(await plan(sql`SELECT q.id, q.title, u.name FROM questions q JOIN users u ON u.id = q.author_id
      WHERE q.lecture_id = ${lecture} ORDER BY q.upvote_count DESC, q.created_at DESC, q.id DESC LIMIT 10`)),
    ...(await plan(sql`SELECT q.id, q.title, u.name FROM questions q JOIN users u ON u.id = q.author_id
      WHERE q.lecturer_id = ${lecturer}
      ORDER BY (q.lecturer_answer_count = 0 AND NOT q.has_accepted_answer) DESC, q.created_at DESC, q.id DESC
      LIMIT 20`)),
    ...(await plan(sql`SELECT count(*) FROM questions q WHERE q.lecturer_id = ${lecturer}
      AND (q.lecturer_answer_count = 0 AND NOT q.has_accepted_answer)`)),
  ];
};
