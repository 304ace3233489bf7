/** Every URL of the web app, built in one place. */

const withQuery = (path: string, query: Record<string, string | number | undefined | null>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  root: '/',
  login: '/login',
  /** The login page that sends the user back to `returnUrl` (a path of this app) once signed in. */
  loginReturning: (returnUrl: string) => withQuery('/login', { returnUrl }),
  register: '/register',
  forgotPassword: '/forgot-password',
  verifyCode: (email?: string) => withQuery('/verify-code', { email }),
  resetPassword: '/reset-password',

  homepage: '/homepage',
  courses: '/courses',
  coursesInCategory: (categoryId: string) => withQuery('/courses', { category: categoryId }),
  myCourses: '/my-courses',
  course: (courseId: string) => `/course/${encodeURIComponent(courseId)}`,
  courseLearning: (courseId: string) => `/course/${encodeURIComponent(courseId)}/learning`,
  /** The learning screen with one lecture selected (`?lecture=` keeps it across reloads). */
  courseLecture: (courseId: string, lectureId: string) =>
    withQuery(`/course/${encodeURIComponent(courseId)}/learning`, { lecture: lectureId }),
  /** The learning screen with one question of a lecture open in its 'Sorular' tab. */
  courseQuestion: (courseId: string, lectureId: string, questionId: string) =>
    withQuery(`/course/${encodeURIComponent(courseId)}/learning`, {
      lecture: lectureId,
      question: questionId,
    }),
  bookmarks: '/bookmarks',
  certificates: '/certificates',
  /** 'Puanlarım': the learner's points and their history. */
  points: '/points',
  /** Public: no sign-in needed. */
  certificateVerify: (code: string) => `/certificates/verify/${encodeURIComponent(code)}`,
  basket: '/basket',
  orderSummary: (orderId: string) => `/order/${encodeURIComponent(orderId)}/summary`,
  /** The learner's orders ('Siparişlerim'); `page` is kept in the address. */
  orders: '/orders',
  ordersPage: (page: number) => withQuery('/orders', { page: page > 1 ? page : undefined }),
  settings: '/settings',
  settingsAccountInfo: '/settings/account-info',
  settingsChangePassword: '/settings/change-password',
  settingsNotifications: '/settings/notifications',
  /** The student's parents: invitations and linked parents (CONTRACT.md §12). */
  settingsFamily: '/settings/family',
  /** Data export and the deletion request (KVKK, CONTRACT.md §12). */
  settingsPrivacy: '/settings/privacy',
  /** Public: the privacy notice (aydınlatma metni). */
  privacy: '/privacy',
  /** Public: the page an invitation mail's link opens. */
  familyJoin: (token: string) => withQuery('/family/join', { token }),
  /** Every notification of the user, newest first; `page` is kept in the address. */
  notifications: '/notifications',
  notificationsPage: (page: number) => withQuery('/notifications', { page: page > 1 ? page : undefined }),
  /** Public: the page a mail's unsubscribe link opens (CONTRACT.md §11). */
  unsubscribe: (token: string) => withQuery('/unsubscribe', { token }),

  /** The signed-in learner's or lecturer's coming sessions, week and list (CONTRACT.md §16). */
  calendar: '/calendar',
  /** The lecturer's register of one session, made for a phone in the classroom. */
  sessionRegister: (sessionId: string) => `/lecturer/sessions/${encodeURIComponent(sessionId)}/attendance`,

  /** The Parent role's home: one card per linked child (CONTRACT.md §12). */
  parent: {
    home: '/parent',
    child: (childId: string) => `/parent/children/${encodeURIComponent(childId)}`,
    /** The children's purchase requests, to approve or decline. */
    requests: '/parent/requests',
  },

  adminPanel: '/admin-panel',
  admin: {
    dashboard: '/admin-panel/dashboard',
    categories: '/admin-panel/categories',
    categoryCreate: (returnUrl?: string) => withQuery('/admin-panel/categories/create', { returnUrl }),
    categoryEdit: (categoryId: string, returnUrl?: string) =>
      withQuery(`/admin-panel/categories/${encodeURIComponent(categoryId)}/edit`, { returnUrl }),
    tags: '/admin-panel/tags',
    tagCreate: (returnUrl?: string) => withQuery('/admin-panel/tags/create', { returnUrl }),
    tagEdit: (tagId: string, returnUrl?: string) =>
      withQuery(`/admin-panel/tags/${encodeURIComponent(tagId)}/edit`, { returnUrl }),
    users: '/admin-panel/users',
    userEdit: (userId: string, returnUrl?: string) =>
      withQuery(`/admin-panel/users/${encodeURIComponent(userId)}/edit`, { returnUrl }),
    discountCodes: '/admin-panel/discount-codes',
    discountCodeCreate: (returnUrl?: string) =>
      withQuery('/admin-panel/discount-codes/create', { returnUrl }),
    discountCodeEdit: (discountCodeId: string, returnUrl?: string) =>
      withQuery(`/admin-panel/discount-codes/${encodeURIComponent(discountCodeId)}/edit`, { returnUrl }),
    orders: '/admin-panel/orders',
    jobs: '/admin-panel/jobs',
    privacyRequests: '/admin-panel/privacy-requests',
  },

  lecturer: {
    home: '/lecturer',
    finance: '/lecturer/finance',
    questions: '/lecturer/questions',
    /** Submissions to the lecturer's assignments, ungraded first (CONTRACT.md §15). */
    submissions: '/lecturer/submissions',
    createCourse: '/lecturer/create-course',
    manageCourses: '/lecturer/manage-courses',
    manageCourse: (courseId: string) => `/lecturer/manage-course/${encodeURIComponent(courseId)}`,
    /** The content editor with one of its dialogs open (`?modal=…`), so that a dialog survives a reload. */
    manageCourseDialog: (courseId: string, query: Record<string, string | undefined>) =>
      withQuery(`/lecturer/manage-course/${encodeURIComponent(courseId)}`, query),
    manageCourseInfo: (courseId: string) => `/lecturer/manage-course-info/${encodeURIComponent(courseId)}`,
    discountCodes: '/lecturer/discount-codes',
    discountCodeCreate: (returnUrl?: string) => withQuery('/lecturer/discount-codes/create', { returnUrl }),
    discountCodeEdit: (discountCodeId: string, returnUrl?: string) =>
      withQuery(`/lecturer/discount-codes/${encodeURIComponent(discountCodeId)}/edit`, { returnUrl }),
  },
} as const;

/** Prefix of every API call. */
export const API_BASE = '/api/v1/web';

/** API endpoints (relative to API_BASE); every domain adds its own here. */
export const apiPaths = {
  login: '/authentication/login',
  register: '/authentication/register',
  refreshToken: '/authentication/refresh-token',
  logout: '/authentication/logout',
  changePassword: '/authentication/change-password',
  forgotPassword: '/authentication/forgot-password',
  verifyCode: '/authentication/verify-code',
  resetPassword: '/authentication/reset-password',
  userInformation: '/users/information',
  studentBySession: '/students/by-session',
  /** The admin area. */
  admin: {
    dashboard: '/admin/dashboard',
    categories: '/categories',
    categoriesPaginated: '/categories/paginated',
    category: (id: string) => `/categories/${encodeURIComponent(id)}`,
    tags: '/tags',
    tagsPaginated: '/tags/paginated',
    tag: (id: string) => `/tags/${encodeURIComponent(id)}`,
    users: '/users',
    usersPaginated: '/users/paginated',
    user: (id: string) => `/users/${encodeURIComponent(id)}`,
    discountCodes: '/admin/discount-codes',
    discountCodesPaginated: '/admin/discount-codes/paginated',
    discountCode: (id: string) => `/admin/discount-codes/${encodeURIComponent(id)}`,
    /** Seed 001 §6: the admin list's delete dialog calls the lecturer delete endpoint. */
    discountCodeDelete: (id: string) => `/lecturer/discount-codes/${encodeURIComponent(id)}`,
    ordersPaginated: '/admin/orders/paginated',
    orderStatus: (id: string) => `/admin/orders/${encodeURIComponent(id)}/status`,
    orderRefund: (id: string) => `/admin/orders/${encodeURIComponent(id)}/refund`,
    orderExchanges: (id: string) => `/admin/orders/${encodeURIComponent(id)}/payment-exchanges`,
    failedJobs: '/admin/jobs/failed',
    retryJob: (id: string) => `/admin/jobs/${encodeURIComponent(id)}/retry`,
    privacyRequests: '/admin/privacy-requests',
    completePrivacyRequest: (id: string) => `/admin/privacy-requests/${encodeURIComponent(id)}/complete`,
  },
  /** The caller's own data (KVKK). */
  privacy: {
    export: '/privacy/export',
    deletionRequest: '/privacy/deletion-request',
  },
  /** The lecturer area. */
  lecturer: {
    courses: '/courses/lecturer-courses',
    createCourse: '/courses',
    course: (id: string) => `/courses/${encodeURIComponent(id)}`,
    courseContents: (id: string) => `/courses/${encodeURIComponent(id)}/contents`,
    publishStatus: (id: string) => `/courses/${encodeURIComponent(id)}/publish-status`,
    categories: '/categories',
    tags: '/tags',
    sections: '/sections',
    section: (id: string) => `/sections/${encodeURIComponent(id)}`,
    moveSection: '/sections/move-section',
    lectures: '/lectures',
    lecture: (id: string) => `/lectures/${encodeURIComponent(id)}`,
    lectureCaptions: (id: string) => `/lectures/${encodeURIComponent(id)}/captions`,
    lectureCaption: (id: string, language: string) =>
      `/lectures/${encodeURIComponent(id)}/captions/${encodeURIComponent(language)}`,
    lectureResources: (id: string) => `/lectures/${encodeURIComponent(id)}/resources`,
    lectureResource: (id: string, resourceId: string) =>
      `/lectures/${encodeURIComponent(id)}/resources/${encodeURIComponent(resourceId)}`,
    reorderLecture: '/lectures/reorder',
    finance: '/lecturer/finance',
    discountCodes: '/lecturer/discount-codes',
    discountCodesPaginated: '/lecturer/discount-codes/paginated',
    discountCode: (id: string) => `/lecturer/discount-codes/${encodeURIComponent(id)}`,
    discountCodeCourses: '/courses/lecturer-courses-for-discount-code',
  },
  baskets: '/baskets',
  basketAddItem: '/baskets/add-item',
  basketRemoveItem: '/baskets/remove-item',
  basketApplyCode: '/baskets/apply-discount-code',
  basketItemApplyCode: '/baskets/apply-discount-code-to-basket-item',
  basketRemoveCode: '/baskets/remove-discount-code',
  basketItemRemoveCode: '/baskets/remove-discount-code-from-basket-item',
  orderFree: '/orders/free',
  orderBankTransfer: '/orders/bank-transfer',
  orderCard: '/orders/card',
  paymentMethods: '/payments/methods',
  orderTerms: '/orders/terms',
  orderInvoice: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/invoice`,
  orderSummary: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/summary`,
  myOrders: '/orders',
  coursesPaginated: '/courses/paginated',
  categoryFilterOptions: '/categories/filter-options',
  tagFilterOptions: '/tags/filter-options',
  myCourses: '/courses/my-courses',
  courseDetail: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/detail`,
  courseRatings: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/ratings`,
  homeData: '/homepages/user',
  courseWithContents: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/with-contents`,
  /** Questions and answers under lectures (CONTRACT.md §15). */
  questions: {
    lectureQuestions: (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/questions`,
    question: (id: string) => `/questions/${encodeURIComponent(id)}`,
    answers: (id: string) => `/questions/${encodeURIComponent(id)}/answers`,
    upvote: (id: string) => `/questions/${encodeURIComponent(id)}/upvote`,
    answer: (id: string) => `/answers/${encodeURIComponent(id)}`,
    accept: (id: string) => `/answers/${encodeURIComponent(id)}/accept`,
    lecturerInbox: '/lecturer/questions',
  },
  /** Assignments (CONTRACT.md §15). */
  assignments: {
    submissions: (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/submissions`,
    mine: (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/submissions/mine`,
    lecturerQueue: '/lecturer/submissions',
    submission: (id: string) => `/submissions/${encodeURIComponent(id)}`,
    grade: (id: string) => `/submissions/${encodeURIComponent(id)}/grade`,
  },
  lectureComplete: (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/complete`,
  lecturePosition: (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/position`,
  lectureQuizAttempts: (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/quiz-attempts`,
  bookmarks: '/bookmarks',
  bookmark: (bookmarkId: string) => `/bookmarks/${encodeURIComponent(bookmarkId)}`,
  certificates: '/certificates',
  certificateVerify: (code: string) => `/certificates/verify/${encodeURIComponent(code)}`,
  /** Points (CONTRACT.md §15). */
  studentPoints: '/students/points',
  courseLeaderboard: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/leaderboard`,
  leaderboardPreference: '/students/leaderboard-preference',
  /** A parent's linked children and what they see of one (CONTRACT.md §12). */
  parentChildren: '/parents/children',
  parentChildOverview: (childId: string) => `/parents/children/${encodeURIComponent(childId)}/overview`,
  /** In-app notifications and mail preferences (CONTRACT.md §11). */
  notifications: '/notifications',
  notificationRead: (id: string) => `/notifications/${encodeURIComponent(id)}/read`,
  notificationsReadAll: '/notifications/read-all',
  notificationStream: '/notifications/stream',
  notificationPreferences: '/notifications/preferences',
  unsubscribe: '/notifications/unsubscribe',
  /** A student asking a linked parent to buy the basket (CONTRACT.md §12). */
  purchaseRequests: '/purchase-requests',
  purchaseRequestApprove: (id: string) => `/purchase-requests/${encodeURIComponent(id)}/approve`,
  purchaseRequestDecline: (id: string) => `/purchase-requests/${encodeURIComponent(id)}/decline`,
  purchaseRequestTerms: (id: string) => `/purchase-requests/${encodeURIComponent(id)}/terms`,
  /** Sessions, attendance and the calendar (CONTRACT.md §16). */
  classes: {
    courseSessions: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/sessions`,
    session: (id: string) => `/sessions/${encodeURIComponent(id)}`,
    attendance: (id: string) => `/sessions/${encodeURIComponent(id)}/attendance`,
    myAttendance: (courseId: string) => `/courses/${encodeURIComponent(courseId)}/my-attendance`,
    calendarSessions: '/calendar/sessions',
    feedUrl: '/calendar/feed-url',
  },
  /** Parents and their children (CONTRACT.md §12). */
  families: {
    invitations: '/families/invitations',
    invitation: (id: string) => `/families/invitations/${encodeURIComponent(id)}`,
    lookup: '/families/invitations/lookup',
    accept: '/families/invitations/accept',
    registerParent: '/authentication/register-parent',
    parents: '/families/parents',
    parent: (parentId: string) => `/families/parents/${encodeURIComponent(parentId)}`,
  },
} as const;
