import { createHmac, randomUUID } from 'node:crypto';
import {
  DiscountType,
  LectureContentType,
  OrderStatus,
  PaymentType,
  PublishStatus,
  Role,
} from '@kampus/contract';
import { SignJWT } from 'jose';
import { enrolments, privacyRequests } from '../../src/db/schema/index.ts';
import { certificatePdfPath } from '../../src/modules/certificates/certificates.service.ts';
import { lectureContentPath } from '../../src/modules/media/lecture-media.ts';
import { createUrlSigner } from '../../src/modules/media/signed-url.ts';
import { masterPlaylistPath, streamFilePath } from '../../src/modules/media/stream.ts';
import { insertNotification } from '../../src/modules/notifications/notification-rows.ts';
import { signUnsubscribeToken } from '../../src/modules/notifications/unsubscribe-tokens.ts';
import { idNumber, registration } from '../support/auth.ts';
import { makePerson, type Person } from '../support/commerce-fixtures.ts';
import {
  familyBasket,
  familyChild,
  familyInvitation,
  joinableInvitation,
  linkedFamily,
  linkParent,
  pendingPurchaseRequest,
} from '../support/families.ts';
import {
  type Account,
  type Caller,
  type Fixtures,
  MATRIX_IYZICO,
  type RequestSpec,
  type SignedInCaller,
} from './access-fixtures.ts';
import { assignmentIn, submissionFileUrl, submissionOn } from './assignment-fixtures.ts';
import { feedPathOf, sessionBody, sessionOn } from './class-fixtures.ts';
import { captionUpload, lectureWithFiles, resourceUpload } from './lecture-file-fixtures.ts';
import { answerOn, questionOn } from './question-fixtures.ts';

/**
 * The access matrix: for every route of the OpenAPI document, the status each caller gets. Columns, in order:
 *
 *   anonymous · student · owner student · other lecturer · owning lecturer · admin  (`expect`)
 *   parent                                                                          (`parent`, or derived)
 *
 * "Owner student" is the student who bought course A and owns the order, basket, bookmark, rating and certificate
 * in question; "owning lecturer" owns course A (and every course, section, lecture and code a row points at); the
 * "other lecturer" owns course B only. Each row also says how to build a valid-shaped request for a caller, with
 * path parameters pointing at the right fixture. Rows that change state build throwaway rows per call, so a cell
 * never depends on the cells before it. A route may have several rows (variants) when the answer depends on which
 * resource is named: a hidden course, a signed, expired or tampered link.
 *
 * The seventh caller, "parent", holds the Parent role only and is linked to the owner student (CONTRACT.md §12).
 * So that two hundred rows stay readable and merge cleanly, a row names the parent's status in `parent` only when it
 * needs to; otherwise it is derived from the row's preset (`parentStatus`), by what the preset means for a signed-in
 * account with no role but Parent that owns nothing and is enrolled nowhere:
 *
 *   EVERYONE(n)     → n     the answer does not depend on who asks
 *   SIGNED_IN       → 200   the caller's own data; a parent has its own account, basket, orders, notifications
 *   LECTURER_AREA   → 403   not a Lecturer
 *   LECTURER_OWNED  → 403   not a Lecturer (the role is checked before ownership, as for students)
 *   ADMIN_ONLY      → 403   not an Admin
 *   LEARNER_OWNED   → 404   someone else's basket, bookmark or notification; being the owner's parent opens none
 *   ENROLLED_ONLY   → 403   enrolled nowhere, like the lecturers and admins previewing a course
 *   HIDDEN_COURSE   → 404   neither the archived course's buyer nor its lecturer nor an admin
 *   STUDENT_ONLY    → 403   not a Student
 *
 * A row whose statuses are written out (no preset) must give `parent` itself, and a row of a preset whose answer for
 * the parent differs says so in `parent`: the family routes, where the linked parent reads and unlinks the owner
 * student. The test fails for a row without a parent status, so no route goes unchecked for this caller.
 *
 * Adding a route to the server without a row here, or keeping a row whose route is gone, fails the matrix test.
 */

export type Statuses = readonly [number, number, number, number, number, number];

export type MatrixRow = {
  /** `METHOD path` exactly as in the OpenAPI document. */
  route: string;
  variant?: string;
  expect: Statuses;
  /** The parent's status, when the preset of `expect` does not give it or gives another (see the header). */
  parent?: number;
  request: (fx: Fixtures, caller: Caller) => RequestSpec | Promise<RequestSpec>;
};

/** The parent's status of each preset (the header's table); a row's own statuses have none. */
const PARENT_OF_PRESET = new WeakMap<Statuses, number>();
const preset = (statuses: Statuses, parent: number): Statuses => {
  PARENT_OF_PRESET.set(statuses, parent);
  return statuses;
};

/** Public: everyone gets the same answer. */
const EVERYONE = (status: number): Statuses =>
  preset([status, status, status, status, status, status], status);
/** Any signed-in role; the answer concerns the caller's own data. */
const SIGNED_IN = preset([401, 200, 200, 200, 200, 200], 200);
/** The lecturer area: Lecturer or Admin, for the caller's own things. */
const LECTURER_AREA = preset([401, 403, 403, 200, 200, 200], 403);
/** One lecturer's course, section, lecture or code: another lecturer is told it does not exist. */
const LECTURER_OWNED = preset([401, 403, 403, 404, 200, 200], 403);
const ADMIN_ONLY = preset([401, 403, 403, 403, 403, 200], 403);
/** A learner's private thing (basket, basket line, bookmark): anyone else, admins included, gets 404. */
const LEARNER_OWNED = preset([401, 404, 200, 404, 404, 404], 404);
/** Progress belongs to enrolments: the lecturer and admins previewing a course are refused too. */
const ENROLLED_ONLY = preset([401, 403, 200, 403, 403, 403], 403);
/** An archived course: its buyer, its lecturer and admins see it; to everyone else it does not exist. */
const HIDDEN_COURSE = preset([404, 404, 200, 404, 200, 200], 404);

/** The parent's expected status of a row: its own `parent`, else its preset's; undefined when the row gives neither. */
export const parentStatus = (row: MatrixRow): number | undefined =>
  row.parent ?? PARENT_OF_PRESET.get(row.expect);

const signer = (fx: Fixtures) => createUrlSigner(fx.t.app.deps.secrets.jwtSecret);
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3_600_000);
/** Changes one character of the `sig` parameter, keeping it well-formed base64url. */
const tamper = (url: string) =>
  url.replace(/sig=([A-Za-z0-9_-])/, (_all, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);

const person = (fx: Fixtures, caller: Caller): Account | undefined =>
  caller === 'anonymous' ? undefined : fx.people[caller as SignedInCaller];
/** The owner of a throwaway resource speaks for the owner student's column; everyone else is themselves. */
const ownerIf = (caller: Caller, owner: Account) => (caller === 'ownerStudent' ? { as: owner } : {});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const codeBody = (fx: Fixtures) => ({
  code: fx.uniqueCode(),
  type: DiscountType.Percentage,
  discountValue: 10,
  startDate: new Date(Date.now() + 3_600_000).toISOString(),
  endDate: inDays(30),
  isReusable: true,
  applyOnDiscountedPrice: false,
});

/**
 * The caller's session with an access token that expires within two seconds: the notifications stream stays open
 * until its token expires, so a 200 cell ends on its own.
 */
const expiringSoon = async (fx: Fixtures, who: Account): Promise<Account> => {
  const claims = JSON.parse(Buffer.from(who.token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('kampus')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
    .sign(fx.t.app.deps.secrets.jwtSecret);
  return { ...who, token };
};

/** A throwaway notification of the owner student. */
const newNotificationOfOwner = async (fx: Fixtures) => {
  const item = await insertNotification(fx.t.app.deps.db, {
    userId: fx.people.ownerStudent.id,
    eventKey: `access-matrix:${randomUUID()}`,
    category: 'orders',
    type: 'order-completed',
    title: 'Siparişiniz tamamlandı',
    body: 'Kurslarınız hesabınıza eklendi.',
    link: '/orders',
  });
  return item?.id as string;
};

const accountOf = (p: Person): Account => ({ ...p, password: '' });
/** The roles each signed-in column stands for. */
const ROLES_OF: Record<SignedInCaller, number[]> = {
  student: [Role.Student],
  ownerStudent: [Role.Student],
  otherLecturer: [Role.Lecturer],
  ownerLecturer: [Role.Lecturer],
  admin: [Role.Admin],
  parent: [Role.Parent],
};
/**
 * A throwaway account with the caller's roles: joining a family adds the Parent role, which must not change what the
 * fixture accounts may do in later rows.
 */
const likeCaller = async (fx: Fixtures, caller: Caller) =>
  caller === 'anonymous' ? {} : { as: accountOf(await makePerson(fx.t, ROLES_OF[caller as SignedInCaller])) };
/** Students only; one student's waiting invitations are capped, so each call invites from a new student. */
const STUDENT_ONLY = preset([401, 200, 200, 403, 403, 403], 403);

const unsubscribeUrl = (token: string) => `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

const GET = (url: string): RequestSpec => ({ method: 'GET', url });
const DELETE = (url: string): RequestSpec => ({ method: 'DELETE', url });

const taxonomyRows = (base: '/categories' | '/tags', kind: 'category' | 'tag'): MatrixRow[] => {
  const existing = (fx: Fixtures) => (kind === 'category' ? fx.categoryId : fx.tagId);
  const fresh = (fx: Fixtures) => (kind === 'category' ? fx.newCategory() : fx.newTag());
  const api = `/api/v1/web${base}`;
  return [
    { route: `GET ${api}`, expect: SIGNED_IN, request: () => GET(base) },
    { route: `GET ${api}/paginated`, expect: SIGNED_IN, request: () => GET(`${base}/paginated?search=a`) },
    { route: `GET ${api}/{id}`, expect: SIGNED_IN, request: (fx) => GET(`${base}/${existing(fx)}`) },
    {
      route: `POST ${api}`,
      expect: ADMIN_ONLY,
      request: (fx) => ({
        method: 'POST',
        url: base,
        json: { title: fx.uniqueTitle('Yeni'), description: 'Erişim denetimi için' },
      }),
    },
    {
      route: `PUT ${api}`,
      expect: ADMIN_ONLY,
      request: async (fx) => ({
        method: 'PUT',
        url: base,
        json: { id: await fresh(fx), title: fx.uniqueTitle('Değişen'), description: 'Yeni açıklama' },
      }),
    },
    {
      route: `DELETE ${api}/{id}`,
      expect: ADMIN_ONLY,
      request: async (fx) => DELETE(`${base}/${await fresh(fx)}`),
    },
  ];
};

export const ACCESS_MATRIX: MatrixRow[] = [
  // Health
  { route: 'GET /healthz', expect: EVERYONE(200), request: () => GET('/healthz') },
  { route: 'GET /readyz', expect: EVERYONE(200), request: () => GET('/readyz') },

  // Authentication: public calls whose answer does not depend on a bearer token that happens to be sent.
  {
    route: 'POST /api/v1/web/authentication/register',
    expect: EVERYONE(200),
    request: () => ({ method: 'POST', url: '/authentication/register', json: registration() }),
  },
  {
    route: 'POST /api/v1/web/authentication/login',
    expect: EVERYONE(200),
    request: (fx) => ({
      method: 'POST',
      url: '/authentication/login',
      json: { username: fx.loginUser.email, password: fx.loginUser.password },
    }),
  },
  {
    route: 'POST /api/v1/web/authentication/refresh-token',
    expect: EVERYONE(200),
    request: async (fx) => ({
      method: 'POST',
      url: '/authentication/refresh-token',
      json: { refreshToken: await fx.newRefreshToken() },
    }),
  },
  {
    route: 'POST /api/v1/web/authentication/logout',
    expect: SIGNED_IN,
    // A new session of the caller, so that ending it leaves the caller's own session for the rows after this one.
    request: async (fx, caller) => {
      const who = person(fx, caller);
      return {
        method: 'POST',
        url: '/authentication/logout',
        ...(who ? { as: await fx.freshSession(who) } : {}),
      };
    },
  },
  {
    route: 'POST /api/v1/web/authentication/change-password',
    expect: SIGNED_IN,
    // With the caller's own session, which a password change keeps (it ends the others).
    request: (fx, caller) => {
      const newPassword = `Kuzey-Işığı-${fx.uniqueTitle('x').replaceAll(' ', '-')}`;
      return {
        method: 'POST',
        url: '/authentication/change-password',
        json: {
          password: person(fx, caller)?.password ?? 'Erişim-Matrisi-7319',
          newPassword,
          newPasswordConfirm: newPassword,
        },
      };
    },
  },
  {
    route: 'POST /api/v1/web/authentication/forgot-password',
    expect: EVERYONE(200),
    // A new address each time (at most 3 requests per e-mail in 15 minutes); unknown ones get the same answer.
    request: (fx) => ({
      method: 'POST',
      url: '/authentication/forgot-password',
      json: { email: `${fx.uniqueCode().toLowerCase()}@example.com` },
    }),
  },
  {
    route: 'POST /api/v1/web/authentication/verify-code',
    expect: EVERYONE(200),
    request: async (fx) => ({
      method: 'POST',
      url: '/authentication/verify-code',
      json: await fx.newResetCode(),
    }),
  },
  {
    route: 'POST /api/v1/web/authentication/reset-password',
    expect: EVERYONE(200),
    request: async (fx) => ({
      method: 'POST',
      url: '/authentication/reset-password',
      json: {
        ...(await fx.newResetCode()),
        newPassword: `Güney-Rüzgârı-${fx.uniqueTitle('y').replaceAll(' ', '-')}`,
      },
    }),
  },

  // The signed-in user's own account
  { route: 'GET /api/v1/web/users/information', expect: SIGNED_IN, request: () => GET('/users/information') },
  {
    route: 'GET /api/v1/web/students/by-session',
    expect: SIGNED_IN,
    request: () => GET('/students/by-session'),
  },
  {
    route: 'POST /api/v1/web/students/by-session',
    expect: SIGNED_IN,
    request: async (fx, caller) => {
      const who = person(fx, caller);
      const profile = who
        ? ((await fx.callAs(who, GET('/students/by-session'))) as Record<string, unknown>)
        : registration();
      return {
        method: 'POST',
        url: '/students/by-session',
        json: { ...profile, fullAddress: 'Cumhuriyet Meydanı No: 3, Konak, İzmir' },
      };
    },
  },

  // Catalogue
  {
    route: 'GET /api/v1/web/categories/filter-options',
    expect: EVERYONE(200),
    request: () => GET('/categories/filter-options'),
  },
  {
    route: 'GET /api/v1/web/tags/filter-options',
    expect: EVERYONE(200),
    request: () => GET('/tags/filter-options'),
  },
  {
    route: 'GET /api/v1/web/courses/paginated',
    expect: EVERYONE(200),
    request: (fx) => GET(`/courses/paginated?categories=${fx.categoryId}&search=g%C3%BCvenli`),
  },
  {
    route: 'GET /api/v1/web/courses/my-courses',
    expect: SIGNED_IN,
    request: () => GET('/courses/my-courses'),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/detail',
    expect: EVERYONE(200),
    request: (fx) => GET(`/courses/${fx.courseA.id}/detail`),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/detail',
    variant: 'archived course',
    expect: HIDDEN_COURSE,
    request: (fx) => GET(`/courses/${fx.hiddenCourse.id}/detail`),
  },
  {
    route: 'GET /api/v1/web/courses/{id}',
    expect: EVERYONE(200),
    request: (fx) => GET(`/courses/${fx.courseA.id}`),
  },
  {
    route: 'GET /api/v1/web/courses/{id}',
    variant: 'archived course',
    expect: HIDDEN_COURSE,
    request: (fx) => GET(`/courses/${fx.hiddenCourse.id}`),
  },
  {
    route: 'GET /api/v1/web/media/covers/{key}',
    expect: EVERYONE(200),
    request: (fx) => GET(`/media/covers/${fx.coverKey.replace('covers/', '')}`),
  },
  {
    route: 'GET /api/v1/web/media/covers/{key}',
    variant: 'a lecture video under the cover path',
    expect: EVERYONE(404),
    request: (fx) => GET(`/media/covers/${fx.courseA.videoKey.split('/').pop()}`),
  },

  // Ratings
  {
    route: 'GET /api/v1/web/courses/{id}/ratings',
    expect: EVERYONE(200),
    request: (fx) => GET(`/courses/${fx.courseA.id}/ratings?pageSize=5`),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/ratings',
    variant: 'archived course',
    expect: HIDDEN_COURSE,
    request: (fx) => GET(`/courses/${fx.hiddenCourse.id}/ratings`),
  },
  {
    route: 'POST /api/v1/web/courses/{id}/ratings',
    expect: ENROLLED_ONLY,
    request: (fx) => ({
      method: 'POST',
      url: `/courses/${fx.courseA.id}/ratings`,
      json: { rating: 4, comment: 'Güncellenmiş yorum' },
    }),
  },

  // Home
  { route: 'GET /api/v1/web/homepages/user', expect: SIGNED_IN, request: () => GET('/homepages/user') },

  // Lecturer discount codes
  {
    route: 'GET /api/v1/web/courses/lecturer-courses-for-discount-code',
    expect: LECTURER_AREA,
    request: () => GET('/courses/lecturer-courses-for-discount-code'),
  },
  {
    route: 'GET /api/v1/web/lecturer/discount-codes/paginated',
    expect: LECTURER_AREA,
    request: () => GET('/lecturer/discount-codes/paginated?pageSize=10'),
  },
  {
    route: 'GET /api/v1/web/lecturer/discount-codes',
    expect: LECTURER_AREA,
    request: () => GET('/lecturer/discount-codes'),
  },
  {
    route: 'GET /api/v1/web/lecturer/discount-codes/{id}',
    expect: LECTURER_OWNED,
    request: (fx) => GET(`/lecturer/discount-codes/${fx.lecturerCode.id}`),
  },
  {
    route: 'POST /api/v1/web/lecturer/discount-codes',
    // A code for another lecturer's course is a business refusal (422), not a hidden resource.
    expect: [401, 403, 403, 422, 200, 200],
    parent: 403,
    request: (fx) => ({
      method: 'POST',
      url: '/lecturer/discount-codes',
      json: { ...codeBody(fx), courseId: fx.courseA.id, isReusable: false },
    }),
  },
  {
    route: 'PUT /api/v1/web/lecturer/discount-codes',
    expect: LECTURER_OWNED,
    request: async (fx) => {
      const code = await fx.newLecturerCode();
      return {
        method: 'PUT',
        url: '/lecturer/discount-codes',
        json: { ...codeBody(fx), id: code.id, code: code.code, courseId: null, isReusable: false },
      };
    },
  },
  {
    route: 'DELETE /api/v1/web/lecturer/discount-codes/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) => DELETE(`/lecturer/discount-codes/${(await fx.newLecturerCode()).id}`),
  },

  // Admin discount codes
  {
    route: 'GET /api/v1/web/admin/discount-codes/paginated',
    expect: ADMIN_ONLY,
    request: () => GET('/admin/discount-codes/paginated?search=ERISIM'),
  },
  {
    route: 'GET /api/v1/web/admin/discount-codes',
    expect: ADMIN_ONLY,
    request: () => GET('/admin/discount-codes'),
  },
  {
    route: 'GET /api/v1/web/admin/discount-codes/{id}',
    expect: ADMIN_ONLY,
    request: (fx) => GET(`/admin/discount-codes/${fx.adminCode.id}`),
  },
  {
    route: 'POST /api/v1/web/admin/discount-codes',
    expect: ADMIN_ONLY,
    request: (fx) => ({ method: 'POST', url: '/admin/discount-codes', json: codeBody(fx) }),
  },
  {
    route: 'PUT /api/v1/web/admin/discount-codes',
    expect: ADMIN_ONLY,
    request: async (fx) => {
      const code = await fx.newAdminCode();
      return {
        method: 'PUT',
        url: '/admin/discount-codes',
        json: { ...codeBody(fx), id: code.id, code: code.code },
      };
    },
  },
  {
    route: 'DELETE /api/v1/web/admin/discount-codes/{id}',
    expect: ADMIN_ONLY,
    request: async (fx) => DELETE(`/admin/discount-codes/${(await fx.newAdminCode()).id}`),
  },

  // Basket: everyone has their own; another person's basket or line is 404, whoever asks.
  { route: 'GET /api/v1/web/baskets', expect: SIGNED_IN, request: () => GET('/baskets') },
  {
    route: 'GET /api/v1/web/baskets',
    variant: "the owner student's basket id",
    expect: LEARNER_OWNED,
    request: (fx) => GET(`/baskets?basketId=${fx.basketId}`),
  },
  {
    route: 'POST /api/v1/web/baskets/add-item',
    expect: SIGNED_IN,
    request: async (fx) => ({
      method: 'POST',
      url: '/baskets/add-item',
      json: { courseId: (await fx.newCourse({ lecturerId: fx.thirdLecturerId })).id, basketId: null },
    }),
  },
  {
    route: 'POST /api/v1/web/baskets/add-item',
    variant: "into the owner student's basket",
    expect: LEARNER_OWNED,
    request: async (fx) => ({
      method: 'POST',
      url: '/baskets/add-item',
      json: { courseId: (await fx.newCourse({ lecturerId: fx.thirdLecturerId })).id, basketId: fx.basketId },
    }),
  },
  {
    route: 'POST /api/v1/web/baskets/remove-item',
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const first = await fx.newCourse({ lecturerId: fx.thirdLecturerId });
      const second = await fx.newCourse({ lecturerId: fx.thirdLecturerId });
      const basket = await fx.newBasket([first.id, second.id]);
      return {
        method: 'POST',
        url: '/baskets/remove-item',
        json: { basketDetailId: basket.itemIds[0] },
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'POST /api/v1/web/baskets/apply-discount-code',
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const basket = await fx.newBasket();
      return {
        method: 'POST',
        url: '/baskets/apply-discount-code',
        json: { basketId: basket.basketId, discountCode: fx.adminCode.code },
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'POST /api/v1/web/baskets/apply-discount-code-to-basket-item',
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const basket = await fx.newBasket([fx.courseA.id]);
      return {
        method: 'POST',
        url: '/baskets/apply-discount-code-to-basket-item',
        json: { basketItemId: basket.itemIds[0], discountCode: fx.lecturerCode.code },
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'POST /api/v1/web/baskets/remove-discount-code',
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const basket = await fx.newBasket();
      await fx.callAs(basket.owner, {
        method: 'POST',
        url: '/baskets/apply-discount-code',
        json: { basketId: basket.basketId, discountCode: fx.adminCode.code },
      });
      return {
        method: 'POST',
        url: '/baskets/remove-discount-code',
        json: { basketId: basket.basketId },
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'POST /api/v1/web/baskets/remove-discount-code-from-basket-item',
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const basket = await fx.newBasket([fx.courseA.id]);
      await fx.callAs(basket.owner, {
        method: 'POST',
        url: '/baskets/apply-discount-code-to-basket-item',
        json: { basketItemId: basket.itemIds[0], discountCode: fx.lecturerCode.code },
      });
      return {
        method: 'POST',
        url: '/baskets/remove-discount-code-from-basket-item',
        json: { basketDetailId: basket.itemIds[0] },
        ...ownerIf(caller, basket.owner),
      };
    },
  },

  // Orders
  {
    route: 'POST /api/v1/web/orders/free',
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const free = await fx.newCourse({ lecturerId: fx.thirdLecturerId, priceKurus: 0 });
      const basket = await fx.newBasket([free.id]);
      return {
        method: 'POST',
        url: '/orders/free',
        json: { basketId: basket.basketId },
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'POST /api/v1/web/orders/bank-transfer',
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const basket = await fx.newBasket();
      return {
        method: 'POST',
        url: '/orders/bank-transfer',
        json: { basketId: basket.basketId, acceptedTerms: true, waiveWithdrawal: true },
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'POST /api/v1/web/orders/card',
    // One's own basket only (the matrix runs with the local iyzico configured).
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const basket = await fx.newBasket();
      return {
        method: 'POST',
        url: '/orders/card',
        json: { basketId: basket.basketId, acceptedTerms: true, waiveWithdrawal: true },
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'POST /api/v1/web/payments/iyzico/callback',
    // The browser's return from iyzico, signed in or not: a token of no order changes nothing and leads to the basket.
    expect: EVERYONE(303),
    request: () => ({ method: 'POST', url: '/payments/iyzico/callback', json: { token: randomUUID() } }),
  },
  {
    route: 'POST /api/v1/web/payments/iyzico/webhook',
    variant: 'signed by iyzico',
    // A notification with iyzico's signature is taken (200) whoever sends it; its token names no order here.
    expect: EVERYONE(200),
    request: () => {
      const body = {
        paymentConversationId: randomUUID(),
        status: 'SUCCESS',
        token: randomUUID(),
        iyziEventType: 'CHECKOUT_FORM_AUTH',
        iyziPaymentId: 12345678,
      };
      const key = MATRIX_IYZICO.secretKey;
      const signed = `${key}${body.iyziEventType}${body.iyziPaymentId}${body.token}${body.paymentConversationId}${body.status}`;
      return {
        method: 'POST',
        url: '/payments/iyzico/webhook',
        json: body,
        headers: { 'x-iyz-signature-v3': createHmac('sha256', key).update(signed).digest('hex') },
      };
    },
  },
  {
    route: 'POST /api/v1/web/payments/iyzico/webhook',
    variant: 'unsigned',
    // Only iyzico's signature opens it; no sign-in does.
    expect: EVERYONE(401),
    request: () => ({
      method: 'POST',
      url: '/payments/iyzico/webhook',
      json: { token: randomUUID(), iyziEventType: 'CHECKOUT_FORM_AUTH', status: 'SUCCESS' },
    }),
  },
  {
    route: 'POST /api/v1/web/admin/orders/{id}/refund',
    variant: 'unknown order',
    expect: [401, 403, 403, 403, 403, 404],
    parent: 403,
    request: () => ({ method: 'POST', url: `/admin/orders/${randomUUID()}/refund`, json: { reason: 'Yok' } }),
  },
  {
    route: 'POST /api/v1/web/admin/orders/{id}/refund',
    variant: 'bank transfer',
    // Admins only; a bank transfer is not refundable through the provider, so the admin's answer is the rule's 422.
    expect: [401, 403, 403, 403, 403, 422],
    parent: 403,
    request: async (fx) => ({
      method: 'POST',
      url: `/admin/orders/${await fx.newPendingOrder()}/refund`,
      json: { reason: 'Erişim matrisi' },
    }),
  },
  {
    route: 'GET /api/v1/web/admin/orders/{id}/payment-exchanges',
    expect: ADMIN_ONLY,
    request: (fx) => GET(`/admin/orders/${fx.orderId}/payment-exchanges`),
  },
  { route: 'GET /api/v1/web/orders', expect: SIGNED_IN, request: () => GET('/orders') },
  // Payments: which ways to pay are offered depends on the configuration only, so it is the same for everyone.
  {
    route: 'GET /api/v1/web/payments/methods',
    expect: EVERYONE(200),
    request: () => GET('/payments/methods'),
  },
  {
    route: 'GET /api/v1/web/orders/{id}/summary',
    variant: 'completed order',
    // The buyer and admins (the order desk) see it; to anyone else, the buyer's parent too, it does not exist (the
    // parent sees the child's orders in the child's overview).
    expect: [401, 404, 200, 404, 404, 200],
    parent: 404,
    request: (fx) => GET(`/orders/${fx.orderId}/summary`),
  },
  {
    route: 'GET /api/v1/web/orders/{id}/summary',
    variant: 'pending bank transfer',
    expect: [401, 404, 200, 404, 404, 200],
    parent: 404,
    request: (fx) => GET(`/orders/${fx.pendingOrderId}/summary`),
  },
  {
    route: 'GET /api/v1/web/orders/terms',
    // The documents of one's own basket; another's basket does not exist, whoever asks.
    expect: LEARNER_OWNED,
    request: async (fx, caller) => {
      const basket = await fx.newBasket();
      return {
        method: 'GET',
        url: `/orders/terms?basketId=${basket.basketId}`,
        ...ownerIf(caller, basket.owner),
      };
    },
  },
  {
    route: 'GET /api/v1/web/orders/{id}/invoice',
    variant: 'completed bank transfer',
    // Like the summary: the buyer and admins; to anyone else it does not exist.
    expect: [401, 404, 200, 404, 404, 200],
    parent: 404,
    request: (fx) => GET(`/orders/${fx.orderId}/invoice`),
  },
  {
    route: 'GET /api/v1/web/orders/{id}/invoice',
    variant: 'pending bank transfer',
    // Not invoiced until it completes.
    expect: [401, 404, 404, 404, 404, 404],
    parent: 404,
    request: (fx) => GET(`/orders/${fx.pendingOrderId}/invoice`),
  },
  {
    route: 'GET /api/v1/web/admin/orders/paginated',
    expect: ADMIN_ONLY,
    request: () => GET(`/admin/orders/paginated?status=${OrderStatus.Pending}`),
  },
  {
    route: 'PUT /api/v1/web/admin/orders/{id}/status',
    expect: ADMIN_ONLY,
    request: async (fx) => ({
      method: 'PUT',
      url: `/admin/orders/${await fx.newPendingOrder()}/status`,
      json: { status: OrderStatus.Cancelled },
    }),
  },

  // Learning
  {
    route: 'GET /api/v1/web/courses/{id}/with-contents',
    // Everyone may open a published course's outline; content paths only reach those with full access.
    expect: EVERYONE(200),
    request: (fx) => GET(`/courses/${fx.courseA.id}/with-contents`),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/with-contents',
    variant: 'archived course',
    expect: HIDDEN_COURSE,
    request: (fx) => GET(`/courses/${fx.hiddenCourse.id}/with-contents`),
  },
  {
    route: 'DELETE /api/v1/web/lectures/{id}/complete',
    expect: ENROLLED_ONLY,
    request: (fx) => DELETE(`/lectures/${fx.courseA.text}/complete`),
  },
  {
    route: 'POST /api/v1/web/lectures/{id}/complete',
    expect: ENROLLED_ONLY,
    request: (fx) => ({ method: 'POST', url: `/lectures/${fx.courseA.text}/complete` }),
  },
  {
    route: 'POST /api/v1/web/lectures/{id}/complete',
    variant: 'lecture of an archived course',
    // Those who cannot see the course are told it does not exist; its lecturer and admins see it but are not enrolled.
    expect: [401, 404, 200, 404, 403, 403],
    parent: 404,
    request: (fx) => ({ method: 'POST', url: `/lectures/${fx.hiddenCourse.text}/complete` }),
  },
  {
    route: 'PUT /api/v1/web/lectures/{id}/position',
    expect: ENROLLED_ONLY,
    request: (fx) => ({
      method: 'PUT',
      url: `/lectures/${fx.courseA.video}/position`,
      json: { positionSeconds: 42 },
    }),
  },
  {
    route: 'POST /api/v1/web/lectures/{id}/quiz-attempts',
    expect: ENROLLED_ONLY,
    request: (fx) => ({
      method: 'POST',
      url: `/lectures/${fx.courseA.quiz}/quiz-attempts`,
      json: { answers: [1, 2, 0] },
    }),
  },

  // Points (CONTRACT.md §15): the caller's own points and choice; a course's leaderboard for its learners only.
  { route: 'GET /api/v1/web/students/points', expect: SIGNED_IN, request: () => GET('/students/points') },
  {
    route: 'GET /api/v1/web/students/leaderboard-preference',
    expect: SIGNED_IN,
    request: () => GET('/students/leaderboard-preference'),
  },
  {
    route: 'PUT /api/v1/web/students/leaderboard-preference',
    expect: SIGNED_IN,
    request: () => ({
      method: 'PUT',
      url: '/students/leaderboard-preference',
      json: { showOnLeaderboard: true },
    }),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/leaderboard',
    expect: ENROLLED_ONLY,
    request: (fx) => GET(`/courses/${fx.courseA.id}/leaderboard`),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/leaderboard',
    variant: 'archived course',
    // Those who cannot see the course are told it does not exist; its lecturer and admins see it but are not enrolled.
    expect: [401, 404, 200, 404, 403, 403],
    parent: 404,
    request: (fx) => GET(`/courses/${fx.hiddenCourse.id}/leaderboard`),
  },

  // Signed lecture media: the link is the permission, a bearer token neither helps nor hurts.
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}',
    variant: 'signed video link',
    expect: EVERYONE(200),
    request: (fx) => GET(lectureContentPath(signer(fx), fx.courseA.video, fx.courseA.videoKey)),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}',
    variant: 'signed page link',
    expect: EVERYONE(200),
    request: (fx) => GET(lectureContentPath(signer(fx), fx.courseA.html, fx.courseA.htmlKey)),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}',
    variant: 'expired link',
    expect: EVERYONE(403),
    request: (fx) => GET(lectureContentPath(signer(fx), fx.courseA.video, fx.courseA.videoKey, HOURS_AGO(2))),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}',
    variant: 'tampered signature',
    expect: EVERYONE(403),
    request: (fx) => GET(tamper(lectureContentPath(signer(fx), fx.courseA.video, fx.courseA.videoKey))),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}',
    variant: "another lecture's signature",
    expect: EVERYONE(403),
    request: (fx) => {
      const page = lectureContentPath(signer(fx), fx.courseA.html, fx.courseA.htmlKey);
      return GET(page.replace(fx.courseA.html, fx.courseA.video));
    },
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}',
    variant: 'no signature',
    expect: EVERYONE(403),
    request: (fx) => GET(`/media/lectures/${fx.courseA.video}`),
  },
  // Captions and resources: the same rule (decision 050).
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/captions/{language}',
    variant: 'signed link',
    expect: EVERYONE(200),
    request: async (fx) => GET((await lectureWithFiles(fx)).captionPath()),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/captions/{language}',
    variant: 'expired link',
    expect: EVERYONE(403),
    request: async (fx) => GET((await lectureWithFiles(fx)).captionPath(HOURS_AGO(2))),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/captions/{language}',
    variant: 'tampered signature',
    expect: EVERYONE(403),
    request: async (fx) => GET(tamper((await lectureWithFiles(fx)).captionPath())),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/resources/{resourceId}',
    variant: 'signed link',
    expect: EVERYONE(200),
    request: async (fx) => GET((await lectureWithFiles(fx)).resourcePath()),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/resources/{resourceId}',
    variant: 'expired link',
    expect: EVERYONE(403),
    request: async (fx) => GET((await lectureWithFiles(fx)).resourcePath(HOURS_AGO(2))),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/resources/{resourceId}',
    variant: 'tampered signature',
    expect: EVERYONE(403),
    request: async (fx) => GET(tamper((await lectureWithFiles(fx)).resourcePath())),
  },
  // The HLS stream (modules/media/stream.routes.ts): the same rule; the fixture's video has no stream yet (404).
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/master.m3u8',
    variant: 'signed link, video not transcoded',
    expect: EVERYONE(404),
    request: (fx) => GET(masterPlaylistPath(signer(fx), fx.courseA.video)),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/master.m3u8',
    variant: 'expired link',
    expect: EVERYONE(403),
    request: (fx) => GET(masterPlaylistPath(signer(fx), fx.courseA.video, HOURS_AGO(2))),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/master.m3u8',
    variant: 'tampered signature',
    expect: EVERYONE(403),
    request: (fx) => GET(tamper(masterPlaylistPath(signer(fx), fx.courseA.video))),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/{area}/{name}',
    variant: 'signed segment link, no such file',
    expect: EVERYONE(404),
    request: (fx) => GET(streamFilePath(signer(fx), fx.courseA.video, `hls/${randomUUID()}.ts`)),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/{area}/{name}',
    variant: 'expired link',
    expect: EVERYONE(403),
    request: (fx) =>
      GET(streamFilePath(signer(fx), fx.courseA.video, `hls/${randomUUID()}.ts`, HOURS_AGO(2))),
  },
  {
    route: 'GET /api/v1/web/media/lectures/{lectureId}/{area}/{name}',
    variant: "another lecture's signature",
    expect: EVERYONE(403),
    request: (fx) =>
      GET(
        streamFilePath(signer(fx), fx.courseA.html, `hls/${randomUUID()}.ts`).replace(
          fx.courseA.html,
          fx.courseA.video,
        ),
      ),
  },

  // Certificates
  { route: 'GET /api/v1/web/certificates', expect: SIGNED_IN, request: () => GET('/certificates') },
  {
    route: 'GET /api/v1/web/certificates/verify/{code}',
    expect: EVERYONE(200),
    request: (fx) => GET(`/certificates/verify/${fx.certificate.verificationCode}`),
  },
  {
    route: 'GET /api/v1/web/certificates/verify/{code}',
    variant: 'unknown code',
    expect: EVERYONE(404),
    request: () => GET('/certificates/verify/ZZZZZZZZZZ'),
  },
  {
    route: 'GET /api/v1/web/certificates/{id}/pdf',
    variant: 'bearer token',
    // The PDF is the learner's and admins'; the learner's parent sees the certificate's code in the overview.
    expect: [401, 404, 200, 404, 404, 200],
    parent: 404,
    request: (fx) => GET(`/certificates/${fx.certificate.id}/pdf`),
  },
  {
    route: 'GET /api/v1/web/certificates/{id}/pdf',
    variant: 'signed link',
    expect: EVERYONE(200),
    request: (fx) => GET(certificatePdfPath(signer(fx), fx.certificate.id)),
  },
  {
    route: 'GET /api/v1/web/certificates/{id}/pdf',
    variant: 'expired link',
    expect: EVERYONE(403),
    request: (fx) => GET(certificatePdfPath(signer(fx), fx.certificate.id, HOURS_AGO(2))),
  },
  {
    route: 'GET /api/v1/web/certificates/{id}/pdf',
    variant: 'tampered signature',
    expect: EVERYONE(403),
    request: (fx) => GET(tamper(certificatePdfPath(signer(fx), fx.certificate.id))),
  },

  // Bookmarks
  { route: 'GET /api/v1/web/bookmarks', expect: SIGNED_IN, request: () => GET('/bookmarks') },
  {
    route: 'POST /api/v1/web/bookmarks',
    expect: SIGNED_IN,
    request: async (fx) => ({
      method: 'POST',
      url: '/bookmarks',
      json: { courseId: (await fx.newCourse({ lecturerId: fx.thirdLecturerId })).id },
    }),
  },
  {
    route: 'POST /api/v1/web/bookmarks',
    variant: 'archived course',
    expect: [401, 404, 200, 404, 200, 200],
    parent: 404,
    request: async (fx) => {
      const course = await fx.newCourse({ publishStatus: PublishStatus.Archived });
      await fx.t.app.deps.db
        .insert(enrolments)
        .values({ userId: fx.people.ownerStudent.id, courseId: course.id });
      return { method: 'POST', url: '/bookmarks', json: { courseId: course.id } };
    },
  },
  {
    route: 'DELETE /api/v1/web/bookmarks/{id}',
    expect: LEARNER_OWNED,
    request: async (fx) => DELETE(`/bookmarks/${await fx.newBookmarkOfOwner()}`),
  },

  // Lecturer area: courses
  {
    route: 'GET /api/v1/web/courses/lecturer-courses',
    expect: LECTURER_AREA,
    request: () => GET('/courses/lecturer-courses?status=all'),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/contents',
    expect: LECTURER_OWNED,
    request: (fx) => GET(`/courses/${fx.courseA.id}/contents`),
  },
  {
    route: 'POST /api/v1/web/courses',
    expect: LECTURER_AREA,
    request: (fx) => ({ method: 'POST', url: '/courses', form: fx.courseForm() }),
  },
  {
    route: 'PUT /api/v1/web/courses/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) => {
      const course = await fx.newCourse();
      const { coverImage: _cover, ...fields } = Object.fromEntries(fx.courseForm());
      return { method: 'PUT', url: `/courses/${course.id}`, json: fields };
    },
  },
  {
    route: 'PUT /api/v1/web/courses/{id}/publish-status',
    expect: LECTURER_OWNED,
    request: async (fx) => ({
      method: 'PUT',
      url: `/courses/${(await fx.newCourse({ publishStatus: PublishStatus.Draft })).id}/publish-status`,
      json: { publishStatus: PublishStatus.Published },
    }),
  },
  {
    route: 'DELETE /api/v1/web/courses/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) =>
      DELETE(`/courses/${(await fx.newCourse({ publishStatus: PublishStatus.Draft })).id}`),
  },

  // Lecturer area: sections
  {
    route: 'GET /api/v1/web/sections/{id}',
    expect: LECTURER_OWNED,
    request: (fx) => GET(`/sections/${fx.courseA.sectionIds[0]}`),
  },
  {
    route: 'POST /api/v1/web/sections',
    expect: LECTURER_OWNED,
    request: async (fx) => ({
      method: 'POST',
      url: '/sections',
      json: { courseId: (await fx.newCourse()).id, name: 'Ek Bölüm', description: 'Sonradan eklendi' },
    }),
  },
  {
    route: 'PUT /api/v1/web/sections',
    expect: LECTURER_OWNED,
    request: async (fx) => ({
      method: 'PUT',
      url: '/sections',
      json: { id: (await fx.newCourse()).sectionIds[0], name: 'Yeniden Adlandırılan Bölüm' },
    }),
  },
  {
    route: 'PUT /api/v1/web/sections/move-section',
    expect: LECTURER_OWNED,
    request: async (fx) => ({
      method: 'PUT',
      url: '/sections/move-section',
      json: { id: (await fx.newCourse({ lecturesPerSection: [1, 1] })).sectionIds[1], orderNumber: 0 },
    }),
  },
  {
    route: 'DELETE /api/v1/web/sections/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) =>
      DELETE(`/sections/${(await fx.newCourse({ lecturesPerSection: [1, 1] })).sectionIds[1]}`),
  },

  // Lecturer area: lectures
  {
    route: 'GET /api/v1/web/lectures/{id}',
    expect: LECTURER_OWNED,
    request: (fx) => GET(`/lectures/${fx.courseA.quiz}`),
  },
  {
    route: 'POST /api/v1/web/lectures',
    expect: LECTURER_OWNED,
    request: async (fx) => {
      const course = await fx.newCourse();
      return {
        method: 'POST',
        url: '/lectures',
        json: {
          courseId: course.id,
          sectionId: course.sectionIds[0],
          name: 'Yeni Ders',
          description: 'Metin dersi',
          lectureContentType: LectureContentType.Text,
          content: 'Her istekte rol ve sahiplik denetlenir.',
          durationMinute: 5,
        },
      };
    },
  },
  {
    route: 'PUT /api/v1/web/lectures',
    expect: LECTURER_OWNED,
    request: async (fx) => ({
      method: 'PUT',
      url: '/lectures',
      json: {
        id: (await fx.newCourse()).lectureIds[0]?.[0],
        name: 'Güncellenen Ders',
        lectureContentType: LectureContentType.Text,
        isContentUpdated: false,
      },
    }),
  },
  {
    route: 'PUT /api/v1/web/lectures/reorder',
    expect: LECTURER_OWNED,
    request: async (fx) => {
      const course = await fx.newCourse({ lecturesPerSection: [2] });
      return {
        method: 'PUT',
        url: '/lectures/reorder',
        json: { sectionId: course.sectionIds[0], id: course.lectureIds[0]?.[1], targetIndex: 0 },
      };
    },
  },
  {
    route: 'DELETE /api/v1/web/lectures/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) => DELETE(`/lectures/${(await fx.newCourse()).lectureIds[0]?.[0]}`),
  },
  // Captions and resources (decision 050): edited by the lecture's owner or an admin, each call on its own lecture.
  {
    route: 'POST /api/v1/web/lectures/{id}/captions',
    expect: LECTURER_OWNED,
    request: (fx) => captionUpload(fx),
  },
  {
    route: 'DELETE /api/v1/web/lectures/{id}/captions/{language}',
    expect: LECTURER_OWNED,
    request: async (fx) => DELETE(`/lectures/${(await lectureWithFiles(fx)).lectureId}/captions/tr`),
  },
  {
    route: 'POST /api/v1/web/lectures/{id}/resources',
    expect: LECTURER_OWNED,
    request: (fx) => resourceUpload(fx),
  },
  {
    route: 'DELETE /api/v1/web/lectures/{id}/resources/{resourceId}',
    expect: LECTURER_OWNED,
    request: async (fx) => {
      const made = await lectureWithFiles(fx);
      return DELETE(`/lectures/${made.lectureId}/resources/${made.resourceId}`);
    },
  },
  {
    route: 'GET /api/v1/web/lecturer/finance',
    expect: LECTURER_AREA,
    request: () => GET('/lecturer/finance'),
  },

  // Questions and answers (CONTRACT.md §15): for those who may open the lecture, as the learning screen answers.
  // The owner student wrote the throwaway question or answer; only the asker and the course's lecturer accept.
  {
    route: 'GET /api/v1/web/lectures/{id}/questions',
    expect: [401, 403, 200, 403, 200, 200],
    parent: 403,
    request: (fx) => GET(`/lectures/${fx.courseA.text}/questions?sort=top`),
  },
  {
    route: 'GET /api/v1/web/lectures/{id}/questions',
    variant: 'lecture of an archived course',
    expect: [401, 404, 200, 404, 200, 200],
    parent: 404,
    request: (fx) => GET(`/lectures/${fx.hiddenCourse.text}/questions`),
  },
  {
    route: 'POST /api/v1/web/lectures/{id}/questions',
    expect: [401, 403, 200, 403, 200, 200],
    parent: 403,
    request: (fx) => ({
      method: 'POST',
      url: `/lectures/${fx.courseA.text}/questions`,
      json: { title: 'Matris sorusu', body: 'Bir soru metni burada.' },
    }),
  },
  {
    route: 'GET /api/v1/web/questions/{id}',
    expect: [401, 403, 200, 403, 200, 200],
    parent: 403,
    request: async (fx) => GET(`/questions/${await questionOn(fx)}`),
  },
  {
    route: 'POST /api/v1/web/questions/{id}/answers',
    expect: [401, 403, 200, 403, 200, 200],
    parent: 403,
    request: async (fx) => ({
      method: 'POST',
      url: `/questions/${await questionOn(fx)}/answers`,
      json: { body: 'Bir cevap.' },
    }),
  },
  {
    route: 'POST /api/v1/web/questions/{id}/upvote',
    expect: [401, 403, 200, 403, 200, 200],
    parent: 403,
    request: async (fx) => ({ method: 'POST', url: `/questions/${await questionOn(fx, 'stranger')}/upvote` }),
  },
  {
    route: 'POST /api/v1/web/questions/{id}/upvote',
    variant: 'one’s own question',
    expect: [401, 403, 422, 403, 200, 200],
    parent: 403,
    request: async (fx) => ({ method: 'POST', url: `/questions/${await questionOn(fx)}/upvote` }),
  },
  {
    route: 'POST /api/v1/web/answers/{id}/accept',
    expect: [401, 403, 200, 403, 200, 403],
    parent: 403,
    request: async (fx) => ({ method: 'POST', url: `/answers/${await answerOn(fx)}/accept` }),
  },
  {
    route: 'DELETE /api/v1/web/questions/{id}',
    expect: [401, 403, 200, 403, 200, 200],
    parent: 403,
    request: async (fx) => DELETE(`/questions/${await questionOn(fx)}`),
  },
  {
    route: 'DELETE /api/v1/web/answers/{id}',
    expect: [401, 403, 200, 403, 200, 200],
    parent: 403,
    request: async (fx) => DELETE(`/answers/${await answerOn(fx)}`),
  },
  {
    route: 'GET /api/v1/web/lecturer/questions',
    expect: LECTURER_AREA,
    request: () => GET('/lecturer/questions?status=unanswered'),
  },

  // Assignments (CONTRACT.md §15): the enrolled learner hands work in; the course's lecturer and admins grade it.
  // Each call gets its own assignment lecture, so a submission or a grade never depends on an earlier cell.
  {
    route: 'POST /api/v1/web/lectures/{id}/submissions',
    expect: ENROLLED_ONLY,
    request: async (fx) => ({
      method: 'POST',
      url: `/lectures/${await assignmentIn(fx)}/submissions`,
      form: [
        ['text', 'Matris teslimi'],
        ['link', 'https://example.com/odev'],
      ],
    }),
  },
  {
    route: 'GET /api/v1/web/lectures/{id}/submissions/mine',
    expect: ENROLLED_ONLY,
    request: async (fx) => GET(`/lectures/${await assignmentIn(fx)}/submissions/mine`),
  },
  {
    route: 'GET /api/v1/web/lecturer/submissions',
    expect: LECTURER_AREA,
    request: () => GET('/lecturer/submissions?status=ungraded'),
  },
  {
    route: 'GET /api/v1/web/submissions/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) => GET(`/submissions/${(await submissionOn(fx)).id}`),
  },
  {
    route: 'POST /api/v1/web/submissions/{id}/grade',
    expect: LECTURER_OWNED,
    request: async (fx) => ({
      method: 'POST',
      url: `/submissions/${(await submissionOn(fx)).id}/grade`,
      json: { score: 3, feedback: 'Tekrar deneyin.' },
    }),
  },
  // A submission's file: the signed link is the permission, as for lecture media.
  {
    route: 'GET /api/v1/web/media/submissions/{id}',
    variant: 'signed link',
    expect: EVERYONE(200),
    request: async (fx) => GET(submissionFileUrl(fx, await submissionOn(fx))),
  },
  {
    route: 'GET /api/v1/web/media/submissions/{id}',
    variant: 'expired link',
    expect: EVERYONE(403),
    request: async (fx) => GET(submissionFileUrl(fx, await submissionOn(fx), HOURS_AGO(2))),
  },
  {
    route: 'GET /api/v1/web/media/submissions/{id}',
    variant: 'tampered signature',
    expect: EVERYONE(403),
    request: async (fx) => GET(tamper(submissionFileUrl(fx, await submissionOn(fx)))),
  },
  {
    route: 'GET /api/v1/web/media/submissions/{id}',
    variant: 'no signature',
    expect: EVERYONE(403),
    request: async (fx) => GET(`/media/submissions/${(await submissionOn(fx)).id}`),
  },

  // Categories and tags: any signed-in role reads (the course form lists them), Admin writes.
  ...taxonomyRows('/categories', 'category'),
  ...taxonomyRows('/tags', 'tag'),

  // Admin
  { route: 'GET /api/v1/web/admin/dashboard', expect: ADMIN_ONLY, request: () => GET('/admin/dashboard') },
  // Failed background jobs: the admin's answer for a job that does not exist is 404 (modules/jobs/README.md).
  {
    route: 'GET /api/v1/web/admin/jobs/failed',
    expect: ADMIN_ONLY,
    request: () => GET('/admin/jobs/failed?pageNumber=1&pageSize=20'),
  },
  {
    route: 'POST /api/v1/web/admin/jobs/{id}/retry',
    expect: [401, 403, 403, 403, 403, 404],
    parent: 403,
    request: () => ({ method: 'POST', url: '/admin/jobs/00000000-0000-4000-8000-000000000000/retry' }),
  },
  {
    route: 'GET /api/v1/web/users/paginated',
    expect: ADMIN_ONLY,
    request: () => GET('/users/paginated?orderBy=Name'),
  },
  {
    route: 'GET /api/v1/web/users/{id}',
    expect: ADMIN_ONLY,
    request: (fx) => GET(`/users/${fx.people.student.id}`),
  },
  {
    route: 'PUT /api/v1/web/users',
    expect: ADMIN_ONLY,
    request: async (fx) => ({
      method: 'PUT',
      url: '/users',
      json: {
        id: (await fx.newStudent()).id,
        name: 'Elif',
        surname: 'Demir',
        roles: [Role.Student, Role.Lecturer],
      },
    }),
  },
  {
    route: 'DELETE /api/v1/web/users/{id}',
    expect: ADMIN_ONLY,
    request: async (fx) => DELETE(`/users/${(await fx.newStudent()).id}`),
  },

  // Notifications
  {
    route: 'GET /api/v1/web/notifications',
    expect: SIGNED_IN,
    request: () => GET('/notifications?pageSize=5'),
  },
  {
    route: 'GET /api/v1/web/notifications/stream',
    expect: SIGNED_IN,
    request: async (fx, caller) => {
      const who = person(fx, caller);
      return { ...GET('/notifications/stream'), ...(who ? { as: await expiringSoon(fx, who) } : {}) };
    },
  },
  {
    route: 'POST /api/v1/web/notifications/{id}/read',
    expect: LEARNER_OWNED,
    request: async (fx) => ({
      method: 'POST',
      url: `/notifications/${await newNotificationOfOwner(fx)}/read`,
    }),
  },
  {
    route: 'POST /api/v1/web/notifications/read-all',
    expect: SIGNED_IN,
    request: () => ({ method: 'POST', url: '/notifications/read-all' }),
  },
  {
    route: 'GET /api/v1/web/notifications/preferences',
    expect: SIGNED_IN,
    request: () => GET('/notifications/preferences'),
  },
  {
    route: 'PUT /api/v1/web/notifications/preferences',
    expect: SIGNED_IN,
    request: () => ({
      method: 'PUT',
      url: '/notifications/preferences',
      json: { email: { learning: true, family: true, reminders: true, marketing: false } },
    }),
  },
  // One-click unsubscribe: the signed link is the permission, a bearer token neither helps nor hurts.
  {
    route: 'GET /api/v1/web/notifications/unsubscribe',
    expect: EVERYONE(200),
    request: (fx) =>
      GET(
        unsubscribeUrl(
          signUnsubscribeToken(fx.t.app.deps.secrets.dataKey, fx.people.ownerStudent.id, 'family'),
        ),
      ),
  },
  {
    route: 'POST /api/v1/web/notifications/unsubscribe',
    expect: EVERYONE(200),
    request: async (fx) => ({
      method: 'POST',
      url: unsubscribeUrl(
        signUnsubscribeToken(fx.t.app.deps.secrets.dataKey, (await fx.newStudent()).id, 'marketing'),
      ),
      json: { 'List-Unsubscribe': 'One-Click' },
    }),
  },
  {
    route: 'POST /api/v1/web/notifications/unsubscribe',
    variant: 'tampered signature',
    expect: EVERYONE(400),
    request: (fx) => {
      const token = signUnsubscribeToken(
        fx.t.app.deps.secrets.dataKey,
        fx.people.ownerStudent.id,
        'learning',
      );
      return {
        method: 'POST',
        url: unsubscribeUrl(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
        json: { 'List-Unsubscribe': 'One-Click' },
      };
    },
  },
  {
    route: 'POST /api/v1/web/notifications/unsubscribe',
    variant: 'order mail',
    expect: EVERYONE(400),
    request: (fx) => ({
      method: 'POST',
      url: unsubscribeUrl(
        signUnsubscribeToken(fx.t.app.deps.secrets.dataKey, fx.people.ownerStudent.id, 'orders'),
      ),
      json: { 'List-Unsubscribe': 'One-Click' },
    }),
  },

  // Families
  {
    route: 'POST /api/v1/web/families/invitations',
    expect: STUDENT_ONLY,
    request: async (fx, caller) => ({
      method: 'POST',
      url: '/families/invitations',
      json: { email: `veli.${randomUUID().slice(0, 8)}@example.com` },
      ...(caller === 'student' || caller === 'ownerStudent' ? await likeCaller(fx, caller) : {}),
    }),
  },
  {
    route: 'GET /api/v1/web/families/invitations',
    expect: STUDENT_ONLY,
    request: () => GET('/families/invitations'),
  },
  {
    route: 'DELETE /api/v1/web/families/invitations/{id}',
    expect: [401, 404, 200, 403, 403, 403],
    parent: 403,
    request: async (fx, caller) => {
      const { child } = await familyChild(fx.t);
      const { id } = await familyInvitation(fx.t, child.id);
      return { ...DELETE(`/families/invitations/${id}`), ...ownerIf(caller, accountOf(child)) };
    },
  },
  {
    route: 'GET /api/v1/web/families/invitations/lookup',
    expect: EVERYONE(200),
    request: async (fx) =>
      GET(`/families/invitations/lookup?token=${(await joinableInvitation(fx.t)).token}`),
  },
  {
    route: 'GET /api/v1/web/families/invitations/lookup',
    variant: 'an unknown token',
    expect: EVERYONE(404),
    request: () => GET(`/families/invitations/lookup?token=${'a'.repeat(43)}`),
  },
  {
    route: 'POST /api/v1/web/families/invitations/accept',
    expect: SIGNED_IN,
    request: async (fx, caller) => {
      const { token, parentNumber } = await joinableInvitation(fx.t);
      return {
        method: 'POST',
        url: '/families/invitations/accept',
        json: { token, identificationNumber: parentNumber, consent: true },
        ...(await likeCaller(fx, caller)),
      };
    },
  },
  {
    route: 'POST /api/v1/web/families/invitations/accept',
    variant: 'a number that does not match',
    expect: [401, 422, 422, 422, 422, 422],
    parent: 422,
    request: async (fx, caller) => ({
      method: 'POST',
      url: '/families/invitations/accept',
      json: {
        token: (await joinableInvitation(fx.t)).token,
        identificationNumber: idNumber(),
        consent: true,
      },
      ...(await likeCaller(fx, caller)),
    }),
  },
  {
    route: 'POST /api/v1/web/authentication/register-parent',
    expect: EVERYONE(200),
    request: async (fx) => {
      const { token, parentNumber } = await joinableInvitation(fx.t);
      const { name, surname, email, password } = registration();
      return {
        method: 'POST',
        url: '/authentication/register-parent',
        json: {
          token,
          name,
          surname,
          email,
          identificationNumber: parentNumber,
          password,
          confirmPassword: password,
          consent: true,
        },
      };
    },
  },
  {
    route: 'GET /api/v1/web/parents/children',
    // The Parent role reads its children: the fixture parent, linked to the owner student.
    expect: [401, 403, 403, 403, 403, 403],
    parent: 200,
    request: () => GET('/parents/children'),
  },
  {
    route: 'GET /api/v1/web/parents/children',
    variant: 'a linked parent in the owner column',
    expect: [401, 403, 200, 403, 403, 403],
    parent: 200,
    request: async (fx, caller) => ({
      ...GET('/parents/children'),
      ...ownerIf(caller, accountOf((await linkedFamily(fx.t)).parent)),
    }),
  },
  {
    route: 'GET /api/v1/web/parents/children/{childId}/overview',
    variant: 'the linked parent in the owner column; anyone else, the child included, is not linked',
    // The parent column is a parent too, of another child: not linked to this one.
    expect: [401, 404, 200, 404, 404, 404],
    parent: 404,
    request: async (fx, caller) => {
      const { child, parent } = await linkedFamily(fx.t);
      return { ...GET(`/parents/children/${child.id}/overview`), ...ownerIf(caller, accountOf(parent)) };
    },
  },
  {
    route: 'GET /api/v1/web/parents/children/{childId}/overview',
    variant:
      "the owner student's overview: only the linked parent reads it; the student themself is no parent",
    expect: [401, 404, 404, 404, 404, 404],
    parent: 200,
    request: (fx) => GET(`/parents/children/${fx.people.ownerStudent.id}/overview`),
  },
  {
    route: 'DELETE /api/v1/web/parents/children/{childId}',
    variant: 'the linked parent in the owner column; anyone else is not linked',
    expect: [401, 404, 200, 404, 404, 404],
    parent: 404,
    request: async (fx, caller) => {
      const { child, parent } = await linkedFamily(fx.t);
      return { ...DELETE(`/parents/children/${child.id}`), ...ownerIf(caller, accountOf(parent)) };
    },
  },
  {
    route: 'DELETE /api/v1/web/parents/children/{childId}',
    // A new child linked to the parent column each call: the parent unlinks it, and its link to the owner student
    // stays for the rows after this one. Nobody else is linked to that child.
    variant: "a child of the parent column's own",
    expect: [401, 404, 404, 404, 404, 404],
    parent: 200,
    request: async (fx) => {
      const child = await fx.newStudent();
      await linkParent(fx.t, fx.people.parent.id, child.id);
      return DELETE(`/parents/children/${child.id}`);
    },
  },
  {
    route: 'GET /api/v1/web/families/parents',
    expect: STUDENT_ONLY,
    request: () => GET('/families/parents'),
  },
  {
    route: 'DELETE /api/v1/web/families/parents/{parentId}',
    variant: 'the linked child in the owner column',
    expect: [401, 404, 200, 403, 403, 403],
    parent: 403,
    request: async (fx, caller) => {
      const { child, parent } = await linkedFamily(fx.t);
      return { ...DELETE(`/families/parents/${parent.id}`), ...ownerIf(caller, accountOf(child)) };
    },
  },
  {
    route: 'GET /api/v1/web/privacy/export',
    expect: SIGNED_IN,
    request: () => GET('/privacy/export'),
  },
  {
    route: 'GET /api/v1/web/privacy/deletion-request',
    expect: SIGNED_IN,
    request: () => GET('/privacy/deletion-request'),
  },
  {
    route: 'POST /api/v1/web/privacy/deletion-request',
    variant: "each call from a new account with the caller's roles: one open request per account",
    expect: SIGNED_IN,
    request: async (fx, caller) => ({
      method: 'POST',
      url: '/privacy/deletion-request',
      ...(await likeCaller(fx, caller)),
    }),
  },
  {
    route: 'GET /api/v1/web/admin/privacy-requests',
    expect: ADMIN_ONLY,
    request: () => GET('/admin/privacy-requests?pageNumber=1&pageSize=10'),
  },
  {
    route: 'POST /api/v1/web/admin/privacy-requests/{id}/complete',
    variant: 'an open request of a new student per call',
    expect: ADMIN_ONLY,
    request: async (fx) => {
      const requester = await makePerson(fx.t, [Role.Student]);
      const [row] = await fx.t.app.deps.db
        .insert(privacyRequests)
        .values({ userId: requester.id })
        .returning({ id: privacyRequests.id });
      return { method: 'POST', url: `/admin/privacy-requests/${row?.id}/complete` };
    },
  },

  // Purchase requests
  {
    route: 'POST /api/v1/web/purchase-requests',
    variant: "the linked child's own basket in the owner column; another student names a basket not theirs",
    expect: [401, 404, 200, 403, 403, 403],
    parent: 403,
    request: async (fx, caller) => {
      const { child, basketId } = await familyBasket(fx.t);
      return {
        method: 'POST',
        url: '/purchase-requests',
        json: { basketId, note: 'Lütfen' },
        ...ownerIf(caller, accountOf(child)),
      };
    },
  },
  {
    route: 'GET /api/v1/web/purchase-requests',
    expect: SIGNED_IN,
    request: () => GET('/purchase-requests?status=Pending'),
  },
  {
    route: 'GET /api/v1/web/purchase-requests/{id}/terms',
    variant:
      'the linked parent in the owner column reads the documents of a paid request; anyone else is not linked',
    expect: [401, 404, 200, 404, 404, 404],
    parent: 404,
    request: async (fx, caller) => {
      const { parent, requestId } = await pendingPurchaseRequest(fx.t);
      return {
        method: 'GET',
        url: `/purchase-requests/${requestId}/terms`,
        ...ownerIf(caller, accountOf(parent)),
      };
    },
  },
  {
    route: 'POST /api/v1/web/purchase-requests/{id}/decline',
    variant: 'the linked parent in the owner column; anyone else, the child included, is not linked',
    expect: [401, 404, 200, 404, 404, 404],
    parent: 404,
    request: async (fx, caller) => {
      const { parent, requestId } = await pendingPurchaseRequest(fx.t);
      return {
        method: 'POST',
        url: `/purchase-requests/${requestId}/decline`,
        json: { reason: 'Önce sınavların bitsin.' },
        ...ownerIf(caller, accountOf(parent)),
      };
    },
  },
  {
    route: 'POST /api/v1/web/purchase-requests/{id}/approve',
    variant: 'the linked parent in the owner column, by bank transfer; anyone else is not linked',
    expect: [401, 404, 200, 404, 404, 404],
    parent: 404,
    request: async (fx, caller) => {
      const { parent, requestId } = await pendingPurchaseRequest(fx.t);
      return {
        method: 'POST',
        url: `/purchase-requests/${requestId}/approve`,
        json: { paymentType: PaymentType.BankTransfer, acceptedTerms: true, waiveWithdrawal: true },
        ...ownerIf(caller, accountOf(parent)),
      };
    },
  },
  // Classes (CONTRACT.md §16): the timetable is public with the course; changes and the register are the owner's.
  {
    route: 'GET /api/v1/web/courses/{id}/sessions',
    expect: EVERYONE(200),
    request: (fx) => GET(`/courses/${fx.courseA.id}/sessions`),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/sessions',
    variant: 'archived course',
    expect: HIDDEN_COURSE,
    request: (fx) => GET(`/courses/${fx.hiddenCourse.id}/sessions`),
  },
  {
    route: 'POST /api/v1/web/courses/{id}/sessions',
    expect: LECTURER_OWNED,
    request: (fx) => ({ method: 'POST', url: `/courses/${fx.courseA.id}/sessions`, json: sessionBody() }),
  },
  {
    route: 'PUT /api/v1/web/sessions/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) => ({ method: 'PUT', url: `/sessions/${await sessionOn(fx)}`, json: sessionBody() }),
  },
  {
    route: 'DELETE /api/v1/web/sessions/{id}',
    expect: LECTURER_OWNED,
    request: async (fx) => DELETE(`/sessions/${await sessionOn(fx)}`),
  },
  {
    route: 'GET /api/v1/web/sessions/{id}/attendance',
    expect: LECTURER_OWNED,
    request: async (fx) => GET(`/sessions/${await sessionOn(fx)}/attendance`),
  },
  {
    route: 'PUT /api/v1/web/sessions/{id}/attendance',
    expect: LECTURER_OWNED,
    request: async (fx) => ({
      method: 'PUT',
      url: `/sessions/${await sessionOn(fx)}/attendance`,
      json: { presentStudentIds: [fx.people.ownerStudent.id] },
    }),
  },
  {
    route: 'GET /api/v1/web/courses/{id}/my-attendance',
    expect: ENROLLED_ONLY,
    request: (fx) => GET(`/courses/${fx.courseA.id}/my-attendance`),
  },
  { route: 'GET /api/v1/web/calendar/sessions', expect: SIGNED_IN, request: () => GET('/calendar/sessions') },
  { route: 'GET /api/v1/web/calendar/feed-url', expect: SIGNED_IN, request: () => GET('/calendar/feed-url') },
  {
    route: 'GET /api/v1/web/calendar/{file}',
    expect: EVERYONE(200),
    request: (fx) => GET(feedPathOf(fx)),
  },
  {
    route: 'GET /api/v1/web/calendar/{file}',
    variant: 'a tampered feed token',
    expect: EVERYONE(404),
    request: (fx) => GET(feedPathOf(fx).replace('.ics', 'x.ics')),
  },
];
