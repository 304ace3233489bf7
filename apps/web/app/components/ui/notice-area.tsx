import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NoticeContainer = lazy(() => import('./notice-container.tsx'));

/**
 * Where notices appear (placed by `notice-container.tsx`). Most page loads raise none, so Mantine's notification container (with its
 * transitions) loads with the first notice instead of with every page; the notice waits in Mantine's store meanwhile.
 */
export function NoticeArea() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <NoticeContainer />
    </Suspense>
  ) : null;
}
