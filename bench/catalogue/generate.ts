import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { createRandom, type Random } from './random.ts';
import {
  CATEGORY_TITLES,
  CITIES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  FIRST_NAMES,
  LECTURE_WORDS,
  PREFIXES,
  SUFFIXES,
  SURNAMES,
  TAG_TITLES,
  TOPICS,
} from './words.ts';

export type GenerateOptions = {
  /** Published courses to create; a further ~2 % are drafts or archived, which the catalogue must skip. */
  courses: number;
  seed?: string;
  lecturers?: number;
  /** Sections per course are 1–2 with 2–4 lectures each, so that per-page durations and lesson counts cost something. */
  withLectures?: boolean;
  log?: (line: string) => void;
};

export type GeneratedCatalogue = {
  categoryIds: string[];
  tagIds: string[];
  publishedCourses: number;
  unpublishedCourses: number;
  lectures: number;
  seconds: number;
};

const BATCH = 5_000;
const PUBLISHED = 1;
const START = Date.UTC(2021, 5, 1);
const STEP_MS = 20 * 60_000;

/**
 * One INSERT per batch with the rows as a single JSON parameter: one round trip, no parameter-count limit,
 * and the same text on PGlite and on PostgreSQL. Generated columns (list price, search text) fill themselves.
 */
const insertJson = async (db: Database, table: string, columns: string, rows: object[]) => {
  if (rows.length === 0) return;
  const names = columns
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', ');
  await db.execute(
    sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(${sql.raw(columns)})`,
  );
};

const lira = (random: Random, min: number, max: number) => random.int(min, max) * 500 - 10; // e.g. 64,90 TL

const courseText = (random: Random) => {
  const topic = random.pick(TOPICS);
  const name = `${random.pick(PREFIXES)} ${topic} ${random.pick(SUFFIXES)}`;
  const city = random.pick(CITIES);
  const description = [random.pick(DESCRIPTION_OPENINGS), random.pick(DESCRIPTION_CLOSINGS)]
    .join(' ')
    .replaceAll('{topic}', topic)
    .replaceAll('{city}', city);
  return { name, description };
};

/** Ratings cluster around 4 as on real platforms; some courses have none (average 0). */
const rating = (random: Random) => {
  if (random.chance(0.15)) return { ratingAverage: 0, ratingCount: 0 };
  const centred = (random.next() + random.next() + random.next()) / 3; // roughly bell-shaped in [0,1)
  const average = Math.min(5, Math.max(1, 1.6 + centred * 4));
  return { ratingAverage: Math.round(average * 100) / 100, ratingCount: random.int(1, 800) };
};

/** Fills a migrated, empty database with a deterministic catalogue, then VACUUM ANALYZE. */
export const generateCatalogue = async (
  db: Database,
  options: GenerateOptions,
): Promise<GeneratedCatalogue> => {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const random = createRandom(options.seed ?? 'kampus-catalogue');
  const lecturerCount = options.lecturers ?? 300;
  const withLectures = options.withLectures ?? true;

  const lecturers = Array.from({ length: lecturerCount }, (_, i) => ({
    id: random.uuid(),
    email: `egitmen${i + 1}@kampus.bench`,
    name: random.pick(FIRST_NAMES),
    surname: random.pick(SURNAMES),
    // Identification numbers are ciphertext in real rows; these accounts are synthetic and never decrypted.
    identification_number_enc: `bench:${randomBytes(12).toString('base64url')}`,
    parent_name: random.pick(FIRST_NAMES),
    parent_surname: random.pick(SURNAMES),
    parent_identification_number_enc: `bench:${randomBytes(12).toString('base64url')}`,
    full_address: `${random.pick(CITIES)}, Türkiye`,
    // Not an argon2 hash, so no one can sign in as a generated lecturer.
    password_hash: '!no-login',
  }));
  await insertJson(
    db,
    'users',
    'id uuid, email text, name text, surname text, identification_number_enc text, parent_name text, parent_surname text, parent_identification_number_enc text, full_address text, password_hash text',
    lecturers,
  );
  await db.execute(sql`UPDATE users SET roles = '{1}'::integer[] WHERE email LIKE '%@kampus.bench'`);

  const categories = CATEGORY_TITLES.map((title) => ({
    id: random.uuid(),
    title,
    description: `${title} alanındaki kurslar`,
  }));
  await insertJson(db, 'categories', 'id uuid, title text, description text', categories);
  const tags = TAG_TITLES.map((title) => ({ id: random.uuid(), title, description: '' }));
  await insertJson(db, 'tags', 'id uuid, title text, description text', tags);
  log(`${lecturers.length} eğitmen, ${categories.length} kategori, ${tags.length} etiket`);

  let published = 0;
  let unpublished = 0;
  let lectureTotal = 0;
  let index = 0;
  while (published < options.courses) {
    const courseRows: object[] = [];
    const categoryRows: object[] = [];
    const tagRows: object[] = [];
    const sectionRows: object[] = [];
    const lectureRows: object[] = [];
    while (courseRows.length < BATCH && published < options.courses) {
      const id = random.uuid();
      const isPublished = !random.chance(0.02);
      if (isPublished) published++;
      else unpublished++;
      const price = random.chance(0.12) ? 0 : lira(random, 2, 50);
      const discounted =
        price > 0 && random.chance(0.3)
          ? Math.max(490, Math.round((price * (0.5 + random.next() * 0.4)) / 500) * 500 - 10)
          : 0;
      const createdAt = new Date(START + index * STEP_MS + random.int(0, STEP_MS - 1)).toISOString();
      index++;
      courseRows.push({
        id,
        lecturer_id: random.pick(lecturers).id,
        ...courseText(random),
        level: random.int(0, 2),
        price_kurus: price,
        discounted_price_kurus: discounted < price ? discounted : 0,
        publish_status: isPublished ? PUBLISHED : random.pick([0, 2]),
        is_certified: random.chance(0.4),
        ...(() => {
          const r = rating(random);
          return { rating_average: r.ratingAverage, rating_count: r.ratingCount };
        })(),
        created_at: createdAt,
        updated_at: createdAt,
      });
      for (const category of random.sample(categories, random.chance(0.2) ? 2 : 1))
        categoryRows.push({ course_id: id, category_id: category.id });
      for (const tag of random.sample(tags, random.int(2, 3)))
        tagRows.push({ course_id: id, tag_id: tag.id });
      if (withLectures) {
        const sectionCount = random.int(1, 2);
        for (let s = 0; s < sectionCount; s++) {
          const sectionId = random.uuid();
          sectionRows.push({
            id: sectionId,
            course_id: id,
            name: `Bölüm ${s + 1}`,
            order_number: s,
            created_at: createdAt,
          });
          const lectureCount = random.int(2, 4);
          for (let l = 0; l < lectureCount; l++) {
            lectureRows.push({
              id: random.uuid(),
              section_id: sectionId,
              course_id: id,
              name: `${l + 1}. ${random.pick(LECTURE_WORDS)}`,
              content_type: 1,
              order_number: l,
              is_public: l === 0 && s === 0,
              duration_minute: random.int(4, 45),
              content_text: 'Ders notları ve alıştırmalar.',
              created_at: createdAt,
              updated_at: createdAt,
            });
          }
        }
      }
    }
    await insertJson(
      db,
      'courses',
      'id uuid, lecturer_id uuid, name text, description text, level smallint, price_kurus integer, discounted_price_kurus integer, publish_status smallint, is_certified boolean, rating_average numeric, rating_count integer, created_at timestamptz, updated_at timestamptz',
      courseRows,
    );
    await insertJson(db, 'course_categories', 'course_id uuid, category_id uuid', categoryRows);
    await insertJson(db, 'course_tags', 'course_id uuid, tag_id uuid', tagRows);
    await insertJson(
      db,
      'sections',
      'id uuid, course_id uuid, name text, order_number integer, created_at timestamptz',
      sectionRows,
    );
    await insertJson(
      db,
      'lectures',
      'id uuid, section_id uuid, course_id uuid, name text, content_type smallint, order_number integer, is_public boolean, duration_minute integer, content_text text, created_at timestamptz, updated_at timestamptz',
      lectureRows,
    );
    lectureTotal += lectureRows.length;
    log(`${published + unpublished} kurs yazıldı (${Math.round(performance.now() - started) / 1000} s)`);
  }
  // A new catalogue: any count cached against the old version is stale.
  await db.execute(sql`UPDATE catalogue_state SET version = version + 1, updated_at = now() WHERE id = 1`);
  await db.execute(sql`VACUUM ANALYZE`);
  return {
    categoryIds: categories.map((c) => c.id),
    tagIds: tags.map((t) => t.id),
    publishedCourses: published,
    unpublishedCourses: unpublished,
    lectures: lectureTotal,
    seconds: Math.round(performance.now() - started) / 1000,
  };
};

// `node bench/catalogue/generate.ts` fills the database the server would use (DATABASE_URL or DATA_DIR).
if (import.meta.main) {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/pglite`,
  });
  await database.migrate();
  const result = await generateCatalogue(database.db, {
    courses: Number(process.env.BENCH_COURSES ?? 100_000),
    log: (line) => console.log(line),
  });
  const { categoryIds, tagIds, ...summary } = result;
  console.log(JSON.stringify(summary));
  await database.close();
}
