import { Box, LoadingOverlay } from '@mantine/core';
import {
  IconCategory,
  IconDiscount,
  IconLayoutDashboard,
  IconReceipt,
  IconRotateClockwise,
  IconShieldLock,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AreaLayout, type AreaNavItem } from '../../components/layout/area-layout.tsx';
import { paths } from '../../config/paths.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { requireRole } from '../../features/auth/gates.ts';
import { privacyTexts } from '../../features/privacy/privacy-texts.ts';
import type { Route } from './+types/layout';

/** Admin area gate: without the Admin role → 'Yetkisiz işlem.', signed out, /login. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireRole('Admin')];

/** The dashboard comes first: an unknown admin path highlights it. */
const items: AreaNavItem[] = [
  { label: adminTexts.nav.dashboard, to: paths.admin.dashboard, icon: IconLayoutDashboard },
  { label: adminTexts.nav.categories, to: paths.admin.categories, icon: IconCategory },
  { label: adminTexts.nav.users, to: paths.admin.users, icon: IconUsers },
  { label: adminTexts.nav.tags, to: paths.admin.tags, icon: IconTags },
  { label: adminTexts.nav.discountCodes, to: paths.admin.discountCodes, icon: IconDiscount },
  { label: adminTexts.nav.orders, to: paths.admin.orders, icon: IconReceipt },
  { label: adminTexts.nav.jobs, to: paths.admin.jobs, icon: IconRotateClockwise },
  { label: privacyTexts.admin.nav, to: paths.admin.privacyRequests, icon: IconShieldLock },
];

export default function AdminPanelLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Moving to another admin page keeps the current one under a veil until the next one has its data; a list's own
  // page and search changes show their veil over the rows only.
  const isChangingPage =
    navigation.state === 'loading' &&
    navigation.location.pathname !== pathname &&
    navigation.location.pathname.startsWith(paths.adminPanel);
  return (
    <AreaLayout title={adminTexts.areaTitle} navLabel={adminTexts.navLabel} items={items}>
      <Box pos="relative" aria-busy={isChangingPage} mih={200}>
        <LoadingOverlay
          visible={isChangingPage}
          zIndex={5}
          overlayProps={{ backgroundOpacity: 0.6, blur: 1 }}
          loaderProps={{ 'aria-label': adminTexts.loading } as Record<string, string>}
        />
        <Outlet />
      </Box>
    </AreaLayout>
  );
}
