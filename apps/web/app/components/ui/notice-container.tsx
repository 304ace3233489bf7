import { useMediaQuery } from '@mantine/hooks';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';
import { NOTICE_LIFETIME_MS } from '../../lib/notify.ts';
import classes from './notice-container.module.css';

/**
 * Where a phone ends: below Mantine's `sm` breakpoint (48em) a notice is as wide as the screen, so anywhere at the
 * bottom it would cover the page's main buttons and action bars.
 */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

/**
 * Mantine's notification container as the app places it; `notice-area.tsx` loads it with the first notice.
 * Wide screens: bottom-right, stacked. Small screens: at the top, just under the app's header, one notice at a
 * time (the others wait their turn, each still for its full 5 s), so that nothing at the bottom is ever covered.
 */
export default function NoticeContainer() {
  // Read at once (the app renders in the browser only), so the first notice is not first drawn in the wrong place.
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const limit = isSmall ? 1 : 5;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the container has passed on a new limit
  useEffect(() => {
    // Mantine applies a new limit only to notices shown after it; this sorts those already shown or queued too.
    notifications.updateState(notificationsStore, (list) => list);
  }, [limit]);

  return (
    <Notifications
      position={isSmall ? 'top-center' : 'bottom-right'}
      limit={limit}
      autoClose={NOTICE_LIFETIME_MS}
      classNames={{ root: classes.root }}
    />
  );
}
