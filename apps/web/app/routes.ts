import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table mirrors the seeds (000 §2, 001 §2). */
export default [
  // Public account pages, each with its own form handler.
  route('login', 'routes/auth/login.tsx'),
  route('register', 'routes/auth/register.tsx'),
  route('forgot-password', 'routes/auth/forgot-password.tsx'),
  route('verify-code', 'routes/auth/verify-code.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),
  // Public: anyone holding a certificate's code may check it, signed in or not.
  route('certificates/verify/:code', 'routes/learning/certificate-verify.tsx'),
  // Public: a mail's unsubscribe link works without signing in (CONTRACT.md §11).
  route('unsubscribe', 'routes/notifications/unsubscribe.tsx'),
  // Public: an invitation mail's link; a new parent has no account yet (CONTRACT.md §12).
  route('family/join', 'routes/family/join.tsx'),
  // Public: the privacy notice (aydınlatma metni), read before registering (CONTRACT.md §12).
  route('privacy', 'routes/privacy/notice.tsx'),

  // Signed-in group: the gate and main layout, then a boundary that keeps errors inside the layout.
  layout('routes/shell/signed-in-layout.tsx', { id: 'signed-in' }, [
    layout('routes/shell/content-boundary.tsx', [
      index('routes/shell/role-redirect.tsx'),
      route('homepage', 'routes/home/homepage.tsx'),
      route('courses', 'routes/catalogue/courses.tsx'),
      route('course/:courseId', 'routes/catalogue/course-detail.tsx'),
      route('my-courses', 'routes/learning/my-courses.tsx'),
      route('course/:courseId/learning', 'routes/learning/course-learning.tsx'),
      route('bookmarks', 'routes/learning/bookmarks.tsx'),
      route('certificates', 'routes/learning/certificates.tsx'),
      route('points', 'routes/learning/points.tsx'),
      route('basket', 'routes/basket/basket.tsx'),
      route('order/:orderId/summary', 'routes/basket/order-summary.tsx'),
      route('orders', 'routes/basket/my-orders.tsx'),
      route('notifications', 'routes/notifications/notifications.tsx'),
      // The signed-in learner's or lecturer's sessions (CONTRACT.md §16).
      route('calendar', 'routes/classes/calendar.tsx'),
      // The Parent role's home and a linked child's page (CONTRACT.md §12).
      route('parent', 'routes/families/parent-home.tsx'),
      route('parent/children/:childId', 'routes/families/child-overview.tsx'),
      route('parent/requests', 'routes/families/parent-requests.tsx'),

      route('settings', 'routes/settings/layout.tsx', [
        index('routes/settings/index.tsx'),
        route('account-info', 'routes/settings/account-info.tsx'),
        route('change-password', 'routes/settings/change-password.tsx'),
        route('notifications', 'routes/settings/notifications.tsx'),
        route('family', 'routes/settings/family.tsx'),
        route('privacy', 'routes/settings/privacy.tsx'),
      ]),

      route('admin-panel', 'routes/admin-panel/layout.tsx', [
        index('routes/admin-panel/index.tsx'),
        route('dashboard', 'routes/admin-panel/dashboard.tsx'),
        ...prefix('categories', [
          index('routes/admin-panel/categories.tsx'),
          route('create', 'routes/admin-panel/category-create.tsx'),
          route(':categoryId/edit', 'routes/admin-panel/category-edit.tsx'),
        ]),
        ...prefix('tags', [
          index('routes/admin-panel/tags.tsx'),
          route('create', 'routes/admin-panel/tag-create.tsx'),
          route(':tagId/edit', 'routes/admin-panel/tag-edit.tsx'),
        ]),
        ...prefix('users', [
          index('routes/admin-panel/users.tsx'),
          route(':userId/edit', 'routes/admin-panel/user-edit.tsx'),
        ]),
        ...prefix('discount-codes', [
          index('routes/admin-panel/discount-codes.tsx'),
          route('create', 'routes/admin-panel/discount-code-create.tsx'),
          route(':discountCodeId/edit', 'routes/admin-panel/discount-code-edit.tsx'),
        ]),
        route('orders', 'routes/admin-panel/orders.tsx'),
        route('jobs', 'routes/admin-panel/jobs.tsx'),
        route('privacy-requests', 'routes/admin-panel/privacy-requests.tsx'),
        // An unknown admin address stays inside the area, with the dashboard highlighted.
        route('*', 'routes/admin-panel/not-found.tsx'),
      ]),

      route('lecturer', 'routes/lecturer/layout.tsx', [
        index('routes/lecturer/index.tsx'),
        route('finance', 'routes/lecturer/finance.tsx'),
        // Questions asked under the lecturer's lectures, unanswered first (CONTRACT.md §15).
        route('questions', 'routes/lecturer/questions.tsx'),
        // Submissions to the lecturer's assignments, ungraded first (CONTRACT.md §15).
        route('submissions', 'routes/lecturer/submissions.tsx'),
        // The register of one session, made for a phone in the classroom (CONTRACT.md §16).
        route('sessions/:sessionId/attendance', 'routes/lecturer/session-attendance.tsx'),
        route('create-course', 'routes/lecturer/create-course.tsx'),
        route('manage-courses', 'routes/lecturer/manage-courses.tsx'),
        route('manage-course-info/:courseId', 'routes/lecturer/manage-course-info.tsx'),
        route('manage-course/:courseId', 'routes/lecturer/manage-course.tsx'),
        ...prefix('discount-codes', [
          index('routes/lecturer/discount-codes.tsx'),
          route('create', 'routes/lecturer/discount-code-create.tsx'),
          route(':discountCodeId/edit', 'routes/lecturer/discount-code-edit.tsx'),
        ]),
        // The seed's other editor addresses lead to the one content editor, with the matching dialog open.
        ...[
          ':courseId/create-section',
          ':courseId/:sectionId/create-lecture',
          ':courseId/:sectionId/edit-section',
          ':courseId/:lectureId/edit-lecture',
          'edit-course/:courseId/*',
          'manage-course/:courseId/*',
        ].map((path, n) =>
          route(path, 'routes/lecturer/editor-redirect.tsx', { id: `lecturer-editor-redirect-${n}` }),
        ),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
