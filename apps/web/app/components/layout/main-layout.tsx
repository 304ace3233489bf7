import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Button,
  Drawer,
  Group,
  Indicator,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBook,
  IconBookmark,
  IconCertificate,
  IconChalkboard,
  IconChevronDown,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconSchool,
  IconSettings,
  IconShoppingCart,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

export type NavItem = { label: string; to: string; icon: ComponentType<{ size?: number; stroke?: number }> };

/** Seed 000 §2 main layout entries; lecturers and admins also see their area. */
export const navItemsFor = ({
  isLecturer,
  isAdmin,
}: {
  isLecturer: boolean;
  isAdmin: boolean;
}): NavItem[] => [
  { label: 'Ana Sayfa', to: paths.homepage, icon: IconHome },
  { label: 'Kurslar', to: paths.courses, icon: IconBook },
  { label: 'Kurslarım', to: paths.myCourses, icon: IconSchool },
  { label: 'Kaydedilenler', to: paths.bookmarks, icon: IconBookmark },
  ...(isLecturer ? [{ label: 'Eğitmen Arayüzü', to: paths.lecturer.home, icon: IconChalkboard }] : []),
  ...(isAdmin ? [{ label: 'Yönetim Paneli', to: paths.adminPanel, icon: IconLayoutDashboard }] : []),
];

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export const basketLabel = (count: number | null) =>
  count && count > 0 ? `Sepetim, ${count} kurs` : 'Sepetim';

export type MainLayoutProps = {
  fullName: string;
  isLecturer: boolean;
  isAdmin: boolean;
  basketCount: number | null;
  onLogout: () => void;
  isLoggingOut?: boolean;
  children: ReactNode;
};

/** The signed-in frame: top navbar, left drawer on small screens, basket badge and the user menu. */
export function MainLayout({
  fullName,
  isLecturer,
  isAdmin,
  basketCount,
  onLogout,
  isLoggingOut = false,
  children,
}: MainLayoutProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const items = navItemsFor({ isLecturer, isAdmin });

  // A link chosen in the drawer navigates; the drawer should not stay over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is wanted on every path change
  useEffect(() => drawer.close(), [pathname]);

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={drawerOpened ? 'Menüyü kapat' : 'Menüyü aç'}
            />
            <Text component={Link} to={paths.root} fw={800} size="xl" c="indigo.8" td="none">
              Kampüs
            </Text>
          </Group>

          <Group component="nav" aria-label="Ana menü" gap={4} visibleFrom="md" wrap="nowrap">
            {items.map((item) => {
              const active = isActive(pathname, item.to);
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? 'indigo' : 'dark'}
                  aria-current={active ? 'page' : undefined}
                  size="sm"
                  // The light variant's hover (indigo.2 under indigo.9 text) is 4.1:1; indigo.0 keeps it above 6:1.
                  vars={
                    active
                      ? () => ({ root: { '--button-hover': 'var(--mantine-color-indigo-0)' } })
                      : undefined
                  }
                >
                  {item.label}
                </Button>
              );
            })}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <Indicator
              label={basketCount ?? 0}
              size={18}
              disabled={!basketCount}
              offset={4}
              color="red.8"
              // The link's name already says the count; the badge is only its picture.
              attributes={{ indicator: { 'aria-hidden': true } }}
            >
              <ActionIcon
                component={Link}
                to={paths.basket}
                variant="subtle"
                color="dark"
                size="lg"
                aria-label={basketLabel(basketCount)}
              >
                <IconShoppingCart size={22} stroke={1.6} aria-hidden="true" />
              </ActionIcon>
            </Indicator>

            <Menu position="bottom-end" width={220} shadow="md" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={`Kullanıcı menüsü: ${fullName}`} py={4} px={6}>
                  <Group gap={8} wrap="nowrap">
                    {/* A picture without letters: initials would be visible text missing from the button's name
                        (WCAG 2.5.3), and on a phone the only text shown. */}
                    <Avatar color="indigo" radius="xl" size={32} aria-hidden="true" />
                    <Text fw={600} size="sm" visibleFrom="sm" maw={160} truncate>
                      {fullName}
                    </Text>
                    <IconChevronDown size={16} aria-hidden="true" />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text fw={600} size="sm" c="dark">
                    {fullName}
                  </Text>
                </Menu.Label>
                <Menu.Item
                  component={Link}
                  to={paths.certificates}
                  leftSection={<IconCertificate size={16} />}
                >
                  Sertifikalarım
                </Menu.Item>
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
          </Group>
        </Group>
      </AppShell.Header>

      <Drawer opened={drawerOpened} onClose={drawer.close} title="Menü" size="xs" hiddenFrom="md">
        <Stack component="nav" aria-label="Ana menü" gap={4}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} stroke={1.6} />}
              variant="filled"
              active={isActive(pathname, item.to)}
              aria-current={isActive(pathname, item.to) ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Drawer>

      <AppShell.Main>
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
