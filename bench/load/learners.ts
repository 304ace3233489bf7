import { LectureContentType } from '@kampus/contract';
import type { ApiClient } from './api-client.ts';
import { BASKET_FREE_CODE, type CatalogueCourse, LEARNER_PASSWORD, type Prepared } from './setup.ts';

/**
 * The simulated learners: each signs in once (staggered over the ramp-up), then loops a session until the time is
 * up — browse and filter the catalogue, open a course, add it to the basket, make it free with a code and check it
 * out, open "my courses" and the learning view, save a video position and complete lectures — thinking briefly now
 * and then. Each learner waits for every answer before its next call (a closed loop, like a person in a browser),
 * so the server's speed sets the request rate.
 *
 * The client keeps a ledger of what the server acknowledged (orders, completions, positions), which the
 * consistency check compares with the database afterwards, and notes every answer that contradicts what the
 * learner already knows (a divergence: e.g. a course it bought shown as not purchased).
 */

export type Ledger = {
  orders: Array<{ userId: string; courseId: string; orderId: string }>;
  completions: Array<{ userId: string; lectureId: string }>;
  /** The last acknowledged video position per learner and lecture. */
  positions: Map<string, { userId: string; lectureId: string; positionSeconds: number }>;
  /** Total time the learners spent thinking, for the pacing in the report. */
  thinkMs: number;
  /** Double submissions of one checkout: both answers, for the report. */
  doubleSubmissions: number;
  /** Answers that contradict what the learner knows; the first 50 are kept as samples. */
  divergenceCount: number;
  divergences: string[];
};

type Lecture = { id: string; type: number };

type LearnerState = {
  userId: string;
  email: string;
  token: string;
  owned: Set<string>;
  completed: Set<string>;
  hasUsedBasketCode: boolean;
  /** A purchase failed half-way: clear the open basket before the next one. */
  isBasketDirty: boolean;
};

type ListItem = { id: string; isCoursePurchased: boolean; isInTheBasket: boolean };
type Basket = {
  id: string;
  totalDiscountedPrice: number;
  items: Array<{ id: string; course: { id: string } }>;
};

const SEARCH_TERMS = [
  'javascript',
  'python',
  'react',
  'veri',
  'web',
  'güvenlik',
  'oyun',
  'sql',
  'mobil',
  'TASARIM',
];
const ORDERS = ['CreatedAt', 'Name', 'Price', 'Rating'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const chance = (p: number) => Math.random() < p;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SessionOptions = {
  api: ApiClient;
  prepared: Prepared;
  ledger: Ledger;
  /** performance.now() after which no learner starts a call. */
  deadline: number;
  /** Multiplies every thinking pause (1: brief and occasional, as the issue asks; 10: closer to reading pace). */
  thinkScale?: number;
};

export const newLedger = (): Ledger => ({
  orders: [],
  completions: [],
  positions: new Map(),
  thinkMs: 0,
  doubleSubmissions: 0,
  divergenceCount: 0,
  divergences: [],
});

/** A catalogue query as the web's filter panel builds it: one to three filters, an order, a page. */
const catalogueQuery = (prepared: Prepared) => {
  const params = new URLSearchParams();
  const filters = ['category', 'level', 'price', 'rating', 'search', 'tag'];
  const used = new Set<string>();
  const howMany = Math.floor(Math.random() * 3);
  for (let i = 0; i < howMany; i++) used.add(pick(filters));
  if (used.has('category')) params.append('categories', pick(prepared.categoryIds));
  if (used.has('tag')) params.append('tags', pick(prepared.tagIds));
  if (used.has('level'))
    for (const level of [0, 1, 2]) if (chance(0.5)) params.append('levels', String(level));
  if (used.has('price')) {
    params.set('minPrice', '0');
    params.set('maxPrice', String(pick([0, 250, 500, 1000])));
  }
  if (used.has('rating')) params.set('minRating', String(pick([3, 3.5, 4, 4.5])));
  if (used.has('search')) params.set('search', pick(SEARCH_TERMS));
  if (chance(0.3)) {
    params.set('orderBy', pick(ORDERS));
    params.set('desc', String(chance(0.5)));
  }
  params.set('pageNumber', String(used.size === 0 ? 1 + Math.floor(Math.random() * 5) : 1));
  params.set('pageSize', String(pick([5, 10])));
  return `/courses/paginated?${params}`;
};

export const runLearner = async (
  index: number,
  startDelayMs: number,
  options: SessionOptions,
): Promise<void> => {
  const { api, prepared, ledger, deadline } = options;
  const account = prepared.learners[index];
  if (!account) return;
  const isOver = () => performance.now() >= deadline;
  const think = (ms: number) => {
    const scaled = ms * (options.thinkScale ?? 1);
    ledger.thinkMs += scaled;
    return sleep(scaled);
  };
  const lecturesOf = new Map<string, Lecture[]>();
  const coursesById = new Map(prepared.courses.map((c) => [c.id, c]));
  const diverge = (what: string) => {
    ledger.divergenceCount++;
    if (ledger.divergences.length < 50) ledger.divergences.push(`${account.email}: ${what}`);
  };

  await sleep(startDelayMs);
  if (isOver()) return;
  const login = await api.call<{ accessToken: string }>({
    type: 'POST /authentication/login',
    method: 'POST',
    path: '/authentication/login',
    body: { username: account.email, password: LEARNER_PASSWORD },
  });
  if (!login.body?.success) return;
  const me: LearnerState = {
    userId: account.userId,
    email: account.email,
    token: login.body.data.accessToken,
    owned: new Set(),
    completed: new Set(),
    hasUsedBasketCode: false,
    isBasketDirty: false,
  };
  const get = <T>(type: string, path: string) =>
    api.call<T>({ type: `GET ${type}`, method: 'GET', path, token: me.token });
  const post = <T>(type: string, path: string, body?: unknown, expected?: readonly number[]) =>
    api.call<T>({
      type: `POST ${type}`,
      method: 'POST',
      path,
      token: me.token,
      ...(body === undefined ? {} : { body }),
      ...(expected ? { expected } : {}),
    });

  // The catalogue page's first load: filter options and the basket badge.
  if (isOver()) return;
  await get('/categories/filter-options', '/categories/filter-options');
  if (isOver()) return;
  await get('/tags/filter-options', '/tags/filter-options');
  if (isOver()) return;
  await get('/baskets', '/baskets');

  const clearBasket = async () => {
    const answer = await get<Basket | null>('/baskets', '/baskets');
    const basket = answer.body?.success ? answer.body.data : null;
    for (const item of basket?.items ?? []) {
      if (isOver()) return;
      await post('/baskets/remove-item', '/baskets/remove-item', { basketDetailId: item.id });
    }
    me.isBasketDirty = false;
  };

  /** Add, make free, order; true when the order was acknowledged. */
  const buy = async (course: CatalogueCourse) => {
    const added = await post<Basket>('/baskets/add-item', '/baskets/add-item', {
      courseId: course.id,
      basketId: null,
    });
    if (!added.body?.success) {
      me.isBasketDirty = true;
      return;
    }
    let basket = added.body.data;
    const item = basket.items.find((i) => i.course.id === course.id);
    // The first paid course goes free with the basket-wide code (once per learner), later ones with their own.
    const isBasketCode = !course.isFree && !me.hasUsedBasketCode;
    if (!course.isFree) {
      if (isOver()) {
        me.isBasketDirty = true;
        return;
      }
      const applied = isBasketCode
        ? await post<Basket>('/baskets/apply-discount-code', '/baskets/apply-discount-code', {
            basketId: basket.id,
            discountCode: BASKET_FREE_CODE,
          })
        : await post<Basket>(
            '/baskets/apply-discount-code-to-basket-item',
            '/baskets/apply-discount-code-to-basket-item',
            { basketItemId: item?.id, discountCode: course.freeCode },
          );
      if (!applied.body?.success) {
        me.isBasketDirty = true;
        return;
      }
      basket = applied.body.data;
    }
    if (basket.totalDiscountedPrice !== 0) {
      diverge(`${course.name}: sepetin ödenecek tutarı ${basket.totalDiscountedPrice}, 0 bekleniyordu`);
      me.isBasketDirty = true;
      return;
    }
    if (isOver()) {
      me.isBasketDirty = true;
      return;
    }
    // One checkout in ten is a double click: two submissions of one basket at once. Exactly one may succeed;
    // the other must be refused as a rule answer (422, the basket is already ordered).
    const isDouble = chance(0.1);
    const submissions = await Promise.all(
      Array.from({ length: isDouble ? 2 : 1 }, () =>
        post<string>('/orders/free', '/orders/free', { basketId: basket.id }, isDouble ? [422] : undefined),
      ),
    );
    const accepted = submissions.filter((s) => s.body?.success);
    if (isDouble) {
      ledger.doubleSubmissions++;
      if (accepted.length !== 1) diverge(`çift gönderimde ${accepted.length} sipariş kabul edildi`);
    }
    for (const s of accepted)
      ledger.orders.push({ userId: me.userId, courseId: course.id, orderId: s.body?.data as string });
    if (accepted.length > 0) {
      me.owned.add(course.id);
      if (isBasketCode) me.hasUsedBasketCode = true;
    } else me.isBasketDirty = true;
  };

  /** Open the learning view of an owned course and complete one to three lectures in order. */
  const learn = async (courseId: string) => {
    const answer = await get<{
      isEnrolled: boolean;
      sections: Array<{ lectures: Array<{ id: string; lectureContentType: number; isCompleted: boolean }> }>;
    }>('/courses/:id/with-contents', `/courses/${courseId}/with-contents`);
    if (!answer.body?.success) return;
    const course = answer.body.data;
    if (!course.isEnrolled) diverge(`${courseId}: satın alınan kursta isEnrolled false`);
    const lectures = course.sections.flatMap((s) => s.lectures);
    lecturesOf.set(
      courseId,
      lectures.map((l) => ({ id: l.id, type: l.lectureContentType })),
    );
    for (const l of lectures)
      if (l.isCompleted !== me.completed.has(l.id))
        diverge(`${l.id}: isCompleted ${l.isCompleted}, istemcinin defteri ${me.completed.has(l.id)}`);
    const open = lectures.filter(
      (l) => l.lectureContentType !== LectureContentType.Quiz && !me.completed.has(l.id),
    );
    for (const lecture of open.slice(0, 1 + Math.floor(Math.random() * 3))) {
      if (isOver()) return;
      if (lecture.lectureContentType === LectureContentType.Video && chance(0.5)) {
        const positionSeconds = 1 + Math.floor(Math.random() * 600);
        const saved = await api.call<null>({
          type: 'PUT /lectures/:id/position',
          method: 'PUT',
          path: `/lectures/${lecture.id}/position`,
          body: { positionSeconds },
          token: me.token,
        });
        if (saved.body?.success)
          ledger.positions.set(`${me.userId}:${lecture.id}`, {
            userId: me.userId,
            lectureId: lecture.id,
            positionSeconds,
          });
        if (isOver()) return;
      }
      const done = await post<{ completedLessons: number }>(
        '/lectures/:id/complete',
        `/lectures/${lecture.id}/complete`,
      );
      if (done.body?.success) {
        me.completed.add(lecture.id);
        ledger.completions.push({ userId: me.userId, lectureId: lecture.id });
      }
      if (chance(0.3)) await think(50 + Math.random() * 200);
    }
  };

  const hasOpenLectures = (courseId: string) => {
    const lectures = lecturesOf.get(courseId);
    return !lectures || lectures.some((l) => l.type !== LectureContentType.Quiz && !me.completed.has(l.id));
  };

  while (!isOver()) {
    if (me.isBasketDirty) await clearBasket();

    // Browse: one to three catalogue pages with filters, orders and searches.
    let seen: ListItem[] = [];
    for (let i = 0, n = 1 + Math.floor(Math.random() * 3); i < n && !isOver(); i++) {
      const page = await get<{ items: ListItem[] }>('/courses/paginated', catalogueQuery(prepared));
      if (page.body?.success) {
        seen = page.body.data.items;
        for (const item of seen)
          if (item.isCoursePurchased !== me.owned.has(item.id))
            diverge(`${item.id}: listede isCoursePurchased ${item.isCoursePurchased}`);
      }
    }
    if (isOver()) break;

    // Open a course: one from the page not yet owned, else any course not yet owned.
    const fromPage = seen.filter((c) => !me.owned.has(c.id)).map((c) => coursesById.get(c.id));
    const candidates = fromPage.filter((c): c is CatalogueCourse => c !== undefined);
    const notOwned = prepared.courses.filter((c) => !me.owned.has(c.id));
    const course = pick(
      candidates.length > 0 ? candidates : notOwned.length > 0 ? notOwned : prepared.courses,
    );
    const detail = await get<{ isCoursePurchased: boolean; isInTheBasket: boolean }>(
      '/courses/:id/detail',
      `/courses/${course.id}/detail`,
    );
    if (detail.body?.success && detail.body.data.isCoursePurchased !== me.owned.has(course.id))
      diverge(`${course.name}: detayda isCoursePurchased ${detail.body.data.isCoursePurchased}`);
    if (chance(0.2)) await think(100 + Math.random() * 400);
    if (isOver()) break;

    if (!me.owned.has(course.id) && chance(0.7)) {
      await buy(course);
      if (isOver()) break;
    }

    if (chance(0.6)) {
      const mine = await get<Array<{ id: string }>>('/courses/my-courses', '/courses/my-courses');
      if (mine.body?.success && mine.body.data.length !== me.owned.size)
        diverge(`kurslarım ${mine.body.data.length} kurs, istemci ${me.owned.size} satın aldı`);
      if (isOver()) break;
    }

    const learnable = [...me.owned].filter(hasOpenLectures);
    if (learnable.length > 0 && chance(0.8)) await learn(pick(learnable));

    // Think briefly now and then, as people do between pages.
    if (chance(0.5)) await think(100 + Math.random() * 500);
  }
};
