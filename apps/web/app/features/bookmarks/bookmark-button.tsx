import type { UserInformation } from '@kampus/contract';
import { ActionIcon, Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { type MouseEvent, useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  bookmarkStateOf,
  ensureBookmarksLoaded,
  toggleBookmark,
  useBookmarkSnapshot,
} from './bookmark-store.ts';

/** Route id of the signed-in layout, whose loader holds the current user. */
const SIGNED_IN_ROUTE_ID = 'signed-in';

export type BookmarkButtonProps = {
  courseId: string;
  courseName: string;
  /** The caller's bookmark of the course as the server sent it with the course; omit to look it up. */
  bookmarkId?: string | null;
  /** `icon` for course cards, `button` (icon and text) for the course page. */
  variant?: 'icon' | 'button';
  fullWidth?: boolean;
};

/**
 * Saves a course for later or removes it again: a toggle (`aria-pressed`) labelled 'Kaydet' or 'Kaydedildi'.
 * It can sit inside a card whose title link covers the card: a click saves without opening the course.
 * Outside the signed-in pages (no user) it renders nothing.
 */
export function BookmarkButton({
  courseId,
  courseName,
  bookmarkId: fromServer,
  variant = 'icon',
  fullWidth,
}: BookmarkButtonProps) {
  const userId = useRouteLoaderData<{ user: UserInformation }>(SIGNED_IN_ROUTE_ID)?.user.id ?? null;
  const snapshot = useBookmarkSnapshot();
  const needsList = fromServer === undefined;

  useEffect(() => {
    if (userId && needsList) void ensureBookmarksLoaded(userId);
  }, [userId, needsList]);

  if (!userId) return null;

  const { isKnown, bookmarkId, isPending } = bookmarkStateOf(snapshot, userId, courseId, fromServer);
  const isBookmarked = bookmarkId !== null;
  const label = isBookmarked ? 'Kaydedildi' : 'Kaydet';
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // On a card the title's link covers the whole card: saving must not open the course as well.
    event.preventDefault();
    event.stopPropagation();
    void toggleBookmark(userId, courseId, bookmarkId);
  };
  const Icon = isBookmarked ? IconBookmarkFilled : IconBookmark;
  const common = {
    onClick,
    'aria-pressed': isBookmarked,
    loading: isPending,
    // Until the state is known, pressing would guess.
    disabled: !isKnown,
    variant: isBookmarked ? 'light' : 'default',
    // A colour with a shade (grape.9) turns Mantine's light variant solid; the bare colour keeps it light.
    color: isBookmarked ? 'grape' : undefined,
    style: { position: 'relative', zIndex: 1 } as const,
    'data-testid': 'bookmark-button',
  };

  if (variant === 'button')
    return (
      <Button {...common} fullWidth={fullWidth} leftSection={<Icon size={18} aria-hidden="true" />}>
        {label}
      </Button>
    );

  return (
    <ActionIcon {...common} size="lg" aria-label={`${label}: ${courseName}`} title={label}>
      <Icon size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
