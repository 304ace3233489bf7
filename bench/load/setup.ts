import { randomBytes } from 'node:crypto';
import { DiscountType } from '@kampus/contract';
import type { Answer, ApiClient } from './api-client.ts';

/**
 * What the load run needs before its timed window, all through the API: the published catalogue (ids, prices,
 * filter options), a free way to check out every course, and the learners' accounts.
 *
 * Free checkout: the demo seed has 7 courses priced 0 and the basket-wide code BEDAVA100 (type Free, reusable,
 * so once per learner). To let a learner check out more than one paid course, the demo admin creates one
 * reusable Free course code per paid course (`YUKBEDAVA<n>`, the lecturer form an admin may use for any course),
 * which brings that basket item to 0. A basket whose payable total is 0 is then ordered through
 * `POST /orders/free`, the product's free path.
 */

export const DEMO_ADMIN = { username: 'admin@kampus.dev', password: 'Admin123!' };
export const BASKET_FREE_CODE = 'BEDAVA100';
export const LEARNER_PASSWORD = 'gizli-şifre';

export type CatalogueCourse = {
  id: string;
  name: string;
  isFree: boolean;
  /** The Free course code made for a paid course; null for a free one. */
  freeCode: string | null;
};

export type LearnerAccount = { index: number; userId: string; email: string };

export type Prepared = {
  courses: CatalogueCourse[];
  categoryIds: string[];
  tagIds: string[];
  learners: LearnerAccount[];
  /** Marks this run's accounts (their e-mails contain it), for the consistency check. */
  runTag: string;
};

type Paged = {
  hasNextPage: boolean;
  items: Array<{ id: string; name: string; price: number; discountedPrice: number }>;
};

const must = <T>(answer: Answer<T>, what: string): T => {
  if (answer.status < 200 || answer.status >= 300 || !answer.body?.success)
    throw new Error(
      `${what}: ${answer.status} ${answer.failure ?? answer.body?.error?.errorMessage ?? 'yanıt yok'}`,
    );
  return answer.body.data;
};

const NAMES = ['Ayşe', 'Mehmet', 'Zeynep', 'Emre', 'Elif', 'Burak', 'Şeyma', 'Çağrı', 'Gülşen', 'İlker'];
const SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Kılıç'];

const identificationNumber = () =>
  `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;

/** Runs `work` for 0…count-1 with at most `width` at a time. */
export const inBatches = async (count: number, width: number, work: (i: number) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        await work(i);
      }
    }),
  );
};

export const prepare = async (
  api: ApiClient,
  options: { learners: number; log: (line: string) => void },
): Promise<Prepared> => {
  const runTag = randomBytes(3).toString('hex');
  const tokens = must(
    await api.call<{ accessToken: string }>({
      type: 'setup',
      method: 'POST',
      path: '/authentication/login',
      body: DEMO_ADMIN,
    }),
    'demo yöneticisi girişi (SEED_DEMO açık mı?)',
  );
  const admin = tokens.accessToken;

  const listed: Paged['items'] = [];
  for (let page = 1; ; page++) {
    const data = must(
      await api.call<Paged>({
        type: 'setup',
        method: 'GET',
        path: `/courses/paginated?pageSize=50&pageNumber=${page}`,
      }),
      'katalog',
    );
    listed.push(...data.items);
    if (!data.hasNextPage) break;
  }
  if (listed.length === 0) throw new Error('katalogda yayımlanmış kurs yok (demo verisi yüklenmemiş)');

  const basketCodes = must(
    await api.call<Array<{ code: string; type: number; isReusable: boolean }>>({
      type: 'setup',
      method: 'GET',
      path: '/admin/discount-codes',
      token: admin,
    }),
    'sepet kodları',
  );
  const basketCode = basketCodes.find((c) => c.code === BASKET_FREE_CODE);
  if (!basketCode || basketCode.type !== DiscountType.Free || !basketCode.isReusable)
    throw new Error(`${BASKET_FREE_CODE} demo kodu yok ya da ücretsiz ve tekrar kullanılabilir değil`);

  const now = Date.now();
  const courses: CatalogueCourse[] = [];
  for (const [n, item] of listed.entries()) {
    const isFree = item.price === 0 && item.discountedPrice === 0;
    let freeCode: string | null = null;
    if (!isFree) {
      freeCode = `YUKBEDAVA${n + 1}`;
      must(
        await api.call<string>({
          type: 'setup',
          method: 'POST',
          path: '/lecturer/discount-codes',
          token: admin,
          body: {
            code: freeCode,
            type: DiscountType.Free,
            discountValue: 0,
            startDate: new Date(now - 60_000).toISOString(),
            endDate: new Date(now + 7 * 24 * 3_600_000).toISOString(),
            applyOnDiscountedPrice: false,
            isBasketDiscount: false,
            isReusable: true,
            courseId: item.id,
          },
        }),
        `${freeCode} kodu`,
      );
    }
    courses.push({ id: item.id, name: item.name, isFree, freeCode });
  }

  const optionIds = async (path: string) =>
    must(await api.call<Array<{ id: string }>>({ type: 'setup', method: 'GET', path }), path).map(
      (o) => o.id,
    );
  const categoryIds = await optionIds('/categories/filter-options');
  const tagIds = await optionIds('/tags/filter-options');
  options.log(
    `katalog: ${courses.length} kurs (${courses.filter((c) => c.isFree).length} ücretsiz), ${courses.filter((c) => c.freeCode).length} ücretsiz kurs kodu oluşturuldu`,
  );

  // Registering hashes each password with argon2 (about 19 MiB and tens of ms each), so a few at a time.
  const learners: LearnerAccount[] = [];
  const started = performance.now();
  await inBatches(options.learners, 4, async (index) => {
    const email = `yuk.${runTag}.${index}@example.com`;
    const name = NAMES[index % NAMES.length] as string;
    const surname = SURNAMES[Math.floor(index / NAMES.length) % SURNAMES.length] as string;
    const userId = must(
      await api.call<string>({
        type: 'setup',
        method: 'POST',
        path: '/authentication/register',
        body: {
          name,
          surname,
          email,
          identificationNumber: identificationNumber(),
          parentName: 'Hatice',
          parentSurname: surname,
          parentIdentificationNumber: identificationNumber(),
          fullAddress: 'Atatürk Caddesi No: 12, Çankaya, Ankara',
          password: LEARNER_PASSWORD,
          confirmPassword: LEARNER_PASSWORD,
        },
      }),
      `öğrenci kaydı ${email}`,
    );
    learners.push({ index, userId, email });
  });
  learners.sort((a, b) => a.index - b.index);
  options.log(
    `${learners.length} öğrenci API ile kaydedildi (${Math.round(performance.now() - started) / 1000} s)`,
  );
  return { courses, categoryIds, tagIds, learners, runTag };
};
