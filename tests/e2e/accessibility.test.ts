/// <reference lib="dom" />

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { LectureContentType } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSES } from '../../apps/server/src/db/seed/demo-catalogue.ts';
import { AREAS } from '../../apps/server/src/db/seed/demo-content.ts';
import routes from '../../apps/web/app/routes.ts';
import { callApi } from './support/api.ts';
import { artifactsDir, launchBrowser } from './support/browser.ts';
import { linkNewParent } from './support/family.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Every page of the web app, from one table, at desktop and phone width: once the page shows its real content,
 * axe (WCAG 2.0 and 2.1, A and AA) must find no serious or critical violation, and at phone width nothing may
 * scroll sideways. The table is tied to the app's route table (routes.ts): a route without a row, or a row for a
 * route that is gone, fails the first test. Addresses are built from the demo seed's records, read through the API.
 */

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const ACCOUNTS = {
  student: { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' },
  lecturer: { email: 'egitmen@kampus.dev', password: 'Egitmen123!' },
  admin: { email: 'admin@kampus.dev', password: 'Admin123!' },
  /** Not in the seed: the set-up links this parent to the demo student (invitation mail, register-parent). */
  parent: { email: 'veli.a11y@kampus.dev', password: 'Veli-Sifresi.2026' },
} as const;
type SignedInCaller = keyof typeof ACCOUNTS;
type Caller = 'anonymous' | SignedInCaller;

/** Records of the demo seed that page addresses point at. */
type Ids = {
  /** A published course the demo student does not own (in their basket and bookmarks). */
  otherCourseId: string;
  /** 'docker', owned by the demo student, with lectures of every kind. */
  learningCourseId: string;
  /** A demo lecture of each content type the demo seed has (assignments are made by the assignments test). */
  lectureOfKind: Record<Exclude<LectureContentType, 4>, string>;
  orderId: string;
  certificateCode: string;
  categoryId: string;
  tagId: string;
  userId: string;
  adminCodeId: string;
  /** Ahmet's React course, its first section and lecture, and his REACT50 code. */
  lecturerCourseId: string;
  /** An assignment the lecturer added to their course, with the demo student's submission waiting in the queue. */
  assignmentLectureId: string;
  sectionId: string;
  lectureId: string;
  lecturerCodeId: string;
  /** A signed unsubscribe token of the demo student, from the mail of the certificate the set-up issues. */
  unsubscribeToken: string;
  /** The token of a waiting invitation the demo student sent to a parent (CONTRACT.md §12). */
  invitationToken: string;
  /** The demo student, as the linked parent's child. */
  childId: string;
  /** A class session of Ahmet's React course (its register page). */
  sessionId: string;
};

/** The address the demo student invites as a parent; nobody accepts, so the link stays open for every row. */
const INVITED_PARENT = 'veli.a11y@example.com';

/** The address no route matches: the app-wide not-found screen. */
const UNMATCHED = '(no route)';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type PageRow = {
  /** The route's full path pattern as routes.ts builds it, or UNMATCHED. */
  route: string;
  /** What this row shows when a route has several (a lecture kind, an unknown record). */
  variant?: string;
  as: Caller;
  url: (ids: Ids) => string;
  /** Shown once the page has its real content (not the loading state). */
  ready: (page: Page) => Locator;
  /** Where the browser must end up (redirecting routes), as a pathname-and-search check. */
  landsOn?: (url: URL, ids: Ids) => boolean;
  /** Puts the browser where the page can be reached (history state a previous step would have left). */
  prepare?: (page: Page, ids: Ids) => Promise<void>;
};

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { name, level }).first();
const testId = (id: string) => (page: Page) => page.getByTestId(id).first();
const pathIs = (pathname: string) => (url: URL) => url.pathname === pathname;
const editorDialog =
  (modal: string, extra: (ids: Ids) => Record<string, string> = () => ({})) =>
  (url: URL, ids: Ids) =>
    url.pathname === `/lecturer/manage-course/${ids.lecturerCourseId}` &&
    url.searchParams.get('modal') === modal &&
    Object.entries(extra(ids)).every(([key, value]) => url.searchParams.get(key) === value);

const lectureRow = (
  kind: Exclude<LectureContentType, 4>,
  variant: string,
  content: (page: Page) => Locator,
): PageRow => ({
  route: '/course/:courseId/learning',
  variant,
  as: 'student',
  url: (ids) => `/course/${ids.learningCourseId}/learning?lecture=${ids.lectureOfKind[kind]}`,
  ready: content,
});

const PAGES: PageRow[] = [
  // Signed out.
  { route: '/login', as: 'anonymous', url: () => '/login', ready: heading(/Giriş/) },
  { route: '/register', as: 'anonymous', url: () => '/register', ready: heading(/Kayıt|Hesap/) },
  {
    route: '/forgot-password',
    as: 'anonymous',
    url: () => '/forgot-password',
    ready: heading(/Şifre/),
  },
  {
    route: '/verify-code',
    as: 'anonymous',
    url: () => '/verify-code?email=ogrenci%40kampus.dev',
    ready: heading(/Kod|Doğrula/),
  },
  {
    route: '/reset-password',
    as: 'anonymous',
    url: () => '/reset-password',
    // The step after a verified code, which leaves the e-mail and code in the history entry's state.
    prepare: async (page) => {
      await page.goto('/login');
      await page.evaluate(() =>
        window.history.replaceState(
          { usr: { email: 'ogrenci@kampus.dev', code: '123456' }, key: 'a11y', idx: 0 },
          '',
          '/reset-password',
        ),
      );
      await page.reload();
    },
    ready: heading(/Şifre/),
  },
  {
    route: '/certificates/verify/:code',
    as: 'anonymous',
    url: (ids) => `/certificates/verify/${ids.certificateCode}`,
    ready: heading('Geçerli sertifika'),
  },
  {
    route: '/certificates/verify/:code',
    variant: 'unknown code',
    as: 'anonymous',
    url: () => '/certificates/verify/BILINMEYEN1',
    ready: heading('Sertifika bulunamadı'),
  },
  {
    route: '/unsubscribe',
    as: 'anonymous',
    url: (ids) => `/unsubscribe?token=${encodeURIComponent(ids.unsubscribeToken)}`,
    ready: (page) => page.getByRole('button', { name: 'Abonelikten çık' }),
  },
  {
    route: '/unsubscribe',
    variant: 'malformed link',
    as: 'anonymous',
    url: () => '/unsubscribe?token=gecersiz',
    ready: heading('E-posta aboneliği'),
  },
  {
    route: '/family/join',
    as: 'anonymous',
    url: (ids) => `/family/join?token=${ids.invitationToken}`,
    ready: (page) => page.getByRole('button', { name: 'Hesap Oluştur ve Bağlan' }),
  },
  {
    route: '/family/join',
    variant: 'signed in',
    as: 'lecturer',
    url: (ids) => `/family/join?token=${ids.invitationToken}`,
    ready: (page) => page.getByRole('button', { name: 'Daveti Kabul Et' }),
  },
  {
    route: '/family/join',
    variant: 'unknown link',
    as: 'anonymous',
    url: () => '/family/join?token=BilinmeyenDavetBaglantisi1234',
    ready: heading('Davet açılamadı'),
  },
  {
    route: '/privacy',
    as: 'anonymous',
    url: () => '/privacy',
    ready: heading('Kişisel Verilerin Korunması Hakkında Aydınlatma Metni'),
  },
  {
    route: UNMATCHED,
    variant: 'not found',
    as: 'anonymous',
    url: () => '/boyle-bir-sayfa-yok',
    ready: heading('Oops!'),
  },

  // The learner.
  {
    route: '/',
    as: 'student',
    url: () => '/',
    landsOn: pathIs('/homepage'),
    ready: heading(/.+/),
  },
  { route: '/homepage', as: 'student', url: () => '/homepage', ready: heading(/.+/) },
  { route: '/courses', as: 'student', url: () => '/courses', ready: testId('course-card') },
  {
    route: '/course/:courseId',
    as: 'student',
    url: (ids) => `/course/${ids.otherCourseId}`,
    ready: heading(/.+/),
  },
  {
    route: '/course/:courseId',
    variant: 'owned',
    as: 'student',
    url: (ids) => `/course/${ids.learningCourseId}`,
    ready: heading(/.+/),
  },
  {
    route: '/course/:courseId',
    variant: 'unknown course',
    as: 'student',
    url: () => `/course/${UNKNOWN_ID}`,
    ready: heading(/.+/),
  },
  { route: '/my-courses', as: 'student', url: () => '/my-courses', ready: heading(/Kurslarım/) },
  lectureRow(LectureContentType.Video, 'video lecture', testId('lecture-video')),
  lectureRow(LectureContentType.Text, 'text lecture', testId('text-lecture')),
  lectureRow(LectureContentType.Html, 'HTML lecture', testId('html-lecture-frame')),
  lectureRow(LectureContentType.Quiz, 'quiz', testId('quiz-question')),
  {
    route: '/course/:courseId/learning',
    variant: 'assignment',
    as: 'student',
    url: (ids) => `/course/${ids.lecturerCourseId}/learning?lecture=${ids.assignmentLectureId}`,
    ready: testId('submission-form'),
  },
  { route: '/bookmarks', as: 'student', url: () => '/bookmarks', ready: heading(/Kaydedilen/) },
  {
    route: '/certificates',
    as: 'student',
    url: () => '/certificates',
    ready: testId('certificate-item'),
  },
  { route: '/points', as: 'student', url: () => '/points', ready: testId('points-total') },
  { route: '/calendar', as: 'lecturer', url: () => '/calendar', ready: heading(/Takvim/) },
  { route: '/basket', as: 'student', url: () => '/basket', ready: heading(/Sepet/) },
  {
    route: '/order/:orderId/summary',
    as: 'student',
    url: (ids) => `/order/${ids.orderId}/summary`,
    ready: heading(/.+/),
  },
  { route: '/orders', as: 'student', url: () => '/orders', ready: testId('order-row') },
  {
    route: '/notifications',
    as: 'student',
    url: () => '/notifications',
    ready: testId('notification-item'),
  },
  // The Parent role's pages (the parent is linked to the demo student in the set-up).
  { route: '/parent', as: 'parent', url: () => '/parent', ready: testId('child-card') },
  {
    route: '/parent/children/:childId',
    as: 'parent',
    url: (ids) => `/parent/children/${ids.childId}`,
    ready: testId('child-course'),
  },
  {
    route: '/parent/requests',
    as: 'parent',
    url: () => '/parent/requests',
    ready: testId('purchase-requests'),
  },
  {
    route: '/parent/children/:childId',
    variant: 'a child not linked to the parent',
    as: 'parent',
    url: () => `/parent/children/${UNKNOWN_ID}`,
    ready: heading(/.+/),
  },
  {
    route: '/settings',
    as: 'student',
    url: () => '/settings',
    landsOn: pathIs('/settings/account-info'),
    ready: heading(/.+/),
  },
  {
    route: '/settings/account-info',
    as: 'student',
    url: () => '/settings/account-info',
    ready: heading(/.+/),
  },
  {
    route: '/settings/change-password',
    as: 'student',
    url: () => '/settings/change-password',
    ready: heading(/.+/),
  },
  {
    route: '/settings/notifications',
    as: 'student',
    url: () => '/settings/notifications',
    ready: heading('Bildirim Ayarları'),
  },
  {
    route: '/settings/family',
    as: 'student',
    url: () => '/settings/family',
    ready: testId('family-invitation'),
  },
  {
    route: '/settings/privacy',
    as: 'student',
    url: () => '/settings/privacy',
    ready: (page) => page.getByRole('button', { name: 'Hesabımın silinmesini istiyorum' }),
  },

  // The admin area.
  {
    route: '/admin-panel',
    as: 'admin',
    url: () => '/admin-panel',
    landsOn: pathIs('/admin-panel/dashboard'),
    ready: heading(/.+/),
  },
  {
    route: '/admin-panel/dashboard',
    as: 'admin',
    url: () => '/admin-panel/dashboard',
    ready: heading(/.+/),
  },
  {
    route: '/admin-panel/categories',
    as: 'admin',
    url: () => '/admin-panel/categories',
    ready: heading(/Kategori/),
  },
  {
    route: '/admin-panel/categories/create',
    as: 'admin',
    url: () => '/admin-panel/categories/create',
    ready: heading(/Kategori/),
  },
  {
    route: '/admin-panel/categories/:categoryId/edit',
    as: 'admin',
    url: (ids) => `/admin-panel/categories/${ids.categoryId}/edit`,
    ready: heading(/Kategori/),
  },
  { route: '/admin-panel/tags', as: 'admin', url: () => '/admin-panel/tags', ready: heading(/Etiket/) },
  {
    route: '/admin-panel/tags/create',
    as: 'admin',
    url: () => '/admin-panel/tags/create',
    ready: heading(/Etiket/),
  },
  {
    route: '/admin-panel/tags/:tagId/edit',
    as: 'admin',
    url: (ids) => `/admin-panel/tags/${ids.tagId}/edit`,
    ready: heading(/Etiket/),
  },
  {
    route: '/admin-panel/users',
    as: 'admin',
    url: () => '/admin-panel/users',
    ready: heading(/Kullanıcı/),
  },
  {
    route: '/admin-panel/users/:userId/edit',
    as: 'admin',
    url: (ids) => `/admin-panel/users/${ids.userId}/edit`,
    ready: heading(/Kullanıcı/),
  },
  {
    route: '/admin-panel/discount-codes',
    as: 'admin',
    url: () => '/admin-panel/discount-codes',
    ready: heading(/İndirim/),
  },
  {
    route: '/admin-panel/discount-codes/create',
    as: 'admin',
    url: () => '/admin-panel/discount-codes/create',
    ready: heading(/İndirim/),
  },
  {
    route: '/admin-panel/discount-codes/:discountCodeId/edit',
    as: 'admin',
    url: (ids) => `/admin-panel/discount-codes/${ids.adminCodeId}/edit`,
    ready: heading(/İndirim/),
  },
  {
    route: '/admin-panel/orders',
    as: 'admin',
    url: () => '/admin-panel/orders',
    ready: heading(/Sipariş/),
  },
  {
    route: '/admin-panel/jobs',
    as: 'admin',
    url: () => '/admin-panel/jobs',
    ready: heading('Arka plan işleri'),
  },
  {
    route: '/admin-panel/privacy-requests',
    as: 'admin',
    url: () => '/admin-panel/privacy-requests',
    ready: testId('privacy-request-row'),
  },
  {
    route: '/admin-panel/*',
    as: 'admin',
    url: () => '/admin-panel/boyle-bir-sayfa-yok',
    ready: heading(/.+/),
  },

  // The lecturer area.
  { route: '/lecturer', as: 'lecturer', url: () => '/lecturer', ready: heading(/.+/) },
  { route: '/lecturer/finance', as: 'lecturer', url: () => '/lecturer/finance', ready: heading(/.+/) },
  {
    route: '/lecturer/questions',
    as: 'lecturer',
    url: () => '/lecturer/questions',
    ready: heading(/Öğrenci Soruları/),
  },
  {
    route: '/lecturer/submissions',
    as: 'lecturer',
    url: () => '/lecturer/submissions',
    ready: testId('submission-item'),
  },
  {
    route: '/lecturer/sessions/:sessionId/attendance',
    as: 'lecturer',
    url: (ids) => `/lecturer/sessions/${ids.sessionId}/attendance`,
    ready: heading(/Yoklama/),
  },
  {
    route: '/lecturer/create-course',
    as: 'lecturer',
    url: () => '/lecturer/create-course',
    ready: heading(/.+/),
  },
  {
    route: '/lecturer/manage-courses',
    as: 'lecturer',
    url: () => '/lecturer/manage-courses',
    ready: heading(/.+/),
  },
  {
    route: '/lecturer/manage-course-info/:courseId',
    as: 'lecturer',
    url: (ids) => `/lecturer/manage-course-info/${ids.lecturerCourseId}`,
    ready: heading(/.+/),
  },
  {
    route: '/lecturer/manage-course/:courseId',
    as: 'lecturer',
    url: (ids) => `/lecturer/manage-course/${ids.lecturerCourseId}`,
    ready: heading(/.+/),
  },
  {
    route: '/lecturer/discount-codes',
    as: 'lecturer',
    url: () => '/lecturer/discount-codes',
    ready: heading(/İndirim/),
  },
  {
    route: '/lecturer/discount-codes/create',
    as: 'lecturer',
    url: () => '/lecturer/discount-codes/create',
    ready: heading(/İndirim/),
  },
  {
    route: '/lecturer/discount-codes/:discountCodeId/edit',
    as: 'lecturer',
    url: (ids) => `/lecturer/discount-codes/${ids.lecturerCodeId}/edit`,
    ready: heading(/İndirim/),
  },
  // The old editor addresses, each landing on the content editor with its dialog open.
  {
    route: '/lecturer/:courseId/create-section',
    as: 'lecturer',
    url: (ids) => `/lecturer/${ids.lecturerCourseId}/create-section`,
    landsOn: editorDialog('section-new'),
    ready: (page) => page.getByRole('dialog'),
  },
  {
    route: '/lecturer/:courseId/:sectionId/create-lecture',
    as: 'lecturer',
    url: (ids) => `/lecturer/${ids.lecturerCourseId}/${ids.sectionId}/create-lecture`,
    landsOn: editorDialog('lecture-new', (ids) => ({ sectionId: ids.sectionId })),
    ready: (page) => page.getByRole('dialog'),
  },
  {
    route: '/lecturer/:courseId/:sectionId/edit-section',
    as: 'lecturer',
    url: (ids) => `/lecturer/${ids.lecturerCourseId}/${ids.sectionId}/edit-section`,
    landsOn: editorDialog('section-edit', (ids) => ({ sectionId: ids.sectionId })),
    ready: (page) => page.getByRole('dialog'),
  },
  {
    route: '/lecturer/:courseId/:lectureId/edit-lecture',
    as: 'lecturer',
    url: (ids) => `/lecturer/${ids.lecturerCourseId}/${ids.lectureId}/edit-lecture`,
    landsOn: editorDialog('lecture-edit', (ids) => ({ lectureId: ids.lectureId })),
    ready: (page) => page.getByRole('dialog'),
  },
  {
    route: '/lecturer/edit-course/:courseId/*',
    as: 'lecturer',
    url: (ids) => `/lecturer/edit-course/${ids.lecturerCourseId}/info`,
    landsOn: editorDialog('course-info'),
    ready: (page) => page.getByRole('dialog'),
  },
  {
    route: '/lecturer/manage-course/:courseId/*',
    variant: 'lecture editor',
    as: 'lecturer',
    url: (ids) => `/lecturer/manage-course/${ids.lecturerCourseId}/edit/lesson/${ids.lectureId}/edit`,
    landsOn: editorDialog('lecture-edit', (ids) => ({ lectureId: ids.lectureId })),
    ready: (page) => page.getByRole('dialog'),
  },
];

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page pattern of the route table: each route with a path or an index, its parents' paths prefixed. */
const routePatterns = (entries: RouteEntry[]): string[] => {
  const out = new Set<string>();
  const walk = (list: RouteEntry[], prefix: string) => {
    for (const entry of list) {
      const path = entry.path ? `${prefix}/${entry.path}` : prefix;
      if (entry.index || entry.path) out.add(path || '/');
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(entries, '');
  return [...out];
};

let server: RunningServer;
let browser: Browser;
let ids: Ids;
const contexts = new Map<Caller, { context: BrowserContext; page: Page }>();

const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
  callApi<T>(server.url, token ?? '', method, path, body);
type Tokens = { accessToken: string; refreshToken: string };
const login = (caller: SignedInCaller) =>
  call<Tokens>('POST', '/authentication/login', undefined, {
    username: ACCOUNTS[caller].email,
    password: ACCOUNTS[caller].password,
  });

const demoCourseName = (key: string) => {
  const course = DEMO_COURSES.find((c) => c.key === key);
  if (!course) throw new Error(`no demo course ${key}`);
  return course;
};

type LearningLecture = { id: string; lectureContentType: LectureContentType; isCompleted: boolean };
type WithContents = { sections: { lectures: LearningLecture[] }[] };

/** Completes every lecture of an owned course (quizzes by their right answers), which issues a certificate. */
const finishCourse = async (token: string, courseId: string, area: keyof typeof AREAS) => {
  const contents = await call<WithContents>('GET', `/courses/${courseId}/with-contents`, token);
  for (const lecture of contents.sections.flatMap((s) => s.lectures)) {
    if (lecture.isCompleted) continue;
    if (lecture.lectureContentType === LectureContentType.Quiz)
      await call('POST', `/lectures/${lecture.id}/quiz-attempts`, token, {
        answers: AREAS[area].quiz.questions.map((q) => q.correctAnswer),
      });
    else await call('POST', `/lectures/${lecture.id}/complete`, token);
  }
};

/** The token of the newest unsubscribe link mailed to the demo student (mail goes out in the background). */
const unsubscribeTokenOfStudent = async (): Promise<string> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const token = (await readOutbox(server.dataDir))
      .filter((mail) => mail.raw.toLowerCase().includes(ACCOUNTS.student.email))
      .map((mail) => /[?&]token=([^>&\s]+)/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1])
      .filter((found): found is string => Boolean(found))
      .at(-1);
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with an unsubscribe link for the demo student in ${server.mailDir}`);
};

/** The token of the invitation mailed to `email` (mail goes out in the background). */
const invitationTokenFor = async (email: string): Promise<string> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const token = (await readOutbox(server.dataDir))
      .filter((mail) => (mail.headers.to ?? '').toLowerCase().includes(email))
      .map((mail) => /\/family\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .find((found): found is string => Boolean(found));
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail to ${email} in ${server.mailDir}`);
};

/** Links the parent account to the demo student and gives the child's id, as the parent's list names it. */
const linkDemoParent = async (studentToken: string): Promise<string> => {
  await linkNewParent(server, studentToken, { ...ACCOUNTS.parent, name: 'Selin', surname: 'Kaya' });
  const children = await call<{ id: string }[]>(
    'GET',
    '/parents/children',
    (await login('parent')).accessToken,
  );
  const child = children[0];
  if (!child) throw new Error('the parent has no linked child');
  return child.id;
};

/** Reads the demo records every address needs, and adds what the seed lacks (a basket, a bookmark, a certificate). */
const collectIds = async (): Promise<Ids> => {
  const student = (await login('student')).accessToken;
  const lecturer = (await login('lecturer')).accessToken;
  const admin = (await login('admin')).accessToken;

  type Card = { id: string; name: string; isCoursePurchased: boolean };
  const mine = await call<Card[]>('GET', '/courses/my-courses', student);
  const owned = (key: string) => {
    const found = mine.find((c) => c.name === demoCourseName(key).name);
    if (!found) throw new Error(`the demo student does not own ${key}`);
    return found.id;
  };
  const learningCourseId = owned('docker');
  const lectures = (
    await call<WithContents>('GET', `/courses/${learningCourseId}/with-contents`, student)
  ).sections.flatMap((s) => s.lectures);
  const ofKind = (kind: LectureContentType) => {
    const found = lectures.find((l) => l.lectureContentType === kind);
    if (!found) throw new Error(`docker has no lecture of kind ${kind}`);
    return found.id;
  };

  await finishCourse(student, owned('react'), demoCourseName('react').area);
  const certificates = await call<{ verificationCode: string }[]>('GET', '/certificates', student);

  const catalogue = await call<{ items: (Card & { price: number })[] }>(
    'GET',
    '/courses/paginated?pageNumber=1&pageSize=20',
    student,
  );
  const other = catalogue.items.find((c) => !c.isCoursePurchased && c.price > 0);
  if (!other) throw new Error('no course left to buy');
  const basket = await call<{ id: string }>('POST', '/baskets/add-item', student, {
    courseId: other.id,
    basketId: null,
  });
  await call('POST', '/bookmarks', student, { courseId: other.id });
  // A waiting invitation: the family settings list it, and its mail's link opens the join page.
  await call('POST', '/families/invitations', student, { email: INVITED_PARENT });
  const orders = (await call<{ items: { id: string }[] }>('GET', '/orders', student)).items;
  // An open deletion request: the admin's list shows a row with its 'Tamamla' button.
  await call('POST', '/privacy/deletion-request', lecturer);

  const unsubscribeToken = await unsubscribeTokenOfStudent();
  const invitationToken = await invitationTokenFor(INVITED_PARENT);
  const childId = await linkDemoParent(student);
  // The student asks the linked parent to buy the basket: the basket shows the waiting request, the parent's page
  // lists it with its decisions (CONTRACT.md §12).
  await call('POST', '/purchase-requests', student, { basketId: basket.id, note: 'Okul projem için lazım.' });
  const categories = await call<{ id: string }[]>('GET', '/categories', admin);
  const tags = await call<{ id: string }[]>('GET', '/tags', admin);
  const users = await call<{ items: { id: string; email: string }[] }>(
    'GET',
    '/users/paginated?pageNumber=1&pageSize=10&search=ogrenci%40kampus.dev',
    admin,
  );
  const adminCodes = await call<{ id: string; code: string }[]>('GET', '/admin/discount-codes', admin);

  const lecturerCourses = await call<{ id: string; name: string }[]>(
    'GET',
    '/courses/lecturer-courses',
    lecturer,
  );
  const lecturerCourse = lecturerCourses.find((c) => c.name === demoCourseName('react').name);
  if (!lecturerCourse) throw new Error('Ahmet has no React course');
  const outline = await call<{ sections: { id: string; lectures: { id: string }[] }[] }>(
    'GET',
    `/courses/${lecturerCourse.id}/contents`,
    lecturer,
  );
  const lecturerCodes = await call<{ id: string; code: string }[]>(
    'GET',
    '/lecturer/discount-codes',
    lecturer,
  );

  const first = <T>(list: T[], what: string): T => {
    const item = list[0];
    if (item === undefined) throw new Error(`no ${what} in the demo seed`);
    return item;
  };
  const section = first(outline.sections, 'section');
  const assignmentLectureId = await call<string>('POST', '/lectures', lecturer, {
    courseId: lecturerCourse.id,
    sectionId: section.id,
    name: 'Bileşen ödevi',
    lectureContentType: LectureContentType.Assignment,
    content: 'Bir sayaç bileşeni yazın ve kodunu yükleyin.',
    maxScore: 20,
  });
  await call('POST', `/lectures/${assignmentLectureId}/submissions`, student, {
    text: 'Sayaç bileşenim: useState ile yazdım.',
    link: 'https://github.com/ogrenci/sayac',
  });
  // A coming class session of the React course: the register page, the editor's 'Oturumlar' tab, the calendar.
  const sessionStart = Date.now() + 2 * 86_400_000;
  const sessionId = await call<string>('POST', `/courses/${lecturerCourse.id}/sessions`, lecturer, {
    title: '1. hafta: Bileşenler',
    startsAt: new Date(sessionStart).toISOString(),
    endsAt: new Date(sessionStart + 2 * 3_600_000).toISOString(),
    location: 'Kadıköy Şubesi, B203',
    onlineUrl: 'https://meet.example.com/react-1',
  });
  return {
    otherCourseId: other.id,
    learningCourseId,
    lectureOfKind: {
      [LectureContentType.Video]: ofKind(LectureContentType.Video),
      [LectureContentType.Text]: ofKind(LectureContentType.Text),
      [LectureContentType.Html]: ofKind(LectureContentType.Html),
      [LectureContentType.Quiz]: ofKind(LectureContentType.Quiz),
    },
    orderId: first(orders, 'order').id,
    certificateCode: first(certificates, 'certificate').verificationCode,
    categoryId: first(categories, 'category').id,
    tagId: first(tags, 'tag').id,
    userId: first(
      users.items.filter((u) => u.email === ACCOUNTS.student.email),
      'demo student',
    ).id,
    adminCodeId: first(
      adminCodes.filter((c) => c.code === 'HOSGELDIN20'),
      'HOSGELDIN20',
    ).id,
    lecturerCourseId: lecturerCourse.id,
    assignmentLectureId,
    sectionId: section.id,
    lectureId: first(section.lectures, 'lecture').id,
    lecturerCodeId: first(
      lecturerCodes.filter((c) => c.code === 'REACT50'),
      'REACT50',
    ).id,
    unsubscribeToken,
    invitationToken,
    childId,
    sessionId,
  };
};

/** One browser context per caller, signed in the way the app does after a login (both tokens in cookies). */
const pageFor = async (caller: Caller): Promise<Page> => {
  const known = contexts.get(caller);
  if (known) return known.page;
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: VIEWPORTS.desktop,
    locale: 'tr-TR',
  });
  if (caller !== 'anonymous') {
    const tokens = await login(caller);
    await context.addCookies(
      (['accessToken', 'refreshToken'] as const).map((name) => ({
        name,
        value: tokens[name],
        url: server.url,
        sameSite: 'Strict' as const,
      })),
    );
  }
  const page = await context.newPage();
  contexts.set(caller, { context, page });
  return page;
};

/** No loader, skeleton or busy region left, and every finite transition (a dialog opening) finished. */
const settled = async (page: Page) => {
  await page.waitForFunction(() => {
    const isShown = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const busy = document.querySelectorAll(
      '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [data-testid="course-card-skeleton"], [aria-busy="true"]',
    );
    return [...busy].every((el) => !isShown(el));
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
};

/** Serious and critical axe findings, one readable line per element. */
const blockingViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) ${v.help}\n    at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    );
};

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth > window.innerWidth
      ? `scrollWidth ${scroller.scrollWidth} > innerWidth ${window.innerWidth}`
      : null;
  });

const rowName = (row: PageRow) => `${row.route}${row.variant ? ` (${row.variant})` : ''} as ${row.as}`;

beforeAll(async () => {
  // Several hundred page loads from one address within minutes: far above the default general limit.
  // WEB_DIST may point at a copy of the built app, so that a rebuild of apps/web/build meanwhile changes nothing.
  server = await startServer({
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  browser = await launchBrowser();
  ids = await collectIds();
}, 180_000);
afterAll(async () => {
  for (const { context } of contexts.values()) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('every page passes axe at desktop and phone width', () => {
  it('has a row for every route of routes.ts and no row for a route the table lacks', () => {
    const patterns = routePatterns(routes as RouteEntry[]);
    const inTable = new Set(PAGES.map((row) => row.route));
    expect(patterns.length).toBeGreaterThan(40);
    expect(
      patterns.filter((pattern) => !inTable.has(pattern)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...inTable].filter((route) => route !== UNMATCHED && !patterns.includes(route)),
      'rows whose route is not in routes.ts',
    ).toEqual([]);
  });

  it('keeps light buttons (the active main-menu entry, a card\'s "Sepete Git") above 4.5:1 under the pointer', async () => {
    const page = await pageFor('student');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/courses');
    const active = page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Kurslar', exact: true });
    expect(await active.getAttribute('aria-current')).toBe('page');
    // The demo student's basket holds catalogue courses, so a card reads 'Sepete Git' (light variant).
    const inBasket = page.getByTestId('course-card').getByRole('link', { name: 'Sepete Git' }).first();
    await inBasket.waitFor();
    for (const [control, selector] of [
      [active, 'nav[aria-label="Ana menü"] a[aria-current="page"]'],
      [inBasket, '[data-testid="course-card"] a[href="/basket"]'],
    ] as const) {
      await page.mouse.move(0, 0);
      await settled(page);
      const background = () => control.evaluate((el) => getComputedStyle(el).backgroundColor);
      const resting = await background();
      await control.hover();
      await settled(page);
      // The hover colours are the ones measured.
      expect(await background()).not.toBe(resting);
      const result = await new AxeBuilder({ page }).include(selector).withRules(['color-contrast']).analyze();
      expect(result.passes.map((rule) => rule.id)).toContain('color-contrast');
      expect(result.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
    }
  });

  for (const row of PAGES) {
    it(rowName(row), async () => {
      const page = await pageFor(row.as);
      const problems: string[] = [];
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        if (row.prepare) await row.prepare(page, ids);
        else await page.goto(row.url(ids));
        await row
          .ready(page)
          .waitFor({ state: 'visible' })
          .catch(async (error: unknown) => {
            await mkdir(artifactsDir, { recursive: true });
            const name = `a11y-not-ready-${rowName(row).replace(/[^A-Za-z0-9]+/g, '-')}-${width}.png`;
            await page.screenshot({ path: path.join(artifactsDir, name), fullPage: true });
            throw new Error(`${width}: no real content at ${page.url()} (picture: ${name})`, {
              cause: error,
            });
          });
        await settled(page);
        const url = new URL(page.url());
        if (row.landsOn && !row.landsOn(url, ids))
          problems.push(`${width}: landed on ${url.pathname}${url.search}`);
        if (!row.landsOn && url.pathname !== new URL(row.url(ids), server.url).pathname)
          problems.push(`${width}: sent on to ${url.pathname}${url.search}`);
        for (const violation of await blockingViolations(page)) problems.push(`${width}: ${violation}`);
        if (width === 'phone') {
          const overflow = await sidewaysOverflow(page);
          if (overflow) problems.push(`${width}: scrolls sideways (${overflow})`);
        }
      }
      expect(problems, `${rowName(row)} at ${row.url(ids)}:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
