import { Suspense, useEffect, useRef } from 'react';
import { Await, useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../config/paths.ts';
import {
  NotificationsSkeleton,
  NotificationsView,
} from '../../features/notifications/components/notifications-view.tsx';
import { notificationTexts } from '../../features/notifications/notification-texts.ts';
import { fetchNotifications } from '../../features/notifications/notifications-api.ts';
import { useNotificationRevision } from '../../features/notifications/unread-store.ts';
import { pageFrom } from '../../lib/list-query.ts';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () => [{ title: `${notificationTexts.title} | Kampüs` }];

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Handed over unresolved: the outline shows at once; a failure reaches the error screen, which says why. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  page: fetchNotifications(
    pageFrom(new URL(request.url).searchParams.get('page')),
    NOTIFICATIONS_PAGE_SIZE,
    request.signal,
  ),
});

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const revision = useNotificationRevision();
  const seen = useRef(revision);

  // A notification arriving while the page is open puts it at the top.
  useEffect(() => {
    if (revision === seen.current) return;
    seen.current = revision;
    void revalidator.revalidate();
  }, [revision, revalidator]);

  return (
    <Suspense fallback={<NotificationsSkeleton />}>
      <Await resolve={loaderData.page}>
        {(page) => (
          <NotificationsView
            page={page}
            onPage={(number) => navigate(paths.notificationsPage(number))}
            onChanged={() => void revalidator.revalidate()}
          />
        )}
      </Await>
    </Suspense>
  );
}
