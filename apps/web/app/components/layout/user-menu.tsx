import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

export type UserMenuProps = {
  fullName: string;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** An account that is only a parent has no orders or certificates of its own: the menu leaves them out. */
  isParentOnly?: boolean;
};

const loadMenu = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(loadMenu);

export const userMenuLabel = (fullName: string) => `Kullanıcı menüsü: ${fullName}`;

/** What the menu's button shows: a picture, the name (from small screens up) and a chevron. */
export function UserMenuFace({ fullName }: { fullName: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      {/* A picture without letters: initials would be visible text missing from the button's name (WCAG 2.5.3),
          and on a phone the only text shown. */}
      <Avatar color="indigo" radius="xl" size={32} aria-hidden="true" />
      <Text fw={600} size="sm" visibleFrom="sm" maw={160} truncate>
        {fullName}
      </Text>
      <IconChevronDown size={16} aria-hidden="true" />
    </Group>
  );
}

/**
 * The user menu of the navbar (certificates, settings, log out). Its button is on every signed-in page but the
 * menu is opened on few visits, and a menu brings Mantine's popover and floating-ui with it: so the page shows the
 * same button, the menu's code loads when the pointer or focus reaches it, and a click opens the menu as soon as the
 * code is there (at once when it already is).
 */
export function UserMenu(props: UserMenuProps) {
  const [opensWith, setOpensWith] = useState<'click' | null>(null);
  const button = (
    <UnstyledButton
      aria-label={userMenuLabel(props.fullName)}
      aria-haspopup="menu"
      aria-expanded={false}
      py={4}
      px={6}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => setOpensWith('click')}
    >
      <UserMenuFace fullName={props.fullName} />
    </UnstyledButton>
  );
  if (!opensWith) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown {...props} defaultOpened />
    </Suspense>
  );
}
