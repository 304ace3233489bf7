import { Notifications } from '@mantine/notifications';
import { NOTICE_LIFETIME_MS } from '../../lib/notify.ts';

/** Mantine's notification container as the app places it; `notice-area.tsx` loads it with the first notice. */
export default function NoticeContainer() {
  return <Notifications position="bottom-right" autoClose={NOTICE_LIFETIME_MS} />;
}
