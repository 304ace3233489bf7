import { PublishStatus } from '@kampus/contract';
import type { Database } from '../../src/db/client.ts';
import { courseCategories, courses, courseTags } from '../../src/db/schema/index.ts';
import { bumpCatalogueVersion } from '../../src/modules/catalogue/catalogue-version.ts';

/**
 * Large catalogues for benchmarks: inserts `count` published courses with one or two categories and one to
 * three tags each, in multi-row batches (one statement per batch and table). Values come from a seeded
 * generator, so the same arguments give the same catalogue. Bumps the catalogue version once at the end.
 */

const SUBJECTS = [
  'React',
  'Node.js',
  'Python',
  'TypeScript',
  'Docker',
  'Kubernetes',
  'PostgreSQL',
  'Flutter',
  'Kotlin',
  'Unity',
  'Veri Analizi',
  'Makine Öğrenmesi',
  'Siber Güvenlik',
  'Linux',
  'Git',
  'İstatistik',
  'Oyun Tasarımı',
  'Bulut Bilişim',
  'Algoritmalar',
  'Web Erişilebilirliği',
];
const FORMS = [
  'ile Uygulama Geliştirme',
  'Temelleri',
  'için Pratik Rehber',
  'ile Gerçek Projeler',
  'Ustalık Sınıfı',
  'ile Sıfırdan İleri Seviyeye',
  'Kampı',
  'Atölyesi',
];
const PHRASES = [
  'Adım adım örneklerle',
  'Gerçek hayattan projelerle',
  'Türkçe anlatımla',
  'Kısa ve öz derslerle',
  'Alıştırmalar ve sınavlarla',
  'İstanbul’daki ekiplerin deneyimiyle',
  'Işık hızında başlangıçla',
];

/** mulberry32: tiny, fast and good enough to spread test data. */
const generator = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T;
  const distinct = <T>(items: readonly T[], n: number): T[] => {
    const out = new Set<T>();
    while (out.size < Math.min(n, items.length)) out.add(pick(items));
    return [...out];
  };
  return { next, int, pick, distinct };
};

export type BulkCourseOptions = {
  count: number;
  lecturerIds: string[];
  categoryIds: string[];
  tagIds: string[];
  /** Rows per INSERT; 1,000 keeps each statement well under PostgreSQL's 65,535 parameters. */
  batchSize?: number;
  seed?: number;
  /** Courses are spread over the three years before this moment. */
  now?: Date;
};

export const insertPublishedCourses = async (db: Database, options: BulkCourseOptions): Promise<number> => {
  const { count, lecturerIds, categoryIds, tagIds } = options;
  if (!lecturerIds.length || !categoryIds.length)
    throw new Error('bulk courses need lecturers and categories');
  const batchSize = options.batchSize ?? 1_000;
  const now = (options.now ?? new Date()).getTime();
  const rnd = generator(options.seed ?? 1);
  const span = 3 * 365 * 86_400_000;

  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const subject = rnd.pick(SUBJECTS);
      const price = rnd.next() < 0.15 ? 0 : rnd.int(5, 200) * 1_000 - 10;
      const discounted = price > 0 && rnd.next() < 0.35 ? Math.round(price * rnd.int(40, 90)) / 100 : 0;
      const ratingCount = rnd.next() < 0.3 ? 0 : rnd.int(1, 400);
      const createdAt = new Date(now - Math.floor(rnd.next() * span));
      return {
        lecturerId: rnd.pick(lecturerIds),
        name: `${subject} ${rnd.pick(FORMS)} ${done + i + 1}`,
        description: `${rnd.pick(PHRASES)} ${subject} öğrenin. ${rnd.pick(PHRASES)} her bölüm bir proje ile biter.`,
        level: rnd.int(0, 2),
        priceKurus: price,
        discountedPriceKurus: Math.floor(discounted),
        publishStatus: PublishStatus.Published,
        ratingAverage: ratingCount ? Math.round((1 + rnd.next() * 4) * 100) / 100 : 0,
        ratingCount,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const ids = await db.insert(courses).values(rows).returning({ id: courses.id });
    const categoryLinks = ids.flatMap(({ id }) =>
      rnd.distinct(categoryIds, rnd.int(1, 2)).map((categoryId) => ({ courseId: id, categoryId })),
    );
    await db.insert(courseCategories).values(categoryLinks);
    if (tagIds.length) {
      const tagLinks = ids.flatMap(({ id }) =>
        rnd.distinct(tagIds, rnd.int(1, 3)).map((tagId) => ({ courseId: id, tagId })),
      );
      await db.insert(courseTags).values(tagLinks);
    }
  }
  await bumpCatalogueVersion(db);
  return count;
};
