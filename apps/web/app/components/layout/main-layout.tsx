import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Divider,
  Group,
  Indicator,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBook,
  IconBookmark,
  IconChalkboard,
  IconClipboardCheck,
  IconHome,
  IconLayoutDashboard,
  IconReceipt,
  IconSchool,
  IconSettings,
  IconShoppingBag,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LazyDrawer } from '../ui/lazy-drawer.tsx';
import classes from './main-layout.module.css';
import { UserMenu } from './user-menu.tsx';

export type NavItem = { label: string; to: string; icon: ComponentType<{ size?: number; stroke?: number }> };

const childrenItem: NavItem = { label: 'Çocuklarım', to: paths.parent.home, icon: IconUsers };
const requestsItem: NavItem = {
  label: 'Satın Alma Talepleri',
  to: paths.parent.requests,
  icon: IconShoppingBag,
};

/**
 * Seed 000 §2 main layout entries; lecturers and admins also see their area, parents their children. An account that
 * is only a parent has no courses of its own, so it sees its children and nothing of the learner's.
 */
export const navItemsFor = ({
  isLecturer,
  isAdmin,
  isParent = false,
  isParentOnly = false,
}: {
  isLecturer: boolean;
  isAdmin: boolean;
  isParent?: boolean;
  isParentOnly?: boolean;
}): NavItem[] =>
  isParentOnly
    ? [childrenItem, requestsItem]
    : [
        { label: 'Ana Sayfa', to: paths.homepage, icon: IconHome },
        { label: 'Kurslar', to: paths.courses, icon: IconBook },
        { label: 'Kurslarım', to: paths.myCourses, icon: IconSchool },
        { label: 'Kaydedilenler', to: paths.bookmarks, icon: IconBookmark },
        ...(isLecturer
          ? [
              { label: 'Eğitmen Arayüzü', to: paths.lecturer.home, icon: IconChalkboard },
              // The grading queue is daily work, so it has its own entry (CONTRACT.md §15).
              { label: 'Ödev Teslimleri', to: paths.lecturer.submissions, icon: IconClipboardCheck },
            ]
          : []),
        ...(isParent ? [childrenItem, requestsItem] : []),
        ...(isAdmin ? [{ label: 'Yönetim Paneli', to: paths.adminPanel, icon: IconLayoutDashboard }] : []),
      ];

/** Account pages of the user menu that the drawer repeats, so that a phone finds them beside the main entries. */
export const accountItems: NavItem[] = [{ label: 'Siparişlerim', to: paths.orders, icon: IconReceipt }];
/** A parent-only account has no orders of its own: its drawer leads to the account settings. */
const parentAccountItems: NavItem[] = [{ label: 'Ayarlar', to: paths.settings, icon: IconSettings }];

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
/** The entry the page is under; the longest match wins, so `/parent/requests` is not also 'Çocuklarım'. */
const activeEntry = (pathname: string, items: NavItem[]) =>
  items.filter((item) => isUnder(pathname, item.to)).sort((a, b) => b.to.length - a.to.length)[0]?.to;

export const basketLabel = (count: number | null) =>
  count && count > 0 ? `Sepetim, ${count} kurs` : 'Sepetim';

export type MainLayoutProps = {
  fullName: string;
  isLecturer: boolean;
  isAdmin: boolean;
  /** Holds the Parent role: the navbar leads to the children. */
  isParent?: boolean;
  /** Holds nothing but the Parent role: no learner entries, no basket. */
  isParentOnly?: boolean;
  basketCount: number | null;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /** The notification bell, beside the basket (the route composes it from its feature). */
  bell?: ReactNode;
  children: ReactNode;
};

/** The signed-in frame: top navbar, left drawer on small screens, basket badge and the user menu. */
export function MainLayout({
  fullName,
  isLecturer,
  isAdmin,
  isParent = false,
  isParentOnly = false,
  basketCount,
  onLogout,
  isLoggingOut = false,
  bell,
  children,
}: MainLayoutProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const items = navItemsFor({ isLecturer, isAdmin, isParent, isParentOnly });
  const accountLinks = isParentOnly ? parentAccountItems : accountItems;

  // A link chosen in the drawer navigates; the drawer should not stay over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is wanted on every path change
  useEffect(() => drawer.close(), [pathname]);

  return (
    <>
      <Box component="header" className={classes.header} data-app-header>
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
              const active = item.to === activeEntry(pathname, items);
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? 'indigo' : 'dark'}
                  aria-current={active ? 'page' : undefined}
                  size="sm"
                >
                  {item.label}
                </Button>
              );
            })}
          </Group>

          <Group gap="xs" wrap="nowrap">
            {bell}
            {!isParentOnly && (
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
            )}

            <UserMenu
              fullName={fullName}
              onLogout={onLogout}
              isLoggingOut={isLoggingOut}
              isParentOnly={isParentOnly}
            />
          </Group>
        </Group>
      </Box>

      <LazyDrawer opened={drawerOpened} onClose={drawer.close} title="Menü" size="xs" hiddenFrom="md">
        <Stack component="nav" aria-label="Ana menü" gap={4}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} stroke={1.6} />}
              variant="filled"
              active={item.to === activeEntry(pathname, items)}
              aria-current={item.to === activeEntry(pathname, items) ? 'page' : undefined}
            />
          ))}
        </Stack>
        <Divider my="sm" />
        <Stack component="nav" aria-label="Hesabım" gap={4}>
          {accountLinks.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} stroke={1.6} />}
              variant="filled"
              active={isUnder(pathname, item.to)}
              aria-current={isUnder(pathname, item.to) ? 'page' : undefined}
            />
          ))}
        </Stack>
      </LazyDrawer>

      <Box component="main" className={classes.main} data-app-main>
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>{children}</div>
      </Box>
    </>
  );
}
