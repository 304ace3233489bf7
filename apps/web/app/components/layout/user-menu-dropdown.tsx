import { Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCertificate,
  IconLogout,
  IconReceipt,
  IconSettings,
  IconStar,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { UserMenuFace, type UserMenuProps, userMenuLabel } from './user-menu.tsx';

/** The user menu itself, loaded by `user-menu.tsx` on first use. */
export default function UserMenuDropdown({
  fullName,
  onLogout,
  isLoggingOut,
  isParentOnly = false,
  defaultOpened,
}: UserMenuProps & { defaultOpened: boolean }) {
  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
      defaultOpened={defaultOpened}
      // Mantine's focus placeholder is a focusable div inside role="menu", a child a menu may not have
      // (axe: aria-required-children) for as long as the menu is open or closing. Focus still moves to the
      // first item when the menu opens from the keyboard.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={userMenuLabel(fullName)} py={4} px={6}>
          <UserMenuFace fullName={fullName} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} size="sm" c="dark">
            {fullName}
          </Text>
        </Menu.Label>
        {!isParentOnly && (
          <>
            <Menu.Item component={Link} to={paths.orders} leftSection={<IconReceipt size={16} />}>
              Siparişlerim
            </Menu.Item>
            <Menu.Item component={Link} to={paths.certificates} leftSection={<IconCertificate size={16} />}>
              Sertifikalarım
            </Menu.Item>
            <Menu.Item component={Link} to={paths.points} leftSection={<IconStar size={16} />}>
              Puanlarım
            </Menu.Item>
          </>
        )}
        {!isParentOnly && (
          <Menu.Item component={Link} to={paths.calendar} leftSection={<IconCalendarEvent size={16} />}>
            Takvim
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Ayarlar
        </Menu.Item>
        <Menu.Item
          color="red.8"
          leftSection={<IconLogout size={16} />}
          onClick={onLogout}
          disabled={isLoggingOut}
        >
          Çıkış Yap
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
