import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, type Ref, Suspense, useEffect, useState } from 'react';
import { arrivedText, bellLabel } from '../bell-texts.ts';
import { openNotificationStream } from '../notification-stream.ts';
import {
  noteArrival,
  refreshUnreadCount,
  resetUnreadStore,
  useLatestNotification,
  useUnreadCount,
} from '../unread-store.ts';

const loadPopover = () => import('./bell-popover.tsx');
const BellPopover = lazy(loadPopover);

/** What a badge shows: the count, or 99+ beyond. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

export type BellButtonProps = {
  unread: number | null;
  isOpen?: boolean;
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/** The bell with its badge; the button's name says the count, the badge is only its picture. */
export function BellButton({ unread, isOpen = false, ref, ...handlers }: BellButtonProps) {
  return (
    <Indicator
      label={badgeText(unread ?? 0)}
      size={18}
      disabled={!unread}
      offset={4}
      color="red.8"
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-testid="notification-bell"
        {...handlers}
      >
        <IconBell size={22} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}

/** Keeps the count and the live stream for as long as a signed-in page is shown. */
const useNotificationStream = () => {
  useEffect(() => {
    void refreshUnreadCount();
    const stop =
      typeof EventSource === 'undefined'
        ? () => {}
        : openNotificationStream({
            onNotification: (item) => {
              noteArrival(item);
              void refreshUnreadCount();
            },
            resync: refreshUnreadCount,
          });
    return () => {
      stop();
      // The next person to sign in on this browser starts from their own count.
      resetUnreadStore();
    };
  }, []);
};

/**
 * The navbar's bell for every signed-in user: the unread count, kept live by the stream. The list under it (a
 * popover with its floating-ui) loads when the pointer or the focus reaches the bell, as the user menu does, so the
 * first load carries only the button.
 */
export function NotificationBell() {
  useNotificationStream();
  const unread = useUnreadCount();
  const latest = useLatestNotification();
  const [isOpen, setOpen] = useState(false);
  const [isUsed, setUsed] = useState(false);

  const button = (
    <BellButton
      unread={unread}
      onPointerEnter={loadPopover}
      onFocus={loadPopover}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    />
  );
  return (
    <>
      {isUsed ? (
        <Suspense fallback={button}>
          <BellPopover unread={unread} opened={isOpen} onChange={setOpen} />
        </Suspense>
      ) : (
        button
      )}
      {/* A notification that arrives while the page is open is read out once; the badge shows it to the eye. */}
      <VisuallyHidden role="status" aria-live="polite">
        {latest ? arrivedText(latest.title) : ''}
      </VisuallyHidden>
    </>
  );
}
