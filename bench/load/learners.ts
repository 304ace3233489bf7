import { LectureContentType } from '@kampus/contract';
import type { Answer, ApiClient } from './api-client.ts';
import { PACES, type Pace, type PauseKind, pauseMs } from './pacing.ts';
import { BASKET_FREE_CODE, type CatalogueCourse, LEARNER_PASSWORD, type Prepared } from './setup.ts';

/**
 * The simulated learners: each signs in once (the logins spread over the ramp), then loops a session until the
 * time is up, page by page as the web app makes its calls — the catalogue (with its filter options; a filter
 * change loads them again, scrolling on loads only the next page), a course page (detail and ratings side by
 * side), the basket (add, open the basket, apply a code, check out, the order summary), "my courses" and the
 * learning view (video positions saved every few seconds while "watching", lectures completed). Between pages
 * the learner pauses as the pace says (pacing.ts): a person's reading time in the default mode, brief and
 * occasional in the stress mode. Each learner waits for a page's answers before going on.
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
type CataloguePage = { items: ListItem[]; hasNextPage: boolean };
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
/** The web's page size of the catalogue and of the course page's ratings. */
const CATALOGUE_PAGE_SIZE = 5;
const RATINGS_PAGE_SIZE = 5;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const chance = (p: number) => Math.random() < p;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SessionOptions = {
  api: ApiClient;
  prepared: Prepared;
  ledger: Ledger;
  /** performance.now() after which no learner starts a call. */
  deadline: number;
  /** How long the learners pause where (default: a person's pace). */
  pace?: Pace;
  /** Multiplies every pause (default 1; a short run such as the smoke test may take 0.01). */
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

/** The filters of a catalogue view as the web's filter panel builds them: zero to three filters and an order. */
const catalogueFilters = (prepared: Prepared) => {
  const params = new URLSearchParams();
  const filters = ['category', 'level', 'price', 'rating', 'search', 'tag'];
  const used = new Set<string>();
  const howMany = Math.floor(Math.random() * 4);
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
  return params;
};

const cataloguePath = (filters: URLSearchParams, page: number) => {
  const params = new URLSearchParams(filters);
  params.set('pageNumber', String(page));
  params.set('pageSize', String(CATALOGUE_PAGE_SIZE));
  return `/courses/paginated?${params}`;
};

export const runLearner = async (
  index: number,
  startDelayMs: number,
  options: SessionOptions,
): Promise<void> => {
  const { api, prepared, ledger, deadline } = options;
  const pace = options.pace ?? PACES.learner;
  const account = prepared.learners[index];
  if (!account) return;
  const isOver = () => performance.now() >= deadline;
  /** A pause of `kind`, cut short at the deadline so that no learner outlives the window by a page's reading. */
  const think = (kind: PauseKind) => {
    const ms = Math.min(
      pauseMs(pace, kind) * (options.thinkScale ?? 1),
      Math.max(0, deadline - performance.now()),
    );
    if (ms <= 0) return Promise.resolve();
    ledger.thinkMs += ms;
    return sleep(ms);
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
  const dataOf = <T>(answer: Answer<T>): T | null => (answer.body?.success ? answer.body.data : null);

  // After signing in: the session gate's user information, the navbar's basket badge and the home page.
  await Promise.all([
    get('/users/information', '/users/information'),
    get('/baskets', '/baskets'),
    get('/homepages/user', '/homepages/user'),
  ]);
  await think('home');

  /** The basket page: its load (and its reload after every form), removing what a failed purchase left. */
  const openBasket = () => get<Basket | null>('/baskets', '/baskets');
  const clearBasket = async () => {
    const basket = dataOf(await openBasket());
    for (const item of basket?.items ?? []) {
      if (isOver()) return;
      await post('/baskets/remove-item', '/baskets/remove-item', { basketDetailId: item.id });
      await openBasket();
    }
    me.isBasketDirty = false;
  };

  /** The course page: the detail and the first page of ratings side by side, as its loader asks. */
  const openCoursePage = async (course: CatalogueCourse) => {
    const [detail] = await Promise.all([
      get<{ isCoursePurchased: boolean; isInTheBasket: boolean }>(
        '/courses/:id/detail',
        `/courses/${course.id}/detail`,
      ),
      get('/courses/:id/ratings', `/courses/${course.id}/ratings?pageNumber=1&pageSize=${RATINGS_PAGE_SIZE}`),
    ]);
    const data = dataOf(detail);
    if (data && data.isCoursePurchased !== me.owned.has(course.id))
      diverge(`${course.name}: detayda isCoursePurchased ${data.isCoursePurchased}`);
  };

  /**
   * "Sepete Ekle" on the course page (which then reloads its data), "Sepete Git", a code for a paid course (the
   * basket page reloads after it), "Ödemeye Geç" and the order summary. False when the purchase stopped half-way.
   */
  const buy = async (course: CatalogueCourse) => {
    const added = await post<Basket>('/baskets/add-item', '/baskets/add-item', {
      courseId: course.id,
      basketId: null,
    });
    let basket = dataOf(added);
    if (!basket) {
      me.isBasketDirty = true;
      return;
    }
    me.isBasketDirty = true; // until the order is acknowledged
    await openCoursePage(course);
    await think('basket');
    if (isOver()) return;
    basket = dataOf(await openBasket()) ?? basket;
    const item = basket.items.find((i) => i.course.id === course.id);
    // The first paid course goes free with the basket-wide code (once per learner), later ones with their own.
    const isBasketCode = !course.isFree && !me.hasUsedBasketCode;
    if (!course.isFree) {
      await think('basket');
      if (isOver()) return;
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
      const discounted = dataOf(applied);
      if (!discounted) return;
      basket = dataOf(await openBasket()) ?? discounted;
    }
    if (basket.totalDiscountedPrice !== 0) {
      diverge(`${course.name}: sepetin ödenecek tutarı ${basket.totalDiscountedPrice}, 0 bekleniyordu`);
      return;
    }
    await think('basket');
    if (isOver()) return;
    // One checkout in ten is a double click: two submissions of one basket at once. Exactly one may succeed;
    // the other must be refused as a rule answer (422, the basket is already ordered).
    const isDouble = chance(0.1);
    const basketId = basket.id;
    const submissions = await Promise.all(
      Array.from({ length: isDouble ? 2 : 1 }, () =>
        post<string>('/orders/free', '/orders/free', { basketId }, isDouble ? [422] : undefined),
      ),
    );
    const accepted = submissions.filter((s) => s.body?.success);
    if (isDouble) {
      ledger.doubleSubmissions++;
      if (accepted.length !== 1) diverge(`çift gönderimde ${accepted.length} sipariş kabul edildi`);
    }
    for (const s of accepted)
      ledger.orders.push({ userId: me.userId, courseId: course.id, orderId: s.body?.data as string });
    const orderId = accepted[0]?.body?.data;
    if (!orderId) return;
    me.owned.add(course.id);
    me.isBasketDirty = false;
    if (isBasketCode) me.hasUsedBasketCode = true;
    await get('/orders/:id/summary', `/orders/${orderId}/summary`);
    await think('checkout');
  };

  /**
   * The learning view of an owned course: one to three open lectures in order, a lesson read for a few seconds or
   * a video watched in stretches with the player's position save after each, then marked complete.
   */
  const learn = async (courseId: string) => {
    const answer = await get<{
      isEnrolled: boolean;
      sections: Array<{ lectures: Array<{ id: string; lectureContentType: number; isCompleted: boolean }> }>;
    }>('/courses/:id/with-contents', `/courses/${courseId}/with-contents`);
    const course = dataOf(answer);
    if (!course) return;
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
    for (const lecture of open.slice(0, between(1, 3))) {
      if (lecture.lectureContentType === LectureContentType.Video) {
        let positionSeconds = 0;
        for (let i = between(pace.videoStretches.min, pace.videoStretches.max); i > 0; i--) {
          await think('videoSave');
          if (isOver()) return;
          // Five seconds of playback, sometimes skipped ahead.
          positionSeconds += chance(0.5) ? 5 : between(10, 120);
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
        }
      } else await think('lesson');
      if (isOver()) return;
      const done = await post<{ completedLessons: number }>(
        '/lectures/:id/complete',
        `/lectures/${lecture.id}/complete`,
      );
      if (done.body?.success) {
        me.completed.add(lecture.id);
        ledger.completions.push({ userId: me.userId, lectureId: lecture.id });
      }
    }
  };

  const hasOpenLectures = (courseId: string) => {
    const lectures = lecturesOf.get(courseId);
    return !lectures || lectures.some((l) => l.type !== LectureContentType.Quiz && !me.completed.has(l.id));
  };

  while (!isOver()) {
    if (me.isBasketDirty) await clearBasket();

    // The catalogue: one to three views. Entering it or changing a filter loads the page and both filter
    // option lists; scrolling on loads only the next page of the same filters.
    let seen: ListItem[] = [];
    let filters = catalogueFilters(prepared);
    let page = 1;
    let hasNextPage: boolean = false;
    for (let i = 0, n = between(1, 3); i < n && !isOver(); i++) {
      const isScroll: boolean = i > 0 && hasNextPage && chance(0.5);
      if (isScroll) page++;
      else if (i > 0) {
        filters = catalogueFilters(prepared);
        page = 1;
      }
      const path = cataloguePath(filters, page);
      const pageCall = get<CataloguePage>('/courses/paginated', path);
      const optionCalls: Array<Promise<unknown>> = isScroll
        ? []
        : [
            get('/categories/filter-options', '/categories/filter-options'),
            get('/tags/filter-options', '/tags/filter-options'),
          ];
      await Promise.all(optionCalls);
      const answer: Answer<CataloguePage> = await pageCall;
      const data: CataloguePage | null = dataOf(answer);
      if (data) {
        seen = data.items.length > 0 ? data.items : seen;
        hasNextPage = data.hasNextPage === true;
        for (const item of data.items)
          if (item.isCoursePurchased !== me.owned.has(item.id))
            diverge(`${item.id}: listede isCoursePurchased ${item.isCoursePurchased}`);
      }
      await think('catalogue');
    }
    if (isOver()) break;

    // Open a course: one from the page not yet owned, else any course not yet owned.
    const fromPage = seen.filter((c) => !me.owned.has(c.id)).map((c) => coursesById.get(c.id));
    const candidates = fromPage.filter((c): c is CatalogueCourse => c !== undefined);
    const notOwned = prepared.courses.filter((c) => !me.owned.has(c.id));
    const course = pick(
      candidates.length > 0 ? candidates : notOwned.length > 0 ? notOwned : prepared.courses,
    );
    await openCoursePage(course);
    await think('detail');
    if (isOver()) break;

    if (!me.owned.has(course.id) && chance(0.7)) {
      await buy(course);
      if (isOver()) break;
    }

    if (chance(0.6)) {
      const mine = await get<Array<{ id: string }>>('/courses/my-courses', '/courses/my-courses');
      const list = dataOf(mine);
      if (list && list.length !== me.owned.size)
        diverge(`kurslarım ${list.length} kurs, istemci ${me.owned.size} satın aldı`);
      await think('myCourses');
      if (isOver()) break;
    }

    const learnable = [...me.owned].filter(hasOpenLectures);
    if (learnable.length > 0 && chance(0.8)) await learn(pick(learnable));

    await think('loop');
  }
};
