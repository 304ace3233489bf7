import type { CourseListItem } from '@kampus/contract';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { MainLayout } from '../../components/layout/main-layout.tsx';
import { CourseCardExtras } from '../../components/ui/course-card.tsx';
import { ErrorScreen } from '../../components/ui/error-screen.tsx';
import { paths } from '../../config/paths.ts';
import { requireSession, userContext } from '../../features/auth/gates.ts';
import { fullNameOf, hasRole, isParentOnly, logout } from '../../features/auth/session.ts';
import { forgetBasket } from '../../features/basket/basket-storage.ts';
import { BookmarkButton } from '../../features/bookmarks/bookmark-button.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { refreshBasketCount, useBasketCount } from '../../lib/basket-count.ts';
import type { Route } from './+types/signed-in-layout';

/** The session gate runs before any loader of the signed-in pages. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireSession];

export const clientLoader = ({ context }: Route.ClientLoaderArgs) => ({ user: context.get(userContext) });

/** Every course card of the signed-in pages carries the bookmark toggle. */
const courseCardExtras = (course: CourseListItem) => (
  <BookmarkButton courseId={course.id} courseName={course.name} bookmarkId={course.bookmarkId} />
);

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigate = useNavigate();
  const basketCount = useBasketCount();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const parentOnly = isParentOnly(user);
  useEffect(() => {
    // An account that is only a parent has no basket and the navbar shows none.
    if (!parentOnly) void refreshBasketCount();
  }, [parentOnly]);

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    // The next person on this browser must not start from this user's basket.
    forgetBasket();
    navigate(paths.login, { replace: true });
  };

  return (
    <MainLayout
      fullName={fullNameOf(user)}
      isLecturer={hasRole(user, 'Lecturer')}
      isAdmin={hasRole(user, 'Admin')}
      isParent={hasRole(user, 'Parent')}
      isParentOnly={parentOnly}
      basketCount={basketCount}
      onLogout={onLogout}
      isLoggingOut={isLoggingOut}
      bell={<NotificationBell />}
    >
      <CourseCardExtras value={courseCardExtras}>
        <Outlet />
      </CourseCardExtras>
    </MainLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
